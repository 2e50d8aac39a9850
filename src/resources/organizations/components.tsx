/** The organizations' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type organizations from './index';

export default defineComponents<typeof organizations>('organizations', {
  fields: { 'partner-move-confirmation': { input: lazy(() => import('./PartnerMoveConfirmationInput')) } },
  rowActions: { 'work-in-organization': lazy(() => import('./WorkInOrganizationButton')) },
  views: { 'organization-show': lazyView(() => import('./OrganizationShow')) },
});
