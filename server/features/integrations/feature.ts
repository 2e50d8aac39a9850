/**
 * Accounting integrations (Fortnox, Visma eEkonomi, Björn Lundén): connecting through a provider's
 * consent page, syncs and their retries, the simulated providers, and the demo's connection and syncs.
 */
import { defineFeature } from '../define-feature.ts';
import { integrationStorageHooks } from './integration-hooks.ts';
import { providerSandboxRoutes } from './provider-sandbox.ts';
import { integrationRoutes } from './routes.ts';
import { INTEGRATIONS_SEED } from './seed-records.ts';
import { seedDemoSyncs } from './seed-syncs.ts';

export default defineFeature({
  routes(routes, env) {
    integrationRoutes(routes, env);
    providerSandboxRoutes(routes);
  },
  hooks: { integrations: integrationStorageHooks },
  seed: { records: INTEGRATIONS_SEED, afterOrders: seedDemoSyncs },
});
