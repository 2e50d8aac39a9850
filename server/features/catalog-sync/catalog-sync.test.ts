/**
 * SPEC 7 `/synccatalogs`: an admin sends the catalogue to the registers (of one store or of all), the
 * API records what went (the catalogue's version, its counts, the paired registers reached) whatever
 * the request says, and `/synccatalogs/state` tells each store whether its registers have the catalogue
 * as it stands, until a product changes. Another organization's store is refused naming the field and
 * its syncs are 404; a caller without `products` is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const SYNCS = '/synccatalogs';
const KAFFEBAREN = 'admin@kaffebaren.test';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function request(username: string, path: string, init: RequestInit = {}) {
  const headers = { ...(await server.authHeader(username)), 'Content-Type': 'application/json' };
  return server.app.request(path, { ...init, headers });
}

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

interface Sync {
  id: string;
  store?: string | null;
  sentAt: string;
  catalogVersion: string;
  products: number;
  productGroups: number;
  registers: number;
}

interface State {
  catalog: { version: string; products: number; productGroups: number; changedAt: string | null };
  stores: { id: string; registers: number; lastSync: { id: string } | null; inSync: boolean }[];
}

describe('catalogue syncs', () => {
  it("sends one store's catalogue with the server's figures, and the state follows the catalogue", async () => {
    const before = await json<State>(await request(KAFFEBAREN, `${SYNCS}/state`));
    expect(before.catalog.products).toBeGreaterThan(0);
    expect(before.stores.every((store) => !store.inSync)).toBe(true);
    const store = before.stores.find((s) => s.registers > 0) ?? before.stores[0]!;

    const sync = await json<Sync>(
      await request(KAFFEBAREN, SYNCS, {
        method: 'POST',
        body: JSON.stringify({ store: store.id }),
      }),
      201,
    );
    expect(sync).toMatchObject({
      store: store.id,
      catalogVersion: before.catalog.version,
      products: before.catalog.products,
      productGroups: before.catalog.productGroups,
      registers: store.registers,
    });
    const after = await json<State>(await request(KAFFEBAREN, `${SYNCS}/state`));
    expect(after.stores.find((s) => s.id === store.id)).toMatchObject({
      inSync: true,
      lastSync: { id: sync.id },
    });
    expect(after.stores.filter((s) => s.id !== store.id).every((s) => !s.inSync)).toBe(true);
    expect((await json<Sync[]>(await request(KAFFEBAREN, `${SYNCS}?range=[0,9]`)))[0]!.id).toBe(sync.id);

    // A changed product makes a new catalogue version, which no register has yet.
    const [product] = await json<Record<string, unknown>[]>(
      await request(KAFFEBAREN, '/api/catalog/product?range=[0,0]'),
    );
    await json(
      await request(KAFFEBAREN, `/api/catalog/product/${String(product!.id)}`, {
        method: 'PUT',
        body: JSON.stringify({ ...product, name: `${String(product!.name)} ny` }),
      }),
    );
    const changed = await json<State>(await request(KAFFEBAREN, `${SYNCS}/state`));
    expect(changed.catalog.version).not.toBe(before.catalog.version);
    expect(changed.stores.find((s) => s.id === store.id)?.inSync).toBe(false);
  });

  it('sends to every store when none is named, keeping none of the figures the request gave', async () => {
    const sync = await json<Sync>(
      await request(KAFFEBAREN, SYNCS, { method: 'POST', body: JSON.stringify({}) }),
      201,
    );
    const state = await json<State>(await request(KAFFEBAREN, `${SYNCS}/state`));
    expect(sync.catalogVersion).toBe(state.catalog.version);
    expect(sync.registers).toBe(state.stores.reduce((sum, s) => sum + s.registers, 0));
    expect(state.stores.every((s) => s.inSync)).toBe(true);
    const res = await request(KAFFEBAREN, SYNCS, {
      method: 'POST',
      body: JSON.stringify({ catalogVersion: 'forged', registers: 999 }),
    });
    expect(await json<Sync>(res, 201)).toMatchObject({
      catalogVersion: state.catalog.version,
      registers: sync.registers,
    });
  });

  it("refuses another organization's store naming the field, hides its syncs, and refuses callers without products", async () => {
    const [theirs] = await json<{ id: string }[]>(
      await request('admin@bokhandeln.test', '/api/store?range=[0,0]'),
    );
    const refused = await request(KAFFEBAREN, SYNCS, {
      method: 'POST',
      body: JSON.stringify({ store: theirs!.id }),
    });
    expect([400, 422]).toContain(refused.status);
    expect(((await refused.json()) as { errors: { field?: string }[] }).errors[0]?.field).toBe('store');
    const [own] = await json<Sync[]>(await request(KAFFEBAREN, `${SYNCS}?range=[0,0]`));
    await expectApiError(await request('admin@bokhandeln.test', `${SYNCS}/${own!.id}`), 404, 'not_found');
    const state = await json<State>(await request('admin@bokhandeln.test', `${SYNCS}/state`));
    expect(state.stores.some((s) => s.lastSync?.id === own!.id)).toBe(false);
    await expectApiError(await request('sales@demo.test', `${SYNCS}/state`), 403, 'forbidden');
    await expectApiError(
      await request('sales@demo.test', SYNCS, { method: 'POST', body: '{}' }),
      403,
      'forbidden',
    );
  });
});
