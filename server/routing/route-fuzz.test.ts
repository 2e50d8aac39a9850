/**
 * Every route of the route table fuzzed, read from the table itself (issue 36): a route added tomorrow
 * in a feature's folder is fuzzed without an edit here. Per route, FUZZ_ROUTE_RUNS (default 12; the deep
 * pass sets more) requests with bad path ids (NUL, lone surrogates, 3 KB, unicode), bad query values
 * (its declared parameters and others: impossible dates, 1e308, NUL, huge), and for writes bad bodies
 * (wrong types, extremes, impossible dates, huge lists, unknown and prototype keys, no JSON at all), each
 * as one of: no token, a merchant admin, a super admin working in an organization, a partner admin, a
 * sales admin. Every answer must be below 500, in the error shape (en and sv) when it is a 4xx, naming
 * the field of a validation error, small and quick; a write route whose answers were all refused must
 * have written nothing. The generic CRUD routes are fuzzed harder, per family, by server/fuzz.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features } from '../features/index.ts';
import { resourceDefinitions } from '../resources/definitions.ts';
import { recordTotals } from '../testing/stored.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { apiRoutes } from './api-routes.ts';
import type { RouteEntry } from './route-table.ts';

const RUNS = Number(process.env.FUZZ_ROUTE_RUNS ?? 12);
const MAX_MS = 2000;
const MAX_ERROR_BYTES = 16 * 1024;

let server: TestServer;
const users: (Record<string, string> | undefined)[] = [];

beforeAll(async () => {
  server = await createTestServer();
  users.push(
    undefined,
    await server.authHeader('admin@kaffebaren.test'),
    { ...(await server.authHeader('super@demo.test')), organizationId: 'org-kaffebaren' },
    await server.authHeader('partner@demo.test'),
    await server.authHeader('sales@demo.test'),
  );
});
afterAll(() => server.close());

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (text: string) =>
  encodeURIComponent(text.replace(LONE, '\u0000LONE\u0000')).replace(/%00LONE%00/g, '%ED%A0%80');

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\u202E',
    '\u200B',
    '\uFEFF',
    '',
    '   ',
    '__proto__',
    'constructor',
    "'; DROP TABLE orders; --",
    '2024-13-01',
    '2024-02-30',
    '0001-01-01',
    '9999-12-31',
    '-1',
    '1e308',
    'NaN',
    'Dvořák Łukasz',
    '😀',
  ),
  fc.integer({ min: 300, max: 3_000 }).map((n) => 'x'.repeat(n)),
);
const number = fc.oneof(
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53, -1, 0, 0.5, Number.MIN_VALUE),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: number },
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 4 }),
  fc.integer({ min: 50, max: 12_000 }).map((n) => Array.from({ length: n }, (_, i) => ({ n: i }))),
  fc.dictionary(nasty, nasty, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const pathValue = fc.oneof(
  nasty.map((s) => encode(s)),
  fc.constantFrom('%00', '%ED%A0%80', '%C0%AF', 'a%2Fb', '%zz', 'x'.repeat(3_000), 'L-25001'),
);

/** Names the route says it reads, and others. */
const queryOf = (route: RouteEntry) => {
  const name = fc.oneof(fc.constantFrom(...Object.keys(route.query ?? {}), 'filter', 'day', 'from'), nasty);
  return fc
    .array(fc.tuple(name, value), { maxLength: 4 })
    .map((pairs) =>
      pairs
        .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
        .join('&'),
    );
};

const bodyOf = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .dictionary(
        fc.oneof(nasty, fc.constantFrom('version', 'lines', 'entity', 'amount', 'users', 'name', 'blocked')),
        value,
        { maxKeys: 5 },
      )
      .map((b) => JSON.stringify(b)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '[]',
      'null',
      '"x"',
      '{"__proto__":{"x":1}}',
      `{"a":${'['.repeat(500)}1${']'.repeat(500)}}`,
    ),
  },
);

interface Case {
  url: string;
  body?: string;
  user: number;
}

function caseOf(route: RouteEntry): fc.Arbitrary<Case> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return fc
    .record({
      params: fc.array(pathValue, { minLength: names.length, maxLength: names.length }),
      query: queryOf(route),
      body: bodyOf,
      user: fc.integer({ min: 0, max: 4 }),
    })
    .map(({ params, query, body, user }) => {
      let index = 0;
      const path = route.path.replace(/:(\w+)(\{(?:[^{}]|\{[^}]*\})*\})?/g, () => params[index++] ?? 'x');
      return {
        url: query ? `${path}?${query}` : path,
        ...(['POST', 'PUT'].includes(route.method) ? { body } : {}),
        user,
      };
    });
}

const snapshot = async () =>
  JSON.stringify(await recordTotals(server.db)) +
  JSON.stringify(await server.db.query('SELECT count(*)::int AS n FROM record_history'));

async function check(route: RouteEntry, request: Case): Promise<number> {
  const label = `${route.method} ${request.url.slice(0, 200)} as user ${request.user}`;
  const headers: Record<string, string> = { ...(users[request.user] ?? {}) };
  if (request.body !== undefined)
    headers['Content-Type'] = route.body?.startsWith('multipart')
      ? 'multipart/form-data; boundary=x'
      : 'application/json';
  const started = performance.now();
  const res = await server.app.request(request.url, { method: route.method, headers, body: request.body });
  const text = await res.text();
  const ms = performance.now() - started;
  expect(res.status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(ms, `${label}: took ${Math.round(ms)} ms`).toBeLessThan(MAX_MS);
  if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
    expect(text.length, `${label}: error body of ${text.length} bytes`).toBeLessThan(MAX_ERROR_BYTES);
    const body = JSON.parse(text) as {
      errors: { errorCode: string; field?: string; errorMessage: { en: string; sv: string } }[];
    };
    const [first] = body.errors;
    expect(first?.errorMessage.en, label).toBeTruthy();
    expect(first?.errorMessage.sv, label).toBeTruthy();
    if (res.status === 400 && first?.errorCode.startsWith('validation.'))
      expect(first.field, `${label}: ${text.slice(0, 300)}`).toBeTypeOf('string');
  }
  return res.status;
}

describe('fuzz: every route of the route table', () => {
  const table = apiRoutes(
    // Only the entries are read here; the server's own app answers the requests.
    { db: undefined as never, config: undefined as never },
    { definitions: resourceDefinitions, features, dispatch: async () => new Response() },
  ).entries;

  it('covers every feature route', () => {
    expect(table.filter((r) => r.owner !== 'resources' && r.owner !== 'platform').length).toBeGreaterThan(30);
  });

  for (const route of table) {
    it(
      `${route.method} ${route.path}: ${RUNS} bad requests, no 5xx, nothing written when refused`,
      { timeout: 300_000 },
      async () => {
        const before = await snapshot();
        const statuses: number[] = [];
        await fc.assert(
          fc.asyncProperty(caseOf(route), async (request) => {
            statuses.push(await check(route, request));
          }),
          { numRuns: RUNS },
        );
        if (route.method !== 'GET' && statuses.every((status) => status >= 400))
          expect(await snapshot()).toBe(before);
      },
    );
  }
});
