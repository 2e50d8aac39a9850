/**
 * The one-file contract on the server: a resource file found only by reading a folder (no other file
 * names it) gets its API with storage, validation, indexes, write-only fields and access rules.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { loadDefinitions } from '../load.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/schema/__fixtures__');

let server: TestServer;
let app: ReturnType<typeof createApp>;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer();
  const resources = await loadDefinitions(FIXTURES);
  app = createApp({ db: server.db, config: server.config }, { resources });
  admin = { ...(await server.authHeader('admin@kaffebaren.test')), 'Content-Type': 'application/json' };
});
afterAll(() => server.close());

const post = (body: unknown) => app.request('/api/gadget', { method: 'POST', headers: admin, body: JSON.stringify(body) });

describe('a resource declared in one file', () => {
  it('is found by reading its folder', async () => {
    expect((await loadDefinitions(FIXTURES)).map((d) => d.name)).toEqual(['gadgets']);
  });

  it('is created, stored, listed and read, never returning its write-only field', async () => {
    const res = await post({ name: 'Mjölkskummare', price: 29900, colour: 'red', secret: 'hemligt123', parts: [{ part: 'Visp', count: 1 }] });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).toMatchObject({ name: 'Mjölkskummare', price: 29900, version: 1 });
    expect(created).not.toHaveProperty('secret');
    const [row] = await server.db.query<{ secret: string }>("SELECT data->>'secret' AS secret FROM records WHERE resource = 'gadgets'");
    expect(row?.secret).toMatch(/^scrypt\$/);

    const list = await app.request('/api/gadget?filter={"q":"mjölk"}&range=[0,9]', { headers: admin });
    expect(list.headers.get('content-range')).toBe('gadgets 0-0/1');
    expect(((await list.json()) as unknown[])[0]).not.toHaveProperty('secret');
    const history = (await (await app.request(`/api/gadget/${String(created.id)}/history`, { headers: admin })).json()) as { changes: Record<string, unknown> }[];
    expect(history[0]?.changes.secret).toEqual({ from: null, to: '***' });
  });

  it('is validated by its own definition, with field errors in both languages', async () => {
    const body = await expectApiError(await post({ name: '', price: 0, website: 'http://x.se', parts: [] }), 400, 'validation.required');
    expect(body.errors.map((e) => [e.field, e.errorCode])).toEqual([
      ['name', 'validation.required'],
      ['price', 'validation.min'],
      ['website', 'validation.url_https'],
      ['parts', 'validation.at_least_one_row'],
    ]);
    expect(body.errors[1]?.errorMessage).toEqual({ en: 'Must be at least 1', sv: 'Måste vara minst 1' });
  });

  it('has the indexes derived from it', async () => {
    const indexes = await server.db.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE indexname LIKE 'rx_gadgets_%' ORDER BY indexname");
    expect(indexes.map((i) => i.indexname)).toEqual(['rx_gadgets_colour_sort', 'rx_gadgets_name_sort', 'rx_gadgets_name_uq', 'rx_gadgets_price_sort', 'rx_gadgets_q_trgm']);
  });

  it('applies its access rules: delete is switched off, guests are refused', async () => {
    await expectApiError(await app.request('/api/gadget/x', { method: 'DELETE', headers: admin }), 403, 'forbidden');
    expect((await app.request('/api/gadget')).status).toBe(401);
  });
});
