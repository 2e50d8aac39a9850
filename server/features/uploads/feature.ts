/** Uploaded images and onboarding documents (SPEC 7 `/infrastructure/3.0/...`). */
import { defineFeature } from '../define-feature.ts';
import { uploadRoutes } from './routes.ts';

export default defineFeature({ routes: uploadRoutes });
