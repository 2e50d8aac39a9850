/** The onboarding's compliance checks against the (simulated) company registry (SPEC 7, 8). */
import { defineFeature } from '../define-feature.ts';
import { complianceRoutes } from './routes.ts';

export default defineFeature({ routes: complianceRoutes });
