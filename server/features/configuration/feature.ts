/** The configuration manager (SPEC 7 `api/configuration-manager/3.0`): an organization's and its stores' settings. */
import { defineFeature } from '../define-feature.ts';
import { configurationRoutes } from './routes.ts';

export default defineFeature({ routes: configurationRoutes });
