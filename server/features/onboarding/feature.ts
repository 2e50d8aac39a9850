/**
 * Onboarding merchants into signed agreements (SPEC 3-5): the wizard's steps, the terminal transfer
 * and the contract terms, the agreements' lifecycle rules on the write path, the merchant a signature
 * sets up, and the demo's leads (the signed ones with their merchants).
 */
import { defineFeature } from '../define-feature.ts';
import { agreementStorageHooks } from './agreement-hooks.ts';
import { crmSyncRoute } from './crm/crm-route.ts';
import { onboardingRoutes } from './routes.ts';
import { AGREEMENTS_SEED, CONTRACTS_SEED } from './seed.ts';
import { provisionSeededAgreements } from './seed-provisioning.ts';

export default defineFeature({
  routes(routes, env) {
    onboardingRoutes(routes, env);
    crmSyncRoute(routes, env);
  },
  hooks: { agreements: agreementStorageHooks },
  seed: { records: [...AGREEMENTS_SEED, ...CONTRACTS_SEED], afterOrders: provisionSeededAgreements },
});
