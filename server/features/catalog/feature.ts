/**
 * The catalogue's own answers beside its resources (the product count and the catalogue settings), and
 * where a new product group goes (group-order.ts).
 */
import { defineFeature } from '../define-feature.ts';
import { productGroupStorageHooks } from './group-order.ts';
import { productCount } from './product-count.ts';
import { catalogueSettings } from './settings.ts';

export default defineFeature({
  hooks: { 'product-groups': productGroupStorageHooks },
  routes(routes, { deps }) {
    // A register-only user's app asks it to tell "you work at the register" from "not ready yet" (SPEC 6).
    routes.get(
      '/api/catalog/product/count',
      { signedIn: true, refused: ['registerOnly'] },
      'How many products the acting organization has',
      productCount(deps),
    );
    routes.get(
      '/api/catalogs/3.1/settings',
      { signedIn: true },
      "The acting organization's currency, product defaults, limits and tax groups",
      catalogueSettings(deps),
    );
  },
});
