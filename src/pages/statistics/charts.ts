/** The charts load with the first one shown (x-charts is not part of the list pages' JavaScript). */
import { lazy } from 'react';

export const DayChart = lazy(() => import('./SalesCharts').then((m) => ({ default: m.DayChart })));
export const HourChart = lazy(() => import('./SalesCharts').then((m) => ({ default: m.HourChart })));
