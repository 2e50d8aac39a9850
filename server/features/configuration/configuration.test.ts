/**
 * SPEC 7 `api/configuration-manager/3.0`: the organization's configuration (feature flags, catalogue
 * settings, its stores' configurations) and a store's configuration read and written through the write
 * path with its version check; another organization's store a 404; a bad value 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const CONFIGURATION = '/api/configuration-manager/3.0';
const KAFFEBAREN = 'admin@kaffebaren.test';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function request(username: string, path: string, init: RequestInit = {}) {
  const headers = { ...(await server.authHeader(username)), 'Content-Type': 'application/json' };
  return server.app.request(path, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
}

async function json<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

interface Configuration {
  organizationId: string;
  featureFlags: Record<string, boolean>;
  catalog: { currency: string; taxGroups: unknown[]; productCount: number };
  stores: { id: string; name: string; version: number; timeZone: string; url: string }[];
}

type Store = Record<string, unknown> & { id: string; version: number; timeZone: string };

describe('the configuration manager', () => {
  it("answers the organization's flags, catalogue settings and stores", async () => {
    const configuration = await json<Configuration>(
      await request(KAFFEBAREN, `${CONFIGURATION}/organization`),
    );
    const catalog = await json(await request(KAFFEBAREN, '/api/catalogs/3.1/settings'));
    const { flags } = await json<{ flags: unknown }>(await request(KAFFEBAREN, '/api/feature-flags'));
    expect(configuration.organizationId).toBe('org-kaffebaren');
    expect(configuration.catalog).toEqual(catalog);
    expect(configuration.featureFlags).toEqual(flags);
    const stores = await json<Store[]>(await request(KAFFEBAREN, '/api/store?range=[0,99]'));
    expect(configuration.stores.map((store) => store.id).sort()).toEqual(
      stores.map((store) => store.id).sort(),
    );
    expect(configuration.stores[0]!.url).toBe(`${CONFIGURATION}/store/${configuration.stores[0]!.id}`);
  });

  it("writes a store's configuration with its version, refusing a stale one", async () => {
    const { stores } = await json<Configuration>(await request(KAFFEBAREN, `${CONFIGURATION}/organization`));
    const store = await json<Store>(await request(KAFFEBAREN, stores[0]!.url));
    expect(store.version).toBe(stores[0]!.version);
    const timeZone = store.timeZone === 'Europe/Oslo' ? 'Europe/Helsinki' : 'Europe/Oslo';
    const saved = await json<Store>(
      await request(KAFFEBAREN, stores[0]!.url, {
        method: 'PUT',
        body: JSON.stringify({ ...store, timeZone }),
      }),
    );
    expect(saved).toMatchObject({ timeZone, version: store.version + 1 });
    expect(await json<Store>(await request(KAFFEBAREN, `/api/store/${store.id}`))).toMatchObject({
      timeZone,
    });
    await expectApiError(
      await request(KAFFEBAREN, stores[0]!.url, {
        method: 'PUT',
        body: JSON.stringify({ ...store, timeZone }),
      }),
      409,
      'errors.conflict',
    );
  });

  it('refuses a bad value naming the field, another organization and a caller without stores', async () => {
    const { stores } = await json<Configuration>(await request(KAFFEBAREN, `${CONFIGURATION}/organization`));
    const store = await json<Store>(await request(KAFFEBAREN, stores[0]!.url));
    const res = await request(KAFFEBAREN, stores[0]!.url, {
      method: 'PUT',
      body: JSON.stringify({ ...store, timeZone: 'Mars/Olympus' }),
    });
    expect([400, 422]).toContain(res.status);
    const body = (await res.json()) as { errors: { field?: string }[] };
    expect(body.errors.map((error) => error.field)).toContain('timeZone');
    await expectApiError(await request('admin@bokhandeln.test', stores[0]!.url), 404, 'not_found');
    const theirs = await json<Configuration>(
      await request('admin@bokhandeln.test', `${CONFIGURATION}/organization`),
    );
    expect(theirs.stores.map((s) => s.id)).not.toContain(store.id);
    await expectApiError(await request('sales@demo.test', `${CONFIGURATION}/organization`), 403, 'forbidden');
  });
});
