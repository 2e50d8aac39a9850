/**
 * No request stalls the API (issue 36 items 1 and 7, issue 39 item 5): while a large CSV import, an
 * import at the limits, an onboarding step with huge lists of owners and an action with 9,999
 * attachments run, `GET /api/health` (which asks the database) answers within 200 ms, on PGlite, which
 * runs one statement at a time for every request. Also: a catalogue of more than 10,000 products
 * exported from the app imports back, sent as JSON lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEPS, leadsApi, ok, PARTNER, SALES } from '../features/onboarding/onboarding-fixtures.ts';
import { expectApiError } from '../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { MAX_IMPORT_ROWS } from '../resources/import-body.ts';
import { MAX_BODY_BYTES } from '../resources/input.ts';

const PRODUCTS = '/api/catalog/product';
const ADMIN = 'admin@kaffebaren.test';
/** The longest a light request may wait while another runs. */
const HEALTH_MS = 200;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/**
 * Starts `hostile`, then asks for /api/health every 20 ms until it has answered; the slowest health
 * answer and what `hostile` answered. Each health request is timed from when it was due, not from when
 * the event loop got round to sending it: a blocked event loop delays the timer that sends it, as it
 * would delay a real request waiting on the socket.
 */
async function whileHealthAsked(
  hostile: () => Promise<Response>,
): Promise<{ slowest: number; res: Response }> {
  let finished = false;
  let slowest = 0;
  let asked = 0;
  const running = hostile().finally(() => (finished = true));
  while (!finished) {
    const due = performance.now() + 20;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await server.app.request('/api/health');
    expect(health.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - due);
    asked++;
  }
  expect(asked).toBeGreaterThan(0);
  return { slowest, res: await running };
}

/** The body the import page sends: a head line, then lines of at most 1000 rows. */
function lines(head: Record<string, unknown>, rows: string[][]): string {
  const out = [JSON.stringify(head)];
  for (let at = 0; at < rows.length; at += 1000) out.push(JSON.stringify(rows.slice(at, at + 1000)));
  return `${out.join('\n')}\n`;
}

async function importLines(body: string, accept = 'application/json'): Promise<Response> {
  return server.app.request(`${PRODUCTS}/import`, {
    method: 'POST',
    headers: { ...(await server.authHeader(ADMIN)), 'Content-Type': 'application/x-ndjson', Accept: accept },
    body,
  });
}

/** A valid EAN-13 (GS1 check digit) from a number. */
function ean(n: number): string {
  const digits = String(7300000000000 + n).slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 ? 3 : 1);
  return digits + ((10 - (sum % 10)) % 10);
}

describe('a large import', () => {
  it('writes 10,500 products in chunks while health answers, and takes its own export of them back', async () => {
    const columns = ['name', 'sku', 'unitPrice', 'taxGroup', 'unit', 'glAccount', 'eans'];
    const rows = Array.from({ length: 10_500 }, (_, i) => [
      `Storprodukt ${i}`,
      `STOR${i}`,
      '45,50',
      'Livsmedel',
      'Styck',
      '3002',
      i % 10 === 0 ? `${ean(i * 3)} | ${ean(i * 3 + 1)}` : '',
    ]);
    const body = lines({ fileName: 'stor.csv', dryRun: false, language: 'sv', columns }, rows);
    const { slowest, res } = await whileHealthAsked(() => importLines(body));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ total: 10_500, created: 10_500, failed: 0 });
    expect(slowest).toBeLessThan(HEALTH_MS);

    const exported = await server.app.request(`${PRODUCTS}/export?language=sv`, {
      headers: await server.authHeader(ADMIN),
    });
    const { default: Papa } = await import('papaparse');
    const [header = [], ...cells] = Papa.parse<string[]>((await exported.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(cells.length).toBeGreaterThan(10_500);
    const { csvColumns, columnForHeader } = await import('../../src/schema/csv-values.ts');
    const { default: products } = await import('../../src/resources/products/index.ts');
    const sources = header.map((h) => columnForHeader(csvColumns(products), h)!.source);
    const back = await importLines(lines({ dryRun: true, language: 'sv', columns: sources }, cells));
    expect(back.status, await back.clone().text()).toBe(200);
    expect(await back.json()).toMatchObject({ total: cells.length, unchanged: cells.length, failed: 0 });
  }, 600_000);

  it(`refuses more than ${MAX_IMPORT_ROWS} rows, and a line over ${MAX_BODY_BYTES} bytes, before judging a row`, async () => {
    const head = { dryRun: true, language: 'sv', columns: ['name', 'sku'] };
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`x${i}`, `X${i}`]);
    const { slowest, res } = await whileHealthAsked(() => importLines(lines(head, rows)));
    await expectApiError(res, 400, 'errors.import.too_many_rows');
    expect(slowest).toBeLessThan(HEALTH_MS);
    const long = `${JSON.stringify(head)}\n${JSON.stringify([['x'.repeat(MAX_BODY_BYTES), 'y']])}\n`;
    await expectApiError(await importLines(long), 413, 'errors.body_too_large');
    const deep = `${JSON.stringify(head)}\n${'['.repeat(100_000)}\n`;
    await expectApiError(await importLines(deep), 400, 'validation.too_deep');
    const wide = `${JSON.stringify(head)}\n${JSON.stringify(Array.from({ length: 10_001 }, () => ['x', 'y']))}\n`;
    await expectApiError(await importLines(wide), 400, 'validation.too_many_items');
  }, 300_000);

  it('judges an import of the most rows (all bad) while health answers', async () => {
    const head = { dryRun: true, language: 'sv', columns: ['name', 'sku', 'unitPrice'] };
    const rows = Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => [`x${i}`, `H${i}`, 'inget pris']);
    const { slowest, res } = await whileHealthAsked(() => importLines(lines(head, rows)));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ total: MAX_IMPORT_ROWS, failed: MAX_IMPORT_ROWS });
    expect(slowest).toBeLessThan(HEALTH_MS);
  }, 300_000);
});

describe('onboarding and actions at their limits', () => {
  const { start, save, act } = leadsApi(() => server);

  it('an owners step with 9,999 owners in each list', async () => {
    const draft = await ok(await start(PARTNER, '556302-9585'), 201);
    const owners = Array.from({ length: 9_999 }, (_, i) => ({ name: `Ägare ${i}`, personalNumber: 'x' }));
    const { slowest, res } = await whileHealthAsked(() =>
      save(PARTNER, draft, 'owners', { ...STEPS.owners, beneficialOwners: owners, alternateOwners: owners }),
    );
    await expectApiError(res, 400, 'validation.max_rows');
    expect(slowest).toBeLessThan(HEALTH_MS);
  }, 120_000);

  it('an action with 9,999 attachments', async () => {
    let agreement = await ok(await start(PARTNER, '559412-0734'), 201);
    for (const [step, values] of Object.entries(STEPS))
      agreement = await ok(await save(PARTNER, agreement, step, values));
    agreement = await ok(await act(PARTNER, agreement, 'submit'));
    agreement = await ok(
      await act(SALES, agreement, 'requestSupplement', { supplementComment: 'Bifoga bankintyg.' }),
    );
    const attachments = Array.from({ length: 9_999 }, () => ({ file: { src: 'x'.repeat(300) } }));
    const { slowest, res } = await whileHealthAsked(() =>
      act(PARTNER, agreement, 'answerSupplement', {
        supplementAnswer: 'Bankintyget bifogat.',
        supplementAttachments: attachments,
      }),
    );
    await expectApiError(res, 400, 'validation.max_rows');
    expect(slowest).toBeLessThan(HEALTH_MS);
  }, 120_000);
});
