/** The feature flags: the caller's, and the super admin's platform values and organization overrides. */
import { defineFeature } from '../define-feature.ts';
import { featureFlagRoutes } from './routes.ts';

export default defineFeature({ routes: featureFlagRoutes });
