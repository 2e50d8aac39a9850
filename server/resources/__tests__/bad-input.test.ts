/** Bad input answers 4xx in the one error shape, never 500, and writes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { countAllRecords } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let headers: Record<string, string>;
const count = () => countAllRecords(server.db);
const valid = {
  name: 'Ny butik',
  timeZone: 'Europe/Stockholm',
  currency: 'SEK',
  supportedLanguages: ['sv'],
  defaultLanguage: 'sv',
};

beforeAll(async () => {
  server = await createTestServer();
  headers = { ...(await server.authHeader('admin@kaffebaren.test')), 'Content-Type': 'application/json' };
});
afterAll(() => server.close());

const post = (body: string) => server.app.request('/api/store', { method: 'POST', headers, body });

describe('writes', () => {
  it.each([
    ['malformed JSON', '{"name": "x",', 'errors.malformed_json'],
    ['an array', '[1,2]', 'errors.body_not_object'],
    ['a string', '"store"', 'errors.body_not_object'],
    ['a number for a text', JSON.stringify({ ...valid, name: 42 }), 'validation.not_text'],
    ['a text for a number', JSON.stringify({ ...valid, latitude: '59.3' }), 'validation.not_number'],
    ['an object for an enum', JSON.stringify({ ...valid, currency: { code: 'SEK' } }), 'validation.not_text'],
    ['an unknown field', JSON.stringify({ ...valid, isAdmin: true }), 'validation.unknown_field'],
    ['an oversized string', JSON.stringify({ ...valid, name: 'x'.repeat(10_000) }), 'validation.max_length'],
    ['an unknown enum value', JSON.stringify({ ...valid, currency: 'BTC' }), 'validation.enum'],
  ])('%s: 400, nothing written', async (_label, body, code) => {
    const before = await count();
    await expectApiError(await post(body), 400, code);
    expect(await count()).toBe(before);
  });

  it('names the unknown field', async () => {
    const body = await expectApiError(
      await post(JSON.stringify({ ...valid, isAdmin: true })),
      400,
      'validation.unknown_field',
    );
    expect(body.errors[0]?.field).toBe('isAdmin');
  });

  it('a body of several megabytes: 413', async () => {
    await expectApiError(
      await post(JSON.stringify({ ...valid, address: 'x'.repeat(5 * 1024 * 1024) })),
      413,
      'errors.body_too_large',
    );
  });
});

describe('lists', () => {
  it.each([
    ['a 10,000-row range', 'range=[0,9999]', 'errors.range_too_large'],
    ['a backwards range', 'range=[10,2]', 'errors.invalid_range'],
    ['a range that is not JSON', 'range=0-24', 'errors.invalid_filter'],
    ['a filter that is not an object', 'filter=[1]', 'errors.invalid_filter'],
    ['a sort on a system column name', 'sort=["organization_id","ASC"]', 'errors.invalid_sort'],
    [
      'a sort with SQL in it',
      `sort=${encodeURIComponent('["name; DROP TABLE records","ASC"]')}`,
      'errors.invalid_sort',
    ],
    [
      'a filter key with SQL in it',
      `filter=${encodeURIComponent(JSON.stringify({ "name') OR 1=1 --": 'x' }))}`,
      'errors.invalid_filter',
    ],
    [
      'a non-number for a number filter',
      `filter=${encodeURIComponent(JSON.stringify({ latitude_gt: 'abc' }))}`,
      'errors.invalid_filter',
    ],
  ])('%s: 400', async (_label, query, code) => {
    await expectApiError(await server.app.request(`/api/store?${query}`, { headers }), 400, code);
  });

  it('a 1,000-row range is served', async () => {
    const res = await server.app.request('/api/store?range=[0,999]', { headers });
    expect(res.status).toBe(200);
  });
});
