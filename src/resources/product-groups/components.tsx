/** The product groups' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type productGroups from './index';

export default defineComponents<typeof productGroups>('product-groups', {
  views: { 'group-catalogue': lazyView(() => import('./GroupCatalogue')) },
});
