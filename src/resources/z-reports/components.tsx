/** The Z reports' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import zReports from './index';

export default defineComponents(zReports, {
  views: {
    'z-report-list': lazy(() => import('./ZReportList')),
    'z-report-show': lazy(() => import('./ZReportShow')),
  },
  fields: { 'register-input': { input: lazy(() => import('./RegisterInput')) } },
});
