/**
 * Stock levels in the API (issue 13; SPEC 7 /api/stock): created per product and warehouse, one level
 * per pair; a change of quantity names its reason, kept in the history with the quantity before and
 * after; the low-stock filter; another organization's levels invisible; the seed's levels accepted by
 * their own definition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLowStock } from '../../../src/domain/validators/stock.ts';
import stock from '../../../src/resources/stock.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import { BOKHANDELN_CATALOGUE } from '../../seed/catalogue/bokhandeln.ts';
import { KAFFEBAREN_CATALOGUE } from '../../seed/catalogue/kaffebaren.ts';
import { DEMO_STOCK } from '../../seed/catalogue/stock.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow, storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const STOCK = '/api/stock';
const ADMIN = 'admin@kaffebaren.test';
const OTHER = 'admin@bokhandeln.test';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const send = async (username: string, method: string, path: string, body?: unknown) =>
  server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

interface Level {
  id: string;
  version: number;
  product: string;
  warehouse: string;
  quantity: number;
  reorderLevel?: number;
  lowStock: boolean;
  title: string;
  reason?: unknown;
}
interface HistoryEntry {
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  actor: string;
}

const productId = (name: string) => {
  const product = [...KAFFEBAREN_CATALOGUE.products, ...BOKHANDELN_CATALOGUE.products].find(
    (p) => p.name === name,
  );
  if (!product) throw new Error(`No seeded product ${name}`);
  return product.id;
};
/** The extra warehouse holds no seeded stock. */
const EXTRA = 'wh-kaffebaren-extra';

async function create(values: Record<string, unknown>): Promise<Level> {
  const res = await send(ADMIN, 'POST', STOCK, values);
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return JSON.parse(text) as Level;
}

describe('creating a stock level', () => {
  type Case = [string, Record<string, unknown>, string[]];
  const base = () => ({ product: productId('Termosmugg 35 cl'), warehouse: EXTRA, quantity: 10 });
  const cases: Case[] = [
    ['no product', { product: null }, ['product:validation.required']],
    ['no warehouse', { warehouse: null }, ['warehouse:validation.required']],
    ['no quantity', { quantity: null }, ['quantity:validation.required']],
    ['a quantity of 1.5', { quantity: 1.5 }, ['quantity:validation.integer']],
    ['a negative reorder level', { reorderLevel: -1 }, ['reorderLevel:validation.min']],
  ];

  it.each(cases)('%s: the same refusal from the form and the API', async (_label, change, expected) => {
    const values = { ...base(), ...change };
    const form = (await validateRecord(stock, values, 'create')).map((i) => `${i.field}:${i.key}`);
    const res = await send(ADMIN, 'POST', STOCK, values);
    const body = await json<{ errors: { field: string; errorCode: string }[] }>(res);
    expect(res.status).toBe(400);
    expect(form.sort()).toEqual([...expected].sort());
    expect(body.errors.map((e) => `${e.field}:${e.errorCode}`).sort()).toEqual(form);
  });

  it('stores a level, names it by its product and warehouse, and says whether it is low', async () => {
    const level = await create({
      product: productId('Kaffemugg Kaffebaren'),
      warehouse: EXTRA,
      quantity: 12,
      reorderLevel: 5,
    });
    expect(level).toMatchObject({ quantity: 12, reorderLevel: 5, lowStock: false });
    expect(level.title).toBe('Kaffemugg Kaffebaren · Extralager Årsta');
    expect(level.reason).toBeUndefined();
    const history = await json<HistoryEntry[]>(await send(ADMIN, 'GET', `${STOCK}/${level.id}/history`));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', actor: ADMIN });
    expect(history[0]?.changes.quantity).toEqual({ from: null, to: 12 });
  });

  it('takes a quantity below zero (the register sold what was never counted in), which is low', async () => {
    const level = await create({
      product: productId('Pressobryggare 1 liter'),
      warehouse: EXTRA,
      quantity: -2,
      reorderLevel: 0,
    });
    expect(level).toMatchObject({ quantity: -2, lowStock: true });
  });

  it('ignores a lowStock or reason sent by the client', async () => {
    const level = await create({
      product: productId('Mjölkskummare'),
      warehouse: EXTRA,
      quantity: 1,
      reorderLevel: 3,
      lowStock: false,
    });
    expect(level.lowStock).toBe(true);
    expect((await storedRow(server.db, 'stock', level.id))?.data.reason).toBeUndefined();
  });
});

describe('one stock level per product and warehouse', () => {
  it('refuses a second level of a product in a warehouse, on the warehouse, and writes nothing', async () => {
    const product = productId('Kaffekvarn, manuell');
    await create({ product, warehouse: EXTRA, quantity: 4 });
    const before = (await storedRows(server.db, 'stock')).length;
    const res = await send(ADMIN, 'POST', STOCK, { product, warehouse: EXTRA, quantity: 9 });
    const body = await expectApiError(res, 400, 'validation.stock.duplicate');
    expect(body.errors[0]).toMatchObject({
      field: 'warehouse',
      errorMessage: {
        en: 'This product already has a stock level in this warehouse',
        sv: 'Produkten har redan ett lagersaldo i det här lagret',
      },
    });
    expect((await storedRows(server.db, 'stock')).length).toBe(before);
  });

  it('refuses a level beside a seeded one, and takes the product in another warehouse', async () => {
    const product = productId('Kanelbulle');
    await expectApiError(
      await send(ADMIN, 'POST', STOCK, { product, warehouse: 'wh-kaffebaren-central', quantity: 1 }),
      400,
      'validation.stock.duplicate',
    );
    await create({ product, warehouse: EXTRA, quantity: 30 });
  });

  it('keeps the product and warehouse of a level on edit, so an edit cannot make a duplicate', async () => {
    const level = await create({ product: productId('Kaffeskopa'), warehouse: EXTRA, quantity: 3 });
    const res = await send(ADMIN, 'PUT', `${STOCK}/${level.id}`, {
      ...level,
      warehouse: 'wh-kaffebaren-central',
      reason: 'correction',
    });
    expect(res.status).toBe(200);
    expect(await json<Level>(res)).toMatchObject({ warehouse: EXTRA, version: level.version + 1 });
  });
});

describe('changing a stock level', () => {
  it('needs a reason: the form and the API refuse an edit without one, and nothing changes', async () => {
    const level = await create({
      product: productId('Avkalkningsmedel'),
      warehouse: EXTRA,
      quantity: 20,
      reorderLevel: 5,
    });
    const { title: _title, lowStock: _low, ...edited } = { ...level, quantity: 18 };
    expect(await validateRecord(stock, edited, 'edit')).toEqual([
      { field: 'reason', key: 'validation.required' },
    ]);
    const res = await send(ADMIN, 'PUT', `${STOCK}/${level.id}`, edited);
    const body = await expectApiError(res, 400, 'validation.required');
    expect(body.errors[0]?.field).toBe('reason');
    expect((await storedRow(server.db, 'stock', level.id))?.data.quantity).toBe(20);
  });

  it('refuses a reason that is none of the five', async () => {
    const level = await create({ product: productId('Espressokopp med fat'), warehouse: EXTRA, quantity: 6 });
    const res = await send(ADMIN, 'PUT', `${STOCK}/${level.id}`, { ...level, quantity: 5, reason: 'theft' });
    expect((await expectApiError(res, 400, 'validation.enum')).errors[0]?.field).toBe('reason');
  });

  it('keeps each change’s reason in the history with the quantity before and after, not on the record', async () => {
    const level = await create({
      product: productId('Tygkasse Kaffebaren'),
      warehouse: EXTRA,
      quantity: 8,
      reorderLevel: 5,
    });
    const delivered = await send(ADMIN, 'PUT', `${STOCK}/${level.id}`, {
      ...level,
      quantity: 32,
      reason: 'delivery',
    });
    expect(delivered.status).toBe(200);
    const afterDelivery = await json<Level>(delivered);
    expect(afterDelivery).toMatchObject({ quantity: 32, lowStock: false });
    expect(afterDelivery.reason).toBeUndefined();
    // The next edit starts without a reason: the record carries none.
    const read = await json<Level>(await send(ADMIN, 'GET', `${STOCK}/${level.id}`));
    expect(read.reason).toBeUndefined();
    const wasted = await send(ADMIN, 'PUT', `${STOCK}/${level.id}`, {
      ...read,
      quantity: 4,
      reason: 'waste',
    });
    expect(wasted.status).toBe(200);
    expect(await json<Level>(wasted)).toMatchObject({ quantity: 4, lowStock: true });

    const history = await json<HistoryEntry[]>(await send(ADMIN, 'GET', `${STOCK}/${level.id}/history`));
    expect(history.map((h) => h.action)).toEqual(['update', 'update', 'create']);
    expect(history[0]?.changes).toEqual({
      quantity: { from: 32, to: 4 },
      lowStock: { from: false, to: true },
      reason: { from: null, to: 'waste' },
    });
    expect(history[1]?.changes).toEqual({
      quantity: { from: 8, to: 32 },
      reason: { from: null, to: 'delivery' },
    });
    expect((await storedRow(server.db, 'stock', level.id))?.data.reason).toBeUndefined();
  });

  it('keeps the reason of a stocktake that found the count right', async () => {
    const level = await create({ product: productId('Presentkorg, liten'), warehouse: EXTRA, quantity: 2 });
    const res = await send(ADMIN, 'PUT', `${STOCK}/${level.id}`, { ...level, reason: 'stocktake' });
    expect(res.status).toBe(200);
    const [latest] = await json<HistoryEntry[]>(await send(ADMIN, 'GET', `${STOCK}/${level.id}/history`));
    expect(latest?.changes).toEqual({ reason: { from: null, to: 'stocktake' } });
  });
});

describe('the low-stock filter', () => {
  const list = async (filter: Record<string, unknown>, username = ADMIN) => {
    const res = await send(
      username,
      'GET',
      `${STOCK}?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    expect(res.status).toBe(200);
    return json<Level[]>(res);
  };

  it('answers only the levels at or below their reorder level', async () => {
    const low = await list({ lowStock: true });
    expect(low.length).toBeGreaterThan(0);
    for (const level of low) {
      expect(typeof level.reorderLevel, level.id).toBe('number');
      expect(level.quantity, level.id).toBeLessThanOrEqual(level.reorderLevel!);
    }
    const stored = await storedRows(server.db, 'stock', { organizationId: 'org-kaffebaren' });
    const expected = stored.filter((r) => isLowStock(r.data.quantity, r.data.reorderLevel)).map((r) => r.id);
    expect(low.map((l) => l.id).sort()).toEqual(expected.sort());
    const rest = await list({ lowStock: false });
    expect(rest.length + low.length).toBe(stored.length);
    expect(rest.every((l) => !isLowStock(l.quantity, l.reorderLevel))).toBe(true);
  });

  it('combines with the warehouse filter and counts a level at its reorder level as low', async () => {
    const level = await create({
      product: productId('Kaffefilter nr 4, 100 st'),
      warehouse: EXTRA,
      quantity: 5,
      reorderLevel: 5,
    });
    const low = await list({ lowStock: true, warehouse: EXTRA });
    expect(low.map((l) => l.id)).toContain(level.id);
    expect(low.every((l) => l.warehouse === EXTRA)).toBe(true);
  });

  it('moves a level out of the filter when a delivery lifts it above its reorder level', async () => {
    const level = await create({
      product: productId('Presentkorg, stor'),
      warehouse: EXTRA,
      quantity: 1,
      reorderLevel: 2,
    });
    expect((await list({ lowStock: true })).map((l) => l.id)).toContain(level.id);
    await send(ADMIN, 'PUT', `${STOCK}/${level.id}`, { ...level, quantity: 10, reason: 'delivery' });
    expect((await list({ lowStock: true })).map((l) => l.id)).not.toContain(level.id);
  });
});

describe('isolation', () => {
  const seeded = 'stock-kaffebaren-central-' + productId('Kanelbulle').replace('product-kaffebaren-', '');

  it('never shows one organization’s stock to another', async () => {
    expect((await send(ADMIN, 'GET', `${STOCK}/${seeded}`)).status).toBe(200);
    await expectApiError(await send(OTHER, 'GET', `${STOCK}/${seeded}`), 404, 'not_found');
    await expectApiError(await send(OTHER, 'GET', `${STOCK}/${seeded}/history`), 404, 'not_found');
    const theirs = await json<Level[]>(await send(OTHER, 'GET', `${STOCK}?range=[0,999]`));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((l) => l.id.startsWith('stock-bokhandeln-'))).toBe(true);
    const byId = await send(
      OTHER,
      'GET',
      `${STOCK}?filter=${encodeURIComponent(JSON.stringify({ id: [seeded] }))}`,
    );
    expect(await byId.json()).toEqual([]);
  });

  it('cannot change or delete another organization’s level, nor stock its products', async () => {
    const level = await json<Level>(await send(ADMIN, 'GET', `${STOCK}/${seeded}`));
    await expectApiError(
      await send(OTHER, 'PUT', `${STOCK}/${seeded}`, { ...level, quantity: 0, reason: 'waste' }),
      404,
      'not_found',
    );
    await expectApiError(await send(OTHER, 'DELETE', `${STOCK}/${seeded}`), 404, 'not_found');
    expect((await storedRow(server.db, 'stock', seeded))?.data.quantity).toBe(level.quantity);
    const res = await send(OTHER, 'POST', STOCK, {
      product: productId('Kanelbulle'),
      warehouse: 'wh-bokhandeln-gbg',
      quantity: 1,
    });
    const body = await expectApiError(res, 400, 'validation.reference_missing');
    expect(body.errors[0]?.field).toBe('product');
  });
});

describe('deleting what a level is of', () => {
  it('deletes a product’s stock levels with the product', async () => {
    const product = await json<{ id: string }>(
      await send(ADMIN, 'POST', '/api/catalog/product', {
        name: 'Säsongsmugg',
        unitPrice: 19900,
        taxGroup: 'taxgroup-kaffebaren-standard',
        group: 'group-kaffebaren-butik-tillbehor',
        unit: 'pcs',
        glAccount: '3001',
      }),
    );
    const level = await create({ product: product.id, warehouse: EXTRA, quantity: 24 });
    expect((await send(ADMIN, 'DELETE', `/api/catalog/product/${product.id}`)).status).toBe(200);
    expect(await storedRow(server.db, 'stock', level.id)).toBeUndefined();
  });
});

describe('the seed', () => {
  it('stocks both shops’ goods, some of them low and a few below zero', async () => {
    for (const { organizationId, levels } of DEMO_STOCK) {
      const stored = await storedRows(server.db, 'stock', { organizationId });
      const seeded = stored.filter((r) => levels.some((l) => l.id === r.id));
      expect(seeded.length, organizationId).toBe(levels.length);
      const low = seeded.filter((r) => r.data.lowStock === true).length;
      expect(low, organizationId).toBeGreaterThan(levels.length / 10);
      expect(low, organizationId).toBeLessThan(levels.length / 2);
      expect(
        seeded.some((r) => (r.data.quantity as number) < 0),
        organizationId,
      ).toBe(true);
    }
  });

  it('stores levels that their own definition accepts, low exactly when at or below the reorder level', async () => {
    const ids = new Set(DEMO_STOCK.flatMap((o) => o.levels.map((l) => l.id)));
    const rows = (await storedRows(server.db, 'stock')).filter((r) => ids.has(r.id));
    expect(rows.length).toBe(ids.size);
    for (const { id, data } of rows) {
      expect(await validateRecord(stock, data, 'create'), id).toEqual([]);
      expect(data.lowStock, id).toBe(isLowStock(data.quantity, data.reorderLevel));
      expect(data.reason, id).toBeUndefined();
    }
    const pairs = rows.map((r) => `${String(r.data.product)}/${String(r.data.warehouse)}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('stores the warehouses of the stock as the settings seed does, with their one seed history entry', async () => {
    const history = await json<HistoryEntry[]>(
      await send(ADMIN, 'GET', '/api/warehouse/wh-kaffebaren-central/history'),
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', actor: 'seed' });
    expect(await storedRow(server.db, 'warehouses', 'wh-bokhandeln-web')).toBeDefined();
  });
});
