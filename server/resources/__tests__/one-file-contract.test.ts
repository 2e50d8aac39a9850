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

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/schema/__fixtures__',
);

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

const post = (body: unknown) =>
  app.request('/api/gadget', { method: 'POST', headers: admin, body: JSON.stringify(body) });

describe('a resource declared in one file', () => {
  it('is found by reading its folder', async () => {
    expect((await loadDefinitions(FIXTURES)).map((d) => d.name)).toEqual(['gadgets']);
  });

  it('is created, stored, listed and read, never returning its write-only field', async () => {
    const res = await post({
      name: 'Mjölkskummare',
      price: 29900,
      colour: 'red',
      secret: 'hemligt123',
      parts: [{ part: 'Visp', count: 1 }],
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).toMatchObject({ name: 'Mjölkskummare', price: 29900, version: 1 });
    expect(created).not.toHaveProperty('secret');
    const [row] = await server.db.query<{ secret: string }>('SELECT secret FROM gadgets WHERE id = $1', [
      String(created.id),
    ]);
    expect(row?.secret).toMatch(/^scrypt\$/);

    const list = await app.request('/api/gadget?filter={"q":"mjölk"}&range=[0,9]', { headers: admin });
    expect(list.headers.get('content-range')).toBe('gadgets 0-0/1');
    expect(((await list.json()) as unknown[])[0]).not.toHaveProperty('secret');
    const history = (await (
      await app.request(`/api/gadget/${String(created.id)}/history`, { headers: admin })
    ).json()) as { changes: Record<string, unknown> }[];
    expect(history[0]?.changes.secret).toEqual({ from: null, to: '***' });
  });

  it('is validated by its own definition, with field errors in both languages', async () => {
    const body = await expectApiError(
      await post({ name: '', price: 0, website: 'http://x.se', parts: [] }),
      400,
      'validation.required',
    );
    expect(body.errors.map((e) => [e.field, e.errorCode])).toEqual([
      ['name', 'validation.required'],
      ['price', 'validation.money_min'],
      ['website', 'validation.url_https'],
      ['parts', 'validation.at_least_one_row'],
    ]);
    // A money bound in kronor, as amounts are shown: not "at least 1" (öre).
    expect(body.errors[1]?.errorMessage).toEqual({
      en: 'Must be at least SEK 0.01',
      sv: 'Måste vara minst 0,01 kr',
    });
  });

  it('has the indexes derived from it', async () => {
    // Its table (with the indexes) is made when the app serving it handles its first request.
    expect((await app.request('/api/gadget', { headers: admin })).status).toBe(200);
    const indexes = await server.db.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'gadgets' AND indexname LIKE 'ix\\_gadgets\\_%' ORDER BY indexname",
    );
    // ix_<table>_<what>_<hash of the index's definition>
    expect(indexes.map((i) => /^ix_gadgets_(.+)_[0-9a-z]{7}$/.exec(i.indexname)?.[1])).toEqual([
      'colour_sort',
      'created',
      'name_sort',
      'name_uq',
      'price_sort',
      'search',
      'updated',
    ]);
    // Unique per organization, as the definition says (`unique: 'organization'`), ignoring case.
    expect(indexes.find((i) => i.indexname.startsWith('ix_gadgets_name_uq_'))?.indexdef).toMatch(
      /^CREATE UNIQUE INDEX .*\(organization_id, lower\(name\)\)$/,
    );
  });

  it('applies its access rules: delete is switched off, guests are refused', async () => {
    await expectApiError(
      await app.request('/api/gadget/x', { method: 'DELETE', headers: admin }),
      403,
      'forbidden',
    );
    expect((await app.request('/api/gadget')).status).toBe(401);
  });
});
