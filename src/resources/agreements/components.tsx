/** The agreements' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type agreements from './index';

export default defineComponents<typeof agreements>('agreements', {
  views: {
    'agreement-list': lazyView(() => import('./AgreementList')),
    'agreement-show': lazyView(() => import('./AgreementShow')),
  },
  fields: { 'agreement-provisioning': { field: lazy(() => import('./ProvisioningField')) } },
});
