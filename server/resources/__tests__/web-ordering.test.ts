/**
 * Web ordering (issue 14): a store's settings with its tables; each table's QR code leads to the address
 * the API computes from the store's subdomain. Table numbers 1-99, each once; tipping needs a percentage;
 * web ordering needs the store's subdomain; one record per store; refusals in sv and en, nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRows } from '../../testing/stored.ts';

const API = '/api/store/3.0/web-order-settings';
const ADMIN = 'admin@kaffebaren.test';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Settings = Record<string, unknown> & { id: string; version: number };

async function send(method: string, path: string, body?: unknown, username = ADMIN, language = 'sv') {
  return server.app.request(path, {
    method,
    headers: {
      ...(await server.authHeader(username)),
      'Content-Type': 'application/json',
      'Accept-Language': language,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const kaffebarenRows = () => storedRows(server.db, 'web-ordering', { organizationId: 'org-kaffebaren' });

const vasastan = (data: Record<string, unknown> = {}) => ({
  store: 'store-kaffebaren-vasastan',
  enabled: false,
  tables: [
    { number: 1, section: 'Inne', seats: 2 },
    { number: 2, section: 'Inne', seats: 4 },
  ],
  tipping: false,
  tipPercentages: [],
  preOrders: false,
  openReturnDays: 30,
  ...data,
});

describe('web ordering', () => {
  it("lists the organization's stores with their ordering page made from the subdomain", async () => {
    const res = await send('GET', `${API}?range=[0,24]&sort=["store","ASC"]`);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Settings[];
    expect(rows.map((r) => r.store)).toEqual(['store-kaffebaren-gotgatan', 'store-kaffebaren-soder']);
    expect(rows[0]).toMatchObject({
      storeName: 'Kaffebaren Götgatan',
      enabled: true,
      orderingUrl: 'https://kaffebaren-gotgatan.order.example/',
      tipPercentages: [{ percent: 5 }, { percent: 10 }, { percent: 15 }],
    });
    expect((rows[0]!.tables as unknown[]).length).toBe(16);
    expect(rows[1]).toMatchObject({ storeName: 'Kaffebaren Södermalm', orderingUrl: null });
  });

  it('stores the tables of a new store', async () => {
    const res = await send('POST', API, vasastan());
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as Settings;
    const [row] = await storedRows(server.db, 'web-ordering', { ids: [id] });
    expect(row?.data).toMatchObject({ store: 'store-kaffebaren-vasastan', openReturnDays: 30 });
    expect(row?.data.tables).toEqual([
      { number: 1, section: 'Inne', seats: 2 },
      { number: 2, section: 'Inne', seats: 4 },
    ]);
    const again = await send('POST', API, vasastan());
    const body = await expectApiError(again, 400, 'validation.unique');
    expect(body.errors[0]?.field).toBe('store');
  });

  it.each([
    [0, 'tables.0.number'],
    [100, 'tables.0.number'],
  ])('refuses table number %s in sv and en and stores nothing', async (number, field) => {
    const before = await kaffebarenRows();
    const res = await send(
      'POST',
      API,
      vasastan({ store: 'store-kaffebaren-gotgatan', tables: [{ number }] }),
    );
    const body = await expectApiError(res, 400, number === 0 ? 'validation.min' : 'validation.max');
    expect(body.errors[0]?.field).toBe(field);
    expect(await kaffebarenRows()).toEqual(before);
  });

  it('refuses a table number given twice, on the second, and keeps the stored record', async () => {
    const [gotgatan] = (await (
      await send('GET', `${API}?filter={"store":"store-kaffebaren-gotgatan"}`)
    ).json()) as Settings[];
    const tables = [...(gotgatan!.tables as object[]), { number: 3, section: 'Uteservering' }];
    const res = await send('PUT', `${API}/${gotgatan!.id}`, { ...gotgatan, tables }, ADMIN, 'en');
    const body = await expectApiError(res, 400, 'validation.web_ordering.duplicate_table');
    expect(body.errors[0]).toMatchObject({
      field: 'tables.16.number',
      errorMessage: { en: 'Table 3 is already listed', sv: 'Bord 3 finns redan' },
    });
    const [row] = await storedRows(server.db, 'web-ordering', { ids: [gotgatan!.id] });
    expect((row?.data.tables as unknown[]).length).toBe(16);
    expect(row?.version).toBe(gotgatan!.version);
  });

  it('refuses tipping without a percentage and a percentage over 100', async () => {
    const [soder] = (await (
      await send('GET', `${API}?filter={"store":"store-kaffebaren-soder"}`)
    ).json()) as Settings[];
    const none = await send('PUT', `${API}/${soder!.id}`, { ...soder, tipPercentages: [] });
    expect((await expectApiError(none, 400, 'validation.web_ordering.tip_required')).errors[0]?.field).toBe(
      'tipPercentages',
    );
    const over = await send('PUT', `${API}/${soder!.id}`, { ...soder, tipPercentages: [{ percent: 120 }] });
    expect((await expectApiError(over, 400, 'validation.percentage')).errors[0]?.field).toBe(
      'tipPercentages.0.percent',
    );
  });

  it('refuses web ordering on for a store without a subdomain', async () => {
    const [soder] = (await (
      await send('GET', `${API}?filter={"store":"store-kaffebaren-soder"}`)
    ).json()) as Settings[];
    const res = await send('PUT', `${API}/${soder!.id}`, { ...soder, enabled: true });
    const body = await expectApiError(res, 400, 'validation.web_ordering.subdomain_required');
    expect(body.errors[0]).toMatchObject({
      field: 'enabled',
      errorMessage: { sv: 'Ge butiken en underdomän först: där finns dess beställningssida' },
    });
    const [row] = await storedRows(server.db, 'web-ordering', { ids: [soder!.id] });
    expect(row?.data.enabled).toBe(false);
  });

  it("answers 404 for another organization's settings and does not list them", async () => {
    const res = await send(
      'GET',
      `${API}/web-ordering-kaffebaren-gotgatan`,
      undefined,
      'admin@bokhandeln.test',
    );
    await expectApiError(res, 404, 'not_found');
    const list = (await (await send('GET', API, undefined, 'admin@bokhandeln.test')).json()) as Settings[];
    expect(list.map((r) => r.store)).toEqual(['store-bokhandeln-kungsgatan']);
  });
});
