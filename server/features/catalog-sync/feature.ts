/** The catalogue's syncs to the registers (SPEC 7 `/synccatalogs`): their figures and each store's state. */
import { defineFeature } from '../define-feature.ts';
import { catalogSyncRoutes } from './routes.ts';
import { catalogSyncHooks } from './sync-hooks.ts';

export default defineFeature({ routes: catalogSyncRoutes, hooks: { 'catalog-syncs': catalogSyncHooks } });
