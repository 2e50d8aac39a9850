/** The Z reports' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type zReports from './index';

export default defineComponents<typeof zReports>('z-reports', {
  views: {
    'z-report-list': lazyView(() => import('./ZReportList')),
    'z-report-show': lazyView(() => import('./ZReportShow')),
  },
  fields: { 'register-input': { input: lazy(() => import('./RegisterInput')) } },
});
