import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Feature } from './features/define-feature.ts';
import { features as serverFeatures } from './features/index.ts';
import { ApiError, errorResponse, TRACE_HEADER } from './http/errors.ts';
import type { AppEnv, Deps } from './http/env.ts';
import { API_CSP, corsPolicy, securityHeaders } from './http/security-headers.ts';
import { resourceDefinitions } from './resources/definitions.ts';
import { registerStorageHooks } from './resources/storage-hooks.ts';
import { apiRoutes } from './routing/api-routes.ts';
import type { ResourceDefinition } from '../src/schema/types.ts';

/** The reference platform API as a fetch handler: served over HTTP by main.ts, in-process in tests. */
export interface AppOptions {
  /** The resources served; default: every file of src/resources/ (tests pass fixtures). */
  resources?: readonly ResourceDefinition[];
  /** The features served; default: every folder of server/features/ (tests add fixtures). */
  features?: readonly Feature[];
}

export function createApp(deps: Deps, options: AppOptions = {}): Hono<AppEnv> {
  const features = options.features ?? serverFeatures;
  const definitions = options.resources ?? resourceDefinitions;
  // The write path's hooks are the features' (server/resources/storage-hooks.ts).
  registerStorageHooks(features);
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(deps.config, API_CSP, true));
  app.use('*', corsPolicy(deps.config));
  app.use('*', async (c, next) => {
    const traceId = crypto.randomUUID();
    c.set('traceId', traceId);
    c.set('caller', undefined);
    await next();
    // Not c.header(): after the response is made it rebuilds the response as a stream. A response
    // of a route handed on inside the API (a feature's `dispatch`) keeps the trace id its body names.
    if (!c.res.headers.has(TRACE_HEADER)) c.res.headers.set(TRACE_HEADER, traceId);
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        c,
        ApiError.of(error.status, 'bad_request', error.message || 'Bad request', 'Felaktig begäran'),
      );
    }
    console.error(`[${c.get('traceId')}]`, error);
    return errorResponse(c, ApiError.of(500, 'internal_error', 'Something went wrong', 'Något gick fel'));
  });

  // Every route, declared with its access in one table (server/routing/).
  apiRoutes(deps, { definitions, features, dispatch: async (request) => app.fetch(request) }).mount(
    app,
    deps,
  );

  app.notFound((c) =>
    errorResponse(c, ApiError.of(404, 'not_found', 'No such endpoint', 'Ingen sådan adress')),
  );

  return app;
}
