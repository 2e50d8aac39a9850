/**
 * Hostile input (issue 12, items 1, 3, 7 and 11): every request here answered 500, stalled the server or
 * was stored before. Each now answers 4xx in the one error shape, names the field, in en and sv, quickly,
 * with a small body, and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../definitions.ts';
import { expectApiError, expectOAuthError } from '../../testing/expect-api-error.ts';
import { countAllRecords } from '../../testing/stored.ts';
import { createTestServer, formRequest, TEST_SCOPE, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let admin: Record<string, string>;
let superAdmin: Record<string, string>;
let partnerAdmin: Record<string, string>;
const valid = {
  name: 'Ny butik',
  timeZone: 'Europe/Stockholm',
  currency: 'SEK',
  supportedLanguages: ['sv'],
  defaultLanguage: 'sv',
};
const counts = async () =>
  (await countAllRecords(server.db)) +
  ((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM record_history'))[0]?.n ?? 0);

beforeAll(async () => {
  server = await createTestServer();
  admin = { ...(await server.authHeader('admin@kaffebaren.test')), 'Content-Type': 'application/json' };
  superAdmin = { ...(await server.authHeader('super@demo.test')), 'Content-Type': 'application/json' };
  partnerAdmin = { ...(await server.authHeader('partner@demo.test')), 'Content-Type': 'application/json' };
});
afterAll(() => server.close());

const post = (body: string, headers = admin) =>
  server.app.request('/api/store', { method: 'POST', headers, body });
const timed = async <T>(work: () => T | Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

describe('1. list-valued fields: a limit checked first, no duplicates, a bounded error body', () => {
  it('100,000 values of supportedLanguages: 400 on the field at once, with a small body', async () => {
    const before = await counts();
    const body = JSON.stringify({
      ...valid,
      supportedLanguages: Array.from({ length: 100_000 }, (_, i) => `x${i % 10}`),
    });
    const [res, ms] = await timed(() => post(body));
    const text = await res.clone().text();
    const error = await expectApiError(res, 400, 'validation.too_many_items');
    expect(error.errors[0]?.field).toBe('supportedLanguages');
    expect(text.length).toBeLessThan(4096);
    expect(ms).toBeLessThan(1000);
    expect(await counts()).toBe(before);
  });

  it('more values than the field has choices: 400 before any value is judged', async () => {
    const error = await expectApiError(
      await post(
        JSON.stringify({ ...valid, supportedLanguages: Array.from({ length: 200 }, (_, i) => `x${i}`) }),
      ),
      400,
      'validation.max_items',
    );
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]?.field).toBe('supportedLanguages');
  });

  it('a value chosen twice is refused', async () => {
    const error = await expectApiError(
      await post(JSON.stringify({ ...valid, supportedLanguages: ['sv', 'sv'] })),
      400,
      'validation.duplicate_items',
    );
    expect(error.errors[0]?.field).toBe('supportedLanguages');
  });

  it('reports the first few problems, then how many more', async () => {
    const extra = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`unknown${i}`, i]));
    const res = await post(JSON.stringify({ ...valid, ...extra }));
    const text = await res.clone().text();
    const error = await expectApiError(res, 400, 'validation.unknown_field');
    expect(error.errors).toHaveLength(11);
    expect(error.errors[10]).toMatchObject({
      errorCode: 'errors.more_problems',
      errorMessage: { en: '390 more problems', sv: '390 problem till' },
    });
    expect(text.length).toBeLessThan(4096);
  });
});

describe('3. bad values answer 400 naming the field, never 500', () => {
  const nul = 'a\u0000b';
  const lone = 'a\uD800b';
  it.each([
    ['NUL in a field', { ...valid, name: nul }, 'name'],
    ['a lone surrogate in a field', { ...valid, name: lone }, 'name'],
    ['NUL in a sub-record', { ...valid, openingHours: [{ day: nul }] }, 'openingHours.0.day'],
    ['NUL in an unknown field', { ...valid, [`x${nul}`]: 1 }, '?'],
  ])('%s', async (_label, body, field) => {
    const before = await counts();
    const error = await expectApiError(await post(JSON.stringify(body)), 400, 'validation.text.characters');
    expect(error.errors[0]?.field).toBe(field);
    expect(await counts()).toBe(before);
  });

  it.each([
    ['NUL in a filter', `filter=${encodeURIComponent(JSON.stringify({ name: 'a\u0000' }))}`, 'name'],
    ['a lone surrogate in a filter', `filter=${encodeURIComponent('{"q":"\\ud800"}')}`, 'q'],
    [
      '5,000 levels of nesting in a filter',
      `filter=${encodeURIComponent(`{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`)}`,
      'name.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0',
    ],
    [
      'an object for an id whose toString is no function',
      `filter=${encodeURIComponent('{"id":{"toString":""}}')}`,
      'id',
    ],
    ['range=[1e20,1e20]', 'range=[1e20,1e20]', 'range'],
  ])('%s: 400', async (_label, query, field) => {
    const res = await server.app.request(`/api/store?${query}`, { headers: admin });
    const error = await expectApiError(
      res,
      400,
      field === 'range' ? 'errors.invalid_range' : 'errors.invalid_filter',
    );
    expect(error.errors[0]?.field).toBe(field);
  });

  it('a boolean filter given a non-boolean: 400', async () => {
    const res = await server.app.request(
      `/api/organization?filter=${encodeURIComponent(JSON.stringify({ isCustomer: 'abc' }))}`,
      { headers: superAdmin },
    );
    expect((await expectApiError(res, 400, 'errors.invalid_filter')).errors[0]?.field).toBe('isCustomer');
    const ok = await server.app.request(
      `/api/organization?filter=${encodeURIComponent(JSON.stringify({ isCustomer: 'true' }))}`,
      { headers: superAdmin },
    );
    expect(ok.status).toBe(200);
  });

  it('sort by constructor or __proto__ on every list: 400 on sort', async () => {
    const internal = new Set([
      'organizations',
      'agreements',
      'contracts',
      'acquiring-agreements',
      'partners',
      'allusers',
      'partneradmins',
      'salesadmins',
      'superusers',
      'supportusers',
      'associates',
      'payment-transactions',
      'loan-applications',
      'export-runs',
    ]);
    for (const definition of resourceDefinitions) {
      for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const res = await server.app.request(
          `/${definition.api}?sort=${encodeURIComponent(JSON.stringify([name, 'ASC']))}`,
          {
            headers: internal.has(definition.name)
              ? superAdmin
              : definition.access?.roles?.every((role) => role === 'partneradmin')
                ? partnerAdmin
                : admin,
          },
        );
        expect(
          (await expectApiError(res, 400, 'errors.invalid_sort')).errors[0]?.field,
          `${definition.name} ${name}`,
        ).toBe(name);
      }
    }
  });

  it('NUL in a path id: 400 on id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await server.app.request('/api/store/a%00b', {
        method,
        headers: admin,
        ...(method === 'PUT' ? { body: '{"version":1}' } : {}),
      });
      expect((await expectApiError(res, 400, 'errors.invalid_id')).errors[0]?.field).toBe('id');
    }
  });

  it('NUL in the login username: 400 on username', async () => {
    const res = await server.app.request(
      '/token',
      formRequest(server.config, {
        grant_type: 'password',
        username: 'a\u0000b',
        password: 'x',
        scope: TEST_SCOPE,
      }),
    );
    expect((await expectOAuthError(res, 400, 'invalid_request')).errors[0]?.field).toBe('username');
  });

  it('5,000 levels of nesting in a body: 400 on the field', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await server.app.request('/api/organization', {
      method: 'POST',
      headers: superAdmin,
      body: `{"name":"x","logo":${deep}}`,
    });
    const error = await expectApiError(res, 400, 'validation.too_deep');
    expect(error.errors[0]?.field).toBe('logo');
  });
});

describe('7. oversized bodies stop at the limit', () => {
  it('a 500 MB body without Content-Length is read no further than 4 MB: 413 saying the limit', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 500 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const [res, ms] = await timed(() =>
      server.app.request('/api/store', {
        method: 'POST',
        headers: admin,
        body,
        duplex: 'half',
      } as RequestInit),
    );
    const error = await expectApiError(res, 413, 'errors.body_too_large');
    expect(error.errors[0]?.errorMessage).toEqual({
      en: 'The request body is too large (at most 4 MB)',
      sv: 'Begärans innehåll är för stort (högst 4 MB)',
    });
    expect(pulled).toBeLessThanOrEqual(6 * 1024 * 1024);
    expect(ms).toBeLessThan(3000);
  });

  it('a Content-Length over the limit is refused before reading', async () => {
    const res = await server.app.request('/api/store', {
      method: 'POST',
      headers: { ...admin, 'Content-Length': String(600 * 1024 * 1024) },
      body: '{}',
    });
    await expectApiError(res, 413, 'errors.body_too_large');
  });
});

describe('11. text no one should store', () => {
  it.each([
    ['only spaces', { ...valid, address: '   ' }, 'validation.text.blank'],
    ['a control character', { ...valid, name: 'Kaffe\u0007baren' }, 'validation.text.characters'],
    ['a right-to-left override', { ...valid, name: 'Kaffe\u202Ebaren' }, 'validation.text.characters'],
    ['a bidi isolate', { ...valid, address: 'Gatan \u2066 1' }, 'validation.text.characters'],
  ])('%s: 400 on the field', async (_label, body, code) => {
    const before = await counts();
    const error = await expectApiError(await post(JSON.stringify(body)), 400, code);
    expect(error.errors[0]?.field).toBe('name' in body && body.name !== valid.name ? 'name' : 'address');
    expect(await counts()).toBe(before);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'a key named %s is refused, not dropped',
    async (key) => {
      const before = await counts();
      const body = JSON.stringify(valid).replace('{', `{${JSON.stringify(key)}:{"isAdmin":true},`);
      const error = await expectApiError(await post(body), 400, 'validation.unknown_field');
      expect(error.errors[0]?.field).toBe(key);
      expect(await counts()).toBe(before);
    },
  );

  it.each(['text/plain', 'application/x-www-form-urlencoded', ''])('JSON sent as %s: 415', async (type) => {
    const before = await counts();
    const headers: Record<string, string> = { ...admin };
    if (type) headers['Content-Type'] = type;
    else delete headers['Content-Type'];
    await expectApiError(await post(JSON.stringify(valid), headers), 415, 'errors.unsupported_media_type');
    expect(await counts()).toBe(before);
  });
});

describe('a 4 MB hostile request costs the server under 200 ms of work', () => {
  const MB4 = 4 * 1024 * 1024 - 1024;
  const fill = (prefix: string, unit: string, suffix: string) =>
    prefix + unit.repeat(Math.floor((MB4 - prefix.length - suffix.length) / unit.length)) + suffix;
  const bodies: [string, () => string][] = [
    ['800,000 list values', () => fill('{"name":"x","supportedLanguages":[', '"sv",', '"sv"]}')],
    [
      '250,000 unknown keys',
      () =>
        fill('{', '"k":1,', '"name":"x"}')
          .replace(/"k":1,/g, (_, offset: number) => `"${offset.toString(36)}":1,`)
          .slice(0, MB4),
    ],
    ['2,000,000 levels of nesting', () => fill('{"name":', '[', '')],
    ['a string of 4 MB with NUL at its end', () => fill('{"name":"', 'x', '\\u0000"}')],
    ['lone surrogates for 4 MB', () => fill('{"name":"', '\\ud800', '"}')],
    [
      '50,000 sub-record rows',
      () =>
        fill('{"name":"x","openingHours":[', '{"day":"monday","opens":"08:00","closes":"17:00"},', '{}]}'),
    ],
  ];

  it.each(bodies)(
    '%s: refused within 200 ms of CPU, the event loop never blocked longer',
    async (_label, make) => {
      const body = make();
      expect(body.length).toBeGreaterThan(3.5 * 1024 * 1024);
      expect(body.length).toBeLessThanOrEqual(4 * 1024 * 1024);
      const before = await counts();
      // Warm: the first request of a kind pays for compiling its code paths.
      await post(body);
      // The best of three runs: what the request costs, without a garbage collection of earlier work.
      let best = { ms: Infinity, pause: Infinity };
      for (let run = 0; run < 3; run += 1) {
        let longestPause = 0;
        let last = performance.now();
        const ticker = setInterval(() => {
          const now = performance.now();
          longestPause = Math.max(longestPause, now - last);
          last = now;
        }, 5);
        const cpu = process.cpuUsage();
        const res = await post(body);
        const used = process.cpuUsage(cpu);
        clearInterval(ticker);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        const ms = (used.user + used.system) / 1000;
        if (ms < best.ms) best = { ms, pause: longestPause };
      }
      expect(best.ms, `${Math.round(best.ms)} ms of CPU`).toBeLessThan(200);
      // The longest stretch the event loop could not serve another request (wall time, so on a loaded
      // machine it may exceed the CPU time; it stays in the same bound).
      expect(best.pause, `event loop blocked for ${Math.round(best.pause)} ms`).toBeLessThan(400);
      expect(await counts()).toBe(before);
    },
  );
});
