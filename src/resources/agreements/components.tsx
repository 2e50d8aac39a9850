/** The agreements' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import agreements from './index';

export default defineComponents(agreements, {
  views: {
    'agreement-list': lazy(() => import('./AgreementList')),
    'agreement-show': lazy(() => import('./AgreementShow')),
  },
});
