/**
 * The organization's files (SPEC 6 `files`; issue 40): the uploads the files screen listed first, and
 * SPEC 7's `/api/document`, which lists them with the organization's contracts and Z reports.
 */
import { defineFeature } from '../define-feature.ts';
import { documentRoutes } from './document-routes.ts';
import { fileRoutes } from './routes.ts';

export default defineFeature({
  routes(routes, env) {
    fileRoutes(routes, env);
    documentRoutes(routes, env);
  },
});
