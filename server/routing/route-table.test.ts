import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features } from '../features/index.ts';
import { loadFeatures } from '../features/load.ts';
import { resourceDefinitions } from '../resources/definitions.ts';
import { registerStorageHooks } from '../resources/storage-hooks.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { GREETED_WAREHOUSE } from './__fixtures__/features/greetings/feature.ts';
import { apiRoutes } from './api-routes.ts';
import type { RouteEntry } from './route-table.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '__fixtures__/features');

/** A request path for the route: each parameter filled with `value`. */
const pathOf = (route: RouteEntry, value: string) =>
  route.path.replace(/:(\w+)(\{(?:[^{}]|\{[^}]*\})*\})?/g, (_all, _name, pattern?: string) =>
    pattern?.includes('0-9a-f') ? '00000000-0000-4000-8000-000000000000' : value,
  );

describe('the route table', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const table = () =>
    apiRoutes(
      { db: server.db, config: server.config },
      { definitions: resourceDefinitions, features, dispatch: async () => new Response() },
    ).entries;

  it('is every route the app serves, and the app serves every route in it', () => {
    const key = (method: string, route: string) => `${method} ${route}`;
    const served = new Set(
      server.app.routes.filter((r) => r.method !== 'ALL').map((r) => key(r.method, r.path)),
    );
    const declared = new Set(table().map((r) => key(r.method, r.path)));
    expect([...served].filter((r) => !declared.has(r))).toEqual([]);
    expect([...declared].filter((r) => !served.has(r))).toEqual([]);
    // Every feature folder with routes is in it, and the generic routes of every resource.
    for (const name of ['reports', 'onboarding', 'integrations', 'uploads', 'orders', 'devices'])
      expect(table().some((r) => r.owner === name)).toBe(true);
    for (const definition of resourceDefinitions)
      expect(table().some((r) => r.owner === 'resources' && r.path === `/${definition.api}`)).toBe(true);
  });

  it('says why each public route needs no token, and describes every route', () => {
    for (const route of table()) {
      expect(route.summary.length, `${route.method} ${route.path}`).toBeGreaterThan(8);
      if ('public' in route.access) expect(route.access.public.length).toBeGreaterThan(20);
    }
    const publicRoutes = table()
      .filter((r) => 'public' in r.access)
      .map((r) => `${r.method} ${r.path}`);
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /api/accounting/:family/1.0/authorize',
        'GET /api/health',
        'GET /api/openapi.json',
        'GET /api/integrations/callback',
        'GET /infrastructure/3.0/image/:id{[0-9a-f-]{36}}',
        'GET /userinfo',
        'POST /api/backstage/3.0/register/sign-in',
        'POST /api/handshakes/3.0/handshake',
        'POST /revoke',
        'POST /token',
      ].sort(),
    );
  });

  it('answers 401 on every other route without a token, before its handler runs', async () => {
    for (const route of table().filter((r) => !('public' in r.access))) {
      const res = await server.app.request(pathOf(route, 'x'), { method: route.method });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 400 naming the parameter for a NUL in a path id or a query value, on every route', async () => {
    const headers = { ...(await server.authHeader('super@demo.test')), organizationId: 'org-kaffebaren' };
    for (const route of table()) {
      const name = /:(\w+)(?![\w{])/.exec(route.path)?.[1];
      const bad = [`${pathOf(route, 'x')}?q=a%00b`, ...(name ? [pathOf(route, 'a%00b')] : [])];
      for (const url of bad) {
        const res = await server.app.request(url, { method: route.method, headers });
        const label = `${route.method} ${url}`;
        expect(res.status, label).toBeLessThan(500);
        // A route the super admin may not use answers 403 first; the rest refuse the value.
        if (res.status !== 403) {
          expect(res.status, label).toBe(400);
          const body = (await res.json()) as { errors: { field?: string }[] };
          expect(body.errors[0]?.field, label).toBe(url.includes('?q=') ? 'q' : name);
        }
      }
    }
  });
});

describe('a feature is one folder', () => {
  let server: TestServer;
  beforeAll(async () => {
    const fixture = await loadFeatures(FIXTURES);
    // A seed of its own (another number of order days than the tests' template): the feature's records go in.
    server = await createTestServer({ orderSeedDays: 1 }, { features: [...features, ...fixture] });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    registerStorageHooks(features);
  });

  it('is found by its folder: its route answers, with the access it declares', async () => {
    const admin = await server.authHeader('admin@kaffebaren.test');
    const res = await server.app.request('/api/greetings/hello', { headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ hello: 'admin@kaffebaren.test' });
    expect((await server.app.request('/api/greetings/hello')).status).toBe(401);
    const partner = await server.authHeader('partner@demo.test');
    expect((await server.app.request('/api/greetings/hello', { headers: partner })).status).toBe(403);
  });

  it('seeds its records and hooks the write path of the storage it names', async () => {
    const admin = await server.authHeader('admin@kaffebaren.test');
    const seeded = await server.app.request(`/api/warehouse/${GREETED_WAREHOUSE}`, { headers: admin });
    expect(seeded.status).toBe(200);
    const created = await server.app.request('/api/warehouse', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Lager Norr' }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Lager Norr (hälsad)' });
    const [row] = await server.db.query<{ name: string }>(
      "SELECT name FROM warehouses WHERE name LIKE 'Lager Norr%'",
    );
    expect(row?.name).toBe('Lager Norr (hälsad)');
  });
});
