/**
 * CSV import and export of products (issue 13): an exported file imports unchanged; a file with bad rows
 * gets a dry run that names each bad row and column in the user's language and writes nothing; the
 * import then writes the good rows and records the run with its counts and problems, all or nothing.
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import products from '../../../src/resources/products/index.ts';
import { columnForHeader, csvColumns } from '../../../src/schema/csv-values.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const PRODUCTS = '/api/catalog/product';
const ADMIN = 'admin@kaffebaren.test';
const ORG = 'org-kaffebaren';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface Report {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  problems: { row: number; column?: string; message: string }[];
  runId?: string;
}

const headersFor = async (username: string) => ({
  ...(await server.authHeader(username)),
  'Content-Type': 'application/json',
});

async function exported(language: 'sv' | 'en'): Promise<string> {
  const res = await server.app.request(`${PRODUCTS}/export?language=${language}`, {
    headers: await headersFor(ADMIN),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, for Excel
  return new TextDecoder().decode(bytes);
}

/** What the import page does with a file: parse it and key each cell by the field its header names. */
function rowsOf(csv: string): Record<string, string>[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header = [], ...lines] = parsed.data;
  const columns = header.map((h) => columnForHeader(csvColumns(products), h)?.source);
  return lines.map((cells) =>
    Object.fromEntries(columns.flatMap((source, i) => (source ? [[source, cells[i] ?? '']] : []))),
  );
}

/** Rows as the import page sends them: the columns once, then each row's cells. */
function compact(rows: Record<string, string>[]): { columns: string[]; rows: string[][] } {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return { columns, rows: rows.map((row) => columns.map((column) => row[column] ?? '')) };
}

async function importRows(
  rows: Record<string, string>[],
  dryRun: boolean,
  username = ADMIN,
  language = 'sv',
): Promise<Response> {
  return server.app.request(`${PRODUCTS}/import`, {
    method: 'POST',
    headers: await headersFor(username),
    body: JSON.stringify({ fileName: 'produkter.csv', dryRun, language, ...compact(rows) }),
  });
}

const report = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Report;
};
const runCount = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_runs'))[0]?.n;
const productCount = async () => (await storedRows(server.db, 'products', { organizationId: ORG })).length;

describe('product export and import', () => {
  it('exports every product in Swedish (semicolons, decimal commas quoted, names for references)', async () => {
    const csv = await exported('sv');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toContain('Namn;Grupp;Artikelnummer (SKU/PLU)');
    expect(lines).toHaveLength(await productCount());
    const espresso = lines.find((line) => line.startsWith('Espresso;'));
    expect(espresso).toContain(';Espressodrycker;');
    expect(espresso).toContain(';"35,00";');
    expect(espresso).toContain(';Restaurang och café 12 %;');
  });

  it('imports its own export, in either language, with nothing changed', async () => {
    for (const language of ['sv', 'en'] as const) {
      const rows = rowsOf(await exported(language));
      const total = await productCount();
      expect(rows).toHaveLength(total);
      const dry = await report(await importRows(rows, true));
      expect(dry).toMatchObject({ total, unchanged: total, created: 0, updated: 0, failed: 0 });
      const done = await report(await importRows(rows, false));
      expect(done).toMatchObject({ total, unchanged: total, failed: 0 });
    }
  });

  const file = (): Record<string, string>[] => [
    {
      name: 'Semla',
      sku: 'IMP1',
      group: 'Bullar',
      unitPrice: '45,50',
      taxGroup: 'Livsmedel',
      unit: 'Styck',
      glAccount: '3002',
    },
    {
      name: 'Fastlagsbulle',
      sku: 'IMP2',
      group: 'bullar',
      unitPrice: '42',
      taxGroup: 'Livsmedel',
      unit: 'pcs',
      glAccount: '3002',
      eans: '7310865004703',
    },
    {
      name: 'Trasig',
      sku: 'IMP3',
      group: 'Bullar',
      unitPrice: 'fyrtio',
      taxGroup: 'Livsmedel',
      unit: 'Styck',
      glAccount: '3002',
    },
    {
      name: 'Fel EAN',
      sku: 'IMP4',
      group: 'Bullar',
      unitPrice: '30',
      taxGroup: 'Livsmedel',
      unit: 'Styck',
      glAccount: '3002',
      eans: '7310865004704',
    },
    {
      name: 'Vetelängd',
      sku: 'IMP5',
      group: 'Bullar',
      unitPrice: '89,00',
      taxGroup: 'Livsmedel',
      unit: 'Styck',
      glAccount: '3002',
      visibility: 'Kassan | Webbeställningar',
    },
  ];

  it('dry-runs a file with two bad rows: names each row as a spreadsheet numbers it (header row 1), and its column in Swedish, writes nothing', async () => {
    const before = await productCount();
    const runsBefore = await runCount();
    const dry = await report(await importRows(file(), true));
    expect(dry).toMatchObject({ total: 5, created: 3, failed: 2 });
    expect(dry.problems).toEqual([
      { row: 4, column: 'Styckpris', message: 'Måste vara ett belopp, t.ex. 45,50' },
      { row: 5, column: 'EAN-koder', message: expect.stringMatching(/kontrollsiffra|EAN/i) },
    ]);
    expect(await productCount()).toBe(before);
    expect(await runCount()).toBe(runsBefore);
  });

  it('imports the good rows and records the run with its counts and problems', async () => {
    const before = await productCount();
    const done = await report(await importRows(file(), false));
    expect(done).toMatchObject({ total: 5, created: 3, failed: 2 });
    expect(await productCount()).toBe(before + 3);
    const stored = await storedRows(server.db, 'products', { organizationId: ORG });
    const semla = stored.find((row) => row.data.sku === 'IMP1');
    expect(semla?.data).toMatchObject({ name: 'Semla', unitPrice: 4550, unit: 'pcs' });
    const langd = stored.find((row) => row.data.sku === 'IMP5');
    expect(langd?.data.visibility).toEqual(['register', 'web']);
    const runs = await server.app.request(`/api/import-runs/${done.runId}`, {
      headers: await headersFor(ADMIN),
    });
    expect(await runs.json()).toMatchObject({
      fileName: 'produkter.csv',
      register: 'products',
      total: 5,
      created: 3,
      failed: 2,
      problems: [
        { row: 4, column: 'Styckpris' },
        { row: 5, column: 'EAN-koder' },
      ],
      createdBy: ADMIN,
    });
  });

  it('lets the page follow a long import: how far it has come, then the same report', async () => {
    const rows = rowsOf(await exported('sv'));
    const extra = Array.from({ length: 600 - rows.length }, (_, i) => ({
      ...rows[0],
      name: `Följd produkt ${i}`,
      sku: `FOLJ${i}`,
      eans: '',
    }));
    const res = await server.app.request(`${PRODUCTS}/import`, {
      method: 'POST',
      headers: { ...(await headersFor(ADMIN)), Accept: 'application/x-ndjson' },
      body: JSON.stringify({
        fileName: 'stor.csv',
        dryRun: true,
        language: 'sv',
        ...compact([...rows, ...extra]),
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { done?: number; total?: number; report?: Report });
    const total = rows.length + extra.length;
    expect(lines.slice(0, -1)).toEqual([
      { done: 0, total },
      { done: 250, total },
      { done: 500, total },
      { done: total, total },
    ]);
    // The same file without following it: the same judgement, row by row.
    const plain = await report(await importRows([...rows, ...extra], true));
    expect(lines.at(-1)?.report).toEqual(plain);
    expect(plain.failed).toBeGreaterThan(0); // the group fills up at 100 products: refusals are reported alike
  });

  it('updates a product whose SKU the file names, keeping its history', async () => {
    const [row] = rowsOf(await exported('sv')).filter((r) => r.sku === 'IMP1');
    const done = await report(await importRows([{ ...row!, unitPrice: '47,00' }], false));
    expect(done).toMatchObject({ total: 1, updated: 1 });
    const stored = (await storedRows(server.db, 'products', { organizationId: ORG })).find(
      (r) => r.data.sku === 'IMP1',
    );
    expect(stored?.data.unitPrice).toBe(4700);
    expect(stored?.version).toBe(2);
  });

  it('keeps a cell a spreadsheet would run as a formula as text, and round-trips it', async () => {
    const done = await report(
      await importRows([{ ...file()[0]!, sku: 'IMP6', name: '=HYPERLINK("http://x.example")' }], false),
    );
    expect(done).toMatchObject({ created: 1 });
    const csv = await exported('sv');
    expect(csv).toContain(`'=HYPERLINK(""http://x.example"")`);
    const again = rowsOf(csv).filter((r) => r.sku === 'IMP6');
    expect(await report(await importRows(again, true))).toMatchObject({ unchanged: 1 });
  });

  it('judges each row against the rows before it: a group fills up inside one file, a repeated SKU is refused naming its first row', async () => {
    const res = await server.app.request('/api/catalog/productgroup', {
      method: 'POST',
      headers: await headersFor(ADMIN),
      body: JSON.stringify({ name: 'Importgrupp' }),
    });
    expect(res.status).toBe(201);
    const row = (i: number) => ({ ...file()[0]!, name: `Bulle ${i}`, sku: `FULL${i}`, group: 'Importgrupp' });
    const rows = [...Array.from({ length: 101 }, (_, i) => row(i + 1)), { ...row(7), unitPrice: '50' }];
    const done = await report(await importRows(rows, false));
    expect(done).toMatchObject({ total: 102, created: 100, updated: 0, failed: 2 });
    expect(done.problems).toEqual([
      { row: 102, column: 'Grupp', message: 'En grupp rymmer högst 100 produkter' },
      {
        row: 103,
        column: 'Artikelnummer (SKU/PLU)',
        message: 'Artikelnummer (SKU/PLU) FULL7 finns också på rad 8',
      },
    ]);
    const stored = await storedRows(server.db, 'products', { organizationId: ORG });
    expect(stored.filter((r) => String(r.data.sku).startsWith('FULL'))).toHaveLength(100);
    expect(stored.find((r) => r.data.sku === 'FULL7')?.data.unitPrice).toBe(4550);
    const created = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM record_history WHERE resource = 'products' AND action = 'create'
         AND record_id IN (SELECT id FROM products WHERE sku LIKE 'FULL%')`,
    );
    expect(created[0]?.n).toBe(100);
  });

  it('reports a row the database refuses past the checks, and writes the rows around it', async () => {
    await server.db.query(
      `ALTER TABLE products ADD CONSTRAINT ck_products_name_test CHECK (name <> 'Förbjuden')`,
    );
    try {
      const rows = [1, 2, 3].map((i) => ({
        ...file()[0]!,
        sku: `DB${i}`,
        name: i === 2 ? 'Förbjuden' : `Bulle DB${i}`,
      }));
      const done = await report(await importRows(rows, false));
      expect(done).toMatchObject({ total: 3, created: 2, failed: 1 });
      expect(done.problems).toEqual([{ row: 3, column: 'Namn', message: expect.any(String) }]);
      const stored = await storedRows(server.db, 'products', { organizationId: ORG });
      expect(
        stored
          .filter((r) => String(r.data.sku).startsWith('DB'))
          .map((r) => r.data.sku)
          .sort(),
      ).toEqual(['DB1', 'DB3']);
    } finally {
      await server.db.query('ALTER TABLE products DROP CONSTRAINT ck_products_name_test');
    }
  });

  it('refuses a file of unknown columns or too many rows whole, and callers without the right', async () => {
    await expectApiError(await importRows([{ colour: 'röd' }], true), 400, 'errors.import.unknown_column');
    await expectApiError(
      await importRows(
        Array.from({ length: 20_001 }, () => ({ name: 'x' })),
        true,
      ),
      400,
      'errors.import.too_many_rows',
    );
    expect((await importRows(file(), true, 'seller01')).status).toBe(403);
  });
});
