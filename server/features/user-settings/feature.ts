/** The signed-in user's own settings, pinned screens and photo (SPEC 3), kept on the server per user. */
import { defineFeature } from '../define-feature.ts';
import { userSettingsRoutes } from './routes.ts';

export default defineFeature({ routes: userSettingsRoutes });
