/** The shifts' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import shifts from './index';

export default defineComponents(shifts, {
  views: { 'shift-report': lazy(() => import('./ShiftReport')) },
});
