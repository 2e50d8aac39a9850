/** The organization's files (SPEC 6 `files`; issue 40): the list the files screen shows. */
import { defineFeature } from '../define-feature.ts';
import { fileRoutes } from './routes.ts';

export default defineFeature({ routes: fileRoutes });
