/** The products' own components, by the keys its definition (./index.ts) names; each loads when shown. */
import { lazy } from 'react';
import { defineComponents } from '../../schema/ui/components';
import products from './index';

export default defineComponents(products, {
  views: { 'product-catalogue': lazy(() => import('./ProductCatalogue')) },
});
