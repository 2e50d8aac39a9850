/**
 * The agreements' own components, by the keys its definition (./index.ts) names; each loads when shown,
 * the page with the wizards' texts (its onboarding links).
 */
import { lazy } from 'react';
import { withWizardMessages } from '../../i18n/wizardMessages';
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type agreements from './index';

export default defineComponents<typeof agreements>('agreements', {
  views: {
    'agreement-list': lazyView(() => import('./AgreementList')),
    'agreement-show': lazyView(withWizardMessages(() => import('./AgreementShow'))),
  },
  fields: { 'agreement-provisioning': { field: lazy(() => import('./ProvisioningField')) } },
});
