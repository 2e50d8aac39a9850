/**
 * Organizations and partners beyond their generic routes: a super admin's block and destroy, the
 * countries and languages lists, and the hooks that keep an organization's and a partner's rules.
 */
import { defineFeature } from '../define-feature.ts';
import { organizationStorageHooks } from './organization-hooks.ts';
import { partnerStorageHooks } from './partner-hooks.ts';
import { referenceListRoutes } from './reference-lists.ts';
import { organizationRoutes } from './routes.ts';

export default defineFeature({
  routes(routes, env) {
    organizationRoutes(routes, env);
    referenceListRoutes(routes);
  },
  hooks: { organizations: organizationStorageHooks, partners: partnerStorageHooks },
});
