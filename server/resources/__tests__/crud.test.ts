/** The generic handlers on stores and warehouses: list paging/sorting/filtering, CRUD, history, versions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let admin: Record<string, string>;
const json = { 'Content-Type': 'application/json' };

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.authHeader('admin@kaffebaren.test');
});
afterAll(() => server.close());

const get = (path: string) => server.app.request(path, { headers: admin });
const send = (method: string, path: string, body: unknown) =>
  server.app.request(path, { method, headers: { ...admin, ...json }, body: JSON.stringify(body) });
const list = (params: Record<string, unknown>) =>
  get(
    `/api/store?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])))}`,
  );
const newStore = (name: string) => ({
  name,
  timeZone: 'Europe/Stockholm',
  currency: 'SEK',
  supportedLanguages: ['sv'],
  defaultLanguage: 'sv',
});

describe('list', () => {
  it('pages and sorts in SQL and answers Content-Range', async () => {
    const res = await list({ sort: ['name', 'DESC'], range: [0, 1] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('stores 0-1/3');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const rows = (await res.json()) as { name: string }[];
    expect(rows.map((r) => r.name)).toEqual(['Kaffebaren Vasastan', 'Kaffebaren Södermalm']);
  });

  it('reads a page past the end with prepared statements only (no statement parsed per request)', async () => {
    const unprepared: string[] = [];
    const query = server.db.query.bind(server.db);
    server.db.query = ((sql: string, params?: readonly unknown[]) => {
      unprepared.push(sql);
      return query(sql, params);
    }) as typeof server.db.query;
    try {
      const past = await list({ range: [100, 124], filter: { currency: 'SEK' } });
      expect(past.headers.get('content-range')).toBe('stores */3');
      expect((await list({ range: [100, 124] })).headers.get('content-range')).toBe('stores */3');
    } finally {
      server.db.query = query;
    }
    expect(unprepared.filter((sql) => /stores|record_counts/.test(sql))).toEqual([]);
  });

  it('answers the real total for a page past the end, filtered or not', async () => {
    const past = await list({ range: [100, 124] });
    expect(past.status).toBe(200);
    expect(await past.json()).toEqual([]);
    expect(past.headers.get('content-range')).toBe('stores */3');
    const filtered = await list({ range: [100, 124], filter: { name_contains: 'kaffebaren' } });
    expect(filtered.headers.get('content-range')).toBe('stores */3');
  });

  it('filters with the operators and the full-text search', async () => {
    const names = async (filter: object) =>
      ((await (await list({ filter, sort: ['name', 'ASC'] })).json()) as { name: string }[]).map(
        (r) => r.name,
      );
    expect(await names({ name_contains: 'SÖDER' })).toEqual(['Kaffebaren Södermalm']);
    expect(await names({ name_startsWith: 'kaffebaren g' })).toEqual(['Kaffebaren Götgatan']);
    expect(await names({ name_endsWith: 'stan' })).toEqual(['Kaffebaren Vasastan']);
    expect(await names({ name_matches: '^kaffe.*(malm|stan)$' })).toEqual([
      'Kaffebaren Södermalm',
      'Kaffebaren Vasastan',
    ]);
    expect(await names({ latitude_gt: 59, latitude_lt: 60 })).toEqual(['Kaffebaren Götgatan']);
    expect(await names({ q: 'odeng' })).toEqual(['Kaffebaren Vasastan']);
    expect(await names({ q: 'baren' })).toEqual([
      'Kaffebaren Götgatan',
      'Kaffebaren Södermalm',
      'Kaffebaren Vasastan',
    ]);
    expect(await names({ q: 'ÖDERM kaffe' })).toEqual(['Kaffebaren Södermalm']);
    expect(await names({ q: '100%' })).toEqual([]);
    expect(await names({ warehouseId: 'wh-kaffebaren-central' })).toEqual(['Kaffebaren Götgatan']);
    expect(await names({ id: ['store-kaffebaren-soder', 'store-bokhandeln-kungsgatan'] })).toEqual([
      'Kaffebaren Södermalm',
    ]);
  });

  it('flags stores that block stock sync', async () => {
    const rows = (await (await list({ sort: ['name', 'ASC'] })).json()) as {
      name: string;
      stockSync: string;
    }[];
    expect(rows.map((r) => r.stockSync)).toEqual(['ok', 'duplicateExternalId', 'noWarehouse']);
    const warehouses = (await (await get('/api/warehouse?sort=["name","ASC"]')).json()) as {
      name: string;
      stockSync: string;
    }[];
    expect(warehouses.map((w) => [w.name, w.stockSync])).toEqual([
      ['Centrallager Hammarby', 'ok'],
      ['Extralager Årsta', 'duplicateExternalId'],
      ['Lager Södermalm', 'duplicateExternalId'],
    ]);
  });

  it('computes the stock sync from a warehouse written just before, not from the lookups it keeps', async () => {
    const stockSync = async () =>
      ((await (await list({ sort: ['name', 'ASC'] })).json()) as { stockSync: string }[]).map(
        (r) => r.stockSync,
      );
    expect(await stockSync()).toEqual(['ok', 'duplicateExternalId', 'noWarehouse']);
    const extra = (await (await get('/api/warehouse/wh-kaffebaren-extra')).json()) as Record<string, unknown>;
    const moved = await send('PUT', '/api/warehouse/wh-kaffebaren-extra', { ...extra, externalId: 'LS09' });
    expect(moved.status).toBe(200);
    expect(await stockSync()).toEqual(['ok', 'ok', 'noWarehouse']);
    const back = await send('PUT', '/api/warehouse/wh-kaffebaren-extra', {
      ...((await moved.json()) as Record<string, unknown>),
      externalId: 'LS02',
    });
    expect(back.status).toBe(200);
    expect(await stockSync()).toEqual(['ok', 'duplicateExternalId', 'noWarehouse']);
  });

  it('refuses unknown filters and unsortable fields with 400', async () => {
    await expectApiError(await list({ filter: { secret: 1 } }), 400, 'errors.invalid_filter');
    await expectApiError(await list({ filter: { name_gt: 'a' } }), 400, 'errors.invalid_filter');
    await expectApiError(await list({ sort: ['openingHours', 'ASC'] }), 400, 'errors.invalid_sort');
    await expectApiError(await list({ filter: { name_matches: '(' } }), 400, 'errors.invalid_filter');
  });
});

describe('write', () => {
  it('creates, reads, updates with the version and deletes, recording history', async () => {
    const created = await send('POST', '/api/store', {
      ...newStore('Kaffebaren Kungsholmen'),
      warehouseId: 'wh-kaffebaren-central',
    });
    expect(created.status).toBe(201);
    const store = (await created.json()) as {
      id: string;
      version: number;
      stockSync: string;
      createdBy: string;
    };
    expect(store).toMatchObject({
      version: 1,
      stockSync: 'ok',
      createdBy: 'admin@kaffebaren.test',
      organizationId: 'org-kaffebaren',
    });
    expect(store.id).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await send('PUT', `/api/store/${store.id}`, { ...store, address: 'Fleminggatan 1' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ version: 2, address: 'Fleminggatan 1' });

    const history = (await (await get(`/api/store/${store.id}/history`)).json()) as {
      action: string;
      changes: Record<string, unknown>;
    }[];
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual({ address: { from: null, to: 'Fleminggatan 1' } });

    expect(
      (await server.app.request(`/api/store/${store.id}`, { method: 'DELETE', headers: admin })).status,
    ).toBe(200);
    expect((await get(`/api/store/${store.id}`)).status).toBe(404);
    const after = (await (await get(`/api/store/${store.id}/history`)).json()) as { action: string }[];
    expect(after[0]?.action).toBe('delete');
  });

  it('answers an empty history for a record written outside the API, and 404 for no record', async () => {
    await server.db.query(
      "DELETE FROM record_history WHERE resource = 'stores' AND record_id = 'store-kaffebaren-gotgatan'",
    );
    const seeded = await get('/api/store/store-kaffebaren-gotgatan/history');
    expect(seeded.status).toBe(200);
    expect(await seeded.json()).toEqual([]);
    await expectApiError(await get('/api/store/no-such-store/history'), 404, 'not_found');
    await expectApiError(await get('/api/store/store-bokhandeln-kungsgatan/history'), 404, 'not_found');
  });

  it('answers a stale version with 409 and the current record, and loses nothing', async () => {
    const store = (await (await get('/api/store/store-kaffebaren-vasastan')).json()) as {
      version: number;
      address: string;
    };
    const first = await send('PUT', '/api/store/store-kaffebaren-vasastan', {
      ...store,
      address: 'Odengatan 41',
    });
    expect(first.status).toBe(200);
    const second = await send('PUT', '/api/store/store-kaffebaren-vasastan', {
      ...store,
      address: 'Odengatan 99',
    });
    const body = (await expectApiError(second, 409, 'errors.conflict')) as unknown as {
      current: { address: string; version: number };
    };
    expect(body.current).toMatchObject({ address: 'Odengatan 41', version: store.version + 1 });
    const overwrite = await send('PUT', '/api/store/store-kaffebaren-vasastan', {
      ...store,
      address: 'Odengatan 99',
      version: body.current.version,
    });
    expect(await overwrite.json()).toMatchObject({ address: 'Odengatan 99', version: store.version + 2 });
    await expectApiError(
      await send('PUT', '/api/store/store-kaffebaren-vasastan', { address: 'x' }),
      400,
      'errors.version_required',
    );
  });

  it('keeps store names unique in the organization, case-insensitively, and subdomains across the platform', async () => {
    const dup = await send('POST', '/api/store', newStore('kaffebaren GÖTGATAN'));
    const body = await expectApiError(dup, 400, 'validation.unique');
    expect(body.errors[0]).toMatchObject({
      field: 'name',
      errorMessage: { en: 'This value is already used', sv: 'Värdet används redan' },
    });
    // Bokhandeln's subdomain is taken; its store names are not Kaffebaren's concern.
    await expectApiError(
      await send('POST', '/api/store', { ...newStore('Bokhandeln Kungsgatan'), subdomain: 'Bokhandeln' }),
      400,
      'validation.unique',
    );
    expect((await send('POST', '/api/store', newStore('Bokhandeln Kungsgatan'))).status).toBe(201);
  });

  it('refuses a warehouse of another organization as a reference', async () => {
    const res = await send('POST', '/api/store', {
      ...newStore('Kaffebaren Lånat lager'),
      warehouseId: 'wh-bokhandeln-gbg',
    });
    const body = await expectApiError(res, 400, 'validation.reference_missing');
    expect(body.errors[0]?.field).toBe('warehouseId');
  });
});
