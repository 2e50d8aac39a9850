/**
 * Every route of the API in one table, in the order they are matched: the platform's own (health,
 * sign-in), each feature's (server/features/<name>/feature.ts), then the generic routes of every
 * resource definition (server/resources/routes.ts), whose `/:id` would otherwise take a feature's fixed
 * path. server/app.ts mounts it; the role-by-route tests, the fuzz suite and the OpenAPI document read it.
 */
import { createRegistry } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { authRoutes } from '../auth/routes.ts';
import type { Feature } from '../features/define-feature.ts';
import type { Deps } from '../http/env.ts';
import { resourceRoutes } from '../resources/routes.ts';
import { openApiDocument } from './openapi.ts';
import { RouteTable } from './route-table.ts';

export interface ApiRouteSources {
  definitions: readonly ResourceDefinition[];
  features: readonly Feature[];
  /** Answers a request as the whole API would (a route that is an alias of another forwards to it). */
  dispatch: (request: Request) => Promise<Response>;
}

export function apiRoutes(deps: Deps, { definitions, features, dispatch }: ApiRouteSources): RouteTable {
  const registry = createRegistry(definitions);
  const table = new RouteTable(registry, definitions);
  const platform = table.routesOf('platform');
  platform.get(
    '/api/health',
    { public: "a load balancer's probe" },
    'Whether the API and its database answer',
    async (c) => {
      await deps.db.query('SELECT 1');
      return c.json({ status: 'ok', database: deps.db.kind });
    },
  );
  authRoutes(platform, deps);
  let document: unknown;
  platform.get(
    '/api/openapi.json',
    { public: 'describes the API and holds no data: an integrator reads it before signing in' },
    'This document: every route with its access, parameters, bodies and error shapes (OpenAPI 3.1)',
    (c) => c.json((document ??= openApiDocument(table.entries, definitions))),
  );
  for (const feature of features)
    feature.routes?.(table.routesOf(feature.name), { deps, definitions, registry, dispatch });
  resourceRoutes(table.routesOf('resources'), deps, definitions);
  return table;
}
