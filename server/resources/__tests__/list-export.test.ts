/**
 * The lists' CSV export (server/resources/list-export.ts): the whole filtered list, past 1,000 rows,
 * streamed a page at a time; references by name, times in Stockholm across the spring DST change,
 * amounts in kronor, headers and separators per language, formula-looking text neutralised, the
 * orders' one-row-per-line option; the agreements masked for a partner admin, in full for the super
 * admin, and every agreements export recorded.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const ADMIN = 'admin@kaffebaren.test';
const STORE = 'store-export-test';
const STORE_NAME = '=Formel+Butik';
const ORDERS = 1200;
/** 2026-03-28 22:00 UTC, one order a minute: Stockholm's clocks go from 02:00 to 03:00 at 01:00 UTC. */
const FIRST = Date.UTC(2026, 2, 28, 22, 0);
const LINES = [
  { productName: 'Kaffe', quantity: 2, unitPrice: 3500, discount: 500, vatRate: 12 },
  { productName: '=1+1 Bulle', quantity: 1, unitPrice: 2500, vatRate: 12 },
];

let server: TestServer;

async function copyRow(table: string, fromId: string, values: Record<string, string>): Promise<string> {
  const columns = (
    await server.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = $1 AND table_schema = current_schema() AND is_generated = 'NEVER'`,
      [table],
    )
  ).map((c) => c.column_name);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const picked = columns.map((c) => values[c] ?? `"${c}"`).join(', ');
  return `INSERT INTO "${table}" (${list}) SELECT ${picked} FROM "${table}" WHERE id = '${fromId}'`;
}

beforeAll(async () => {
  server = await createTestServer();
  const [store] = await server.db.query<{ id: string }>(
    `SELECT id FROM stores WHERE organization_id = 'org-kaffebaren' LIMIT 1`,
  );
  await server.db.query(
    await copyRow('stores', store!.id, { id: `'${STORE}'`, name: `'${STORE_NAME}'`, subdomain: 'NULL' }),
  );
  const [order] = await server.db.query<{ id: string }>(
    `SELECT id FROM orders WHERE organization_id = 'org-kaffebaren' LIMIT 1`,
  );
  const insert = await copyRow('orders', order!.id, {
    id: `'export-' || n`,
    order_number: `'EXP-' || lpad(n::text, 5, '0')`,
    store: `'${STORE}'`,
    placed_at: `to_timestamp(${FIRST / 1000} + n * 60)`,
    lines: `'${JSON.stringify(LINES)}'::jsonb`,
    total: '9000',
    note: 'NULL',
    customer: 'NULL',
  });
  await server.db.query(
    insert.replace(/ FROM "orders" WHERE/, ` FROM generate_series(0, ${ORDERS - 1}) n, "orders" WHERE`),
  );
});
afterAll(() => server.close());

const exportOf = async (api: string, query: Record<string, string>, username = ADMIN) =>
  server.app.request(`${api}/csv?${new URLSearchParams(query)}`, {
    headers: await server.authHeader(username),
  });

const ordersQuery = (extra: Record<string, string> = {}) => ({
  filter: JSON.stringify({ store: STORE, placedAt_gt: '2026-03-01T00:00:00Z' }),
  sort: '["placedAt","ASC"]',
  ...extra,
});

const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('a list exported as CSV', () => {
  it('writes every filtered order, past 1,000, with the store by name and Stockholm time', async () => {
    const res = await exportOf('/api/orders', ordersQuery());
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect(res.headers.get('X-Export-Total')).toBe(String(ORDERS));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = rowsOf(text);
    expect(rows).toHaveLength(ORDERS);
    const columns = header!.split(';');
    expect(columns.slice(0, 3)).toEqual(['Order-id', 'Datum', 'Butik']);
    const cell = (row: string, label: string) => row.split(';')[columns.indexOf(label)];
    // 00:59 UTC is 01:59 winter time; 01:00 UTC is 03:00 summer time.
    const before = rows.find((row) => row.startsWith('EXP-00179;'))!;
    const after = rows.find((row) => row.startsWith('EXP-00180;'))!;
    expect(cell(before, 'Datum')).toBe('2026-03-29 01:59:00');
    expect(cell(after, 'Datum')).toBe('2026-03-29 03:00:00');
    expect(cell(rows[0]!, 'Datum')).toBe('2026-03-28 23:00:00');
    // The store's name, neutralised: a spreadsheet shows it and runs nothing.
    expect(cell(after, 'Butik')).toBe(`'${STORE_NAME}`);
    expect(cell(after, 'Summa')).toBe('"90,00"');
    expect(text).not.toContain(STORE);
  });

  it('writes English headers, "," between cells and a decimal point in English', async () => {
    const res = await exportOf('/api/orders', ordersQuery({ language: 'en' }));
    const [header, ...rows] = rowsOf(await res.text());
    const columns = header!.split(',');
    expect(columns.slice(0, 3)).toEqual(['Order id', 'Date', 'Store']);
    expect(rows).toHaveLength(ORDERS);
    expect(rows[0]!.split(',')[columns.indexOf('Total')]).toBe('90.00');
  });

  it('writes one row per order line beside the order when asked', async () => {
    const res = await exportOf('/api/orders', ordersQuery({ lines: 'true' }));
    expect(res.headers.get('X-Export-Total')).toBe(String(ORDERS * LINES.length));
    const [header, ...rows] = rowsOf(await res.text());
    expect(header!.endsWith(';Produkt;Antal;Styckpris;Rabatt;Moms;Radsumma')).toBe(true);
    expect(rows).toHaveLength(ORDERS * LINES.length);
    const lines = rows.filter((row) => row.startsWith('EXP-00000;'));
    // Amounts hold the separator some spreadsheets split on, so they are quoted (docs/security.md).
    expect(lines.map((row) => row.split(';').slice(-6).join(';'))).toEqual([
      'Kaffe;2;"35,00";"5,00";12;"65,00"',
      `'=1+1 Bulle;1;"25,00";;12;"25,00"`,
    ]);
  });

  it('writes each order once across pages, whatever the order and however many share a value', async () => {
    // Every order has the same total: the pages go on from the last row's id.
    for (const sort of ['["total","ASC"]', '["placedAt","DESC"]']) {
      const res = await exportOf('/api/orders', ordersQuery({ sort }));
      const [, ...rows] = rowsOf(await res.text());
      expect(new Set(rows.map((row) => row.split(';')[0])).size).toBe(ORDERS);
    }
  });

  it('refuses what it cannot read, naming the parameter', async () => {
    for (const [query, field] of [
      [{ language: 'de' }, 'language'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ lines: 'yes' }, 'lines'],
      [{ sort: '["nope","ASC"]' }, 'nope'],
    ] as const) {
      const res = await exportOf('/api/orders', ordersQuery(query));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { field?: string }[] };
      expect(body.errors[0]!.field).toBe(field);
    }
    const stores = await exportOf('/api/store', { lines: 'true' });
    expect(stores.status).toBe(400);
  });

  it('streams: the first bytes leave before the second page is read', async () => {
    const query = vi.spyOn(server.db, 'query');
    const pagesRead = () => query.mock.calls.filter(([text]) => String(text).includes('export_key')).length;
    try {
      const res = await exportOf('/api/orders', ordersQuery());
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain('Order-id');
      expect(pagesRead()).toBeLessThan(2);
      let rows = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rows += new TextDecoder().decode(chunk.value).split('\r\n').length - 1;
      expect(rows).toBe(ORDERS);
      expect(pagesRead()).toBe(2);
    } finally {
      query.mockRestore();
    }
  });
});

describe('the agreements export', () => {
  const API = '/api/leads/3.0';
  const PARTNER = 'partner@demo.test';

  beforeAll(async () => {
    await server.db.query(
      `UPDATE agreements SET signatory_personal_number = '19830512-1234', account_number = '1234567890'`,
    );
  });

  it('masks identity and account numbers for a partner admin, within its own leads, and records it', async () => {
    const listed = await server.app.request(`${API}?range=[0,999]`, {
      headers: await server.authHeader(PARTNER),
    });
    const own = Number(/\/(\d+)$/.exec(listed.headers.get('Content-Range') ?? '')?.[1]);
    expect(own).toBeGreaterThan(0);
    const res = await exportOf(API, {}, PARTNER);
    expect(res.status, await res.clone().text()).toBe(200);
    const text = await res.text();
    expect(rowsOf(text)).toHaveLength(own + 1);
    expect(text).toContain('19830512-****');
    expect(text).toContain('******7890');
    expect(text).not.toContain('19830512-1234');
    expect(text).not.toContain('1234567890');

    const log = await server.app.request('/api/export-runs?filter={"register":"agreements"}', {
      headers: await server.authHeader('super@demo.test'),
    });
    const runs = (await log.json()) as Record<string, unknown>[];
    expect(runs[0]).toMatchObject({ register: 'agreements', rows: own, masked: true, createdBy: PARTNER });
    const refused = await server.app.request('/api/export-runs', {
      headers: await server.authHeader(PARTNER),
    });
    expect(refused.status).toBe(403);
  });

  it('shows them in full to the super admin, who sees every lead', async () => {
    const res = await exportOf(API, {}, 'super@demo.test');
    const text = await res.text();
    expect(text).toContain('19830512-1234');
    expect(text).toContain('1234567890');
    const all = await server.db.query<{ n: string }>('SELECT count(*) AS n FROM agreements');
    expect(rowsOf(text)).toHaveLength(Number(all[0]!.n) + 1);
  });
});

describe('every list', () => {
  // The export reads only the columns it writes: each list's file must still have all its rows.
  it('exports all its records, as many rows as it announced', async () => {
    const { resourceDefinitions } = await import('../definitions.ts');
    const super_ = { ...(await server.authHeader('super@demo.test')), organizationId: 'org-kaffebaren' };
    const failures: string[] = [];
    let exported = 0;
    for (const definition of resourceDefinitions) {
      if (definition.list?.export === false) continue;
      const res = await server.app.request(`/${definition.api}/csv`, { headers: super_ });
      if (res.status === 403 || res.status === 404) continue;
      const text = await res.text();
      const total = Number(res.headers.get('X-Export-Total'));
      if (res.status !== 200 || rowsOf(text).length < total + 1)
        failures.push(`${definition.name}: ${res.status} ${rowsOf(text).length - 1} of ${total}`);
      else exported += 1;
    }
    expect(failures).toEqual([]);
    expect(exported).toBeGreaterThan(20);
  });
});
