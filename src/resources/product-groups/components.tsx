/** The product groups' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import productGroups from './index';

export default defineComponents(productGroups, {
  views: { 'group-catalogue': lazy(() => import('./GroupCatalogue')) },
});
