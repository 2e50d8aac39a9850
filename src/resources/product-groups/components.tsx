/** The product groups' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import productGroups from './index';

export default defineComponents(productGroups, {
  views: { 'group-catalogue': lazyView(() => import('./GroupCatalogue')) },
});
