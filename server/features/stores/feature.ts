/** Stores: the address lookup of the store form and the stores' write rules. */
import { defineFeature } from '../define-feature.ts';
import { geocodeRoutes } from './geocode-routes.ts';
import { storeStorageHooks } from './store-hooks.ts';

export default defineFeature({ routes: geocodeRoutes, hooks: { stores: storeStorageHooks } });
