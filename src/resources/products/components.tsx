/** The products' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { defineComponents } from '../../schema/ui/components';
import { lazyView } from '../../schema/ui/lazyView';
import type products from './index';

export default defineComponents<typeof products>('products', {
  views: { 'product-catalogue': lazyView(() => import('./ProductCatalogue')) },
});
