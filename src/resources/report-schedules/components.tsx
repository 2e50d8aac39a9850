/** The periodic reports' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type schedules from './index';

export default defineComponents<typeof schedules>('report-schedules', {
  views: { 'schedule-show': lazyView(() => import('./ScheduleShow')) },
  fields: { 'cron-words': { field: lazy(() => import('./CronWords')) } },
});
