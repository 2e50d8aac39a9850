/**
 * The API fuzz suite (issue 12, docs/security.md): for every endpoint family, FUZZ_RUNS (default 1,000)
 * generated bad payloads, query strings and path ids per run, property-based (fast-check, a new seed
 * each run; a failure prints the seed and the shrunk case). Every answer must be:
 * - below 500, and in the one error shape (en and sv) when it is a 4xx;
 * - quick (under MAX_MS) and small (error bodies under 16 kB);
 * - without a partial write: every generated write carries at least one sure fault, so it must be
 *   refused, and after each family the stored records, history, credentials and tokens are unchanged.
 * In-process (app.request) on one database, PGlite or, with DATABASE_URL, PostgreSQL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../src/schema/types.ts';
import { resourceDefinitions } from './resources/definitions.ts';
import { recordTotals } from './testing/stored.ts';
import { clientAuthHeader, createTestServer, TEST_SCOPE, type TestServer } from './testing/test-server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const MAX_MS = 2000;
const MAX_ERROR_BYTES = 16 * 1024;

let server: TestServer;
let merchant: Record<string, string>;
let internal: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer();
  // Signed in before the token family's guesses lock the test's client address.
  merchant = await server.authHeader('admin@kaffebaren.test');
  internal = await server.authHeader('super@demo.test');
});
afterAll(() => server.close());

/** What a refused request must not have changed. */
const snapshot = async () =>
  JSON.stringify(await recordTotals(server.db)) +
  (
    await server.db.query<{ state: string }>(
      `SELECT concat_ws(' ',
         (SELECT count(*) FROM record_history), (SELECT count(*) FROM credentials),
         (SELECT md5(coalesce(string_agg(password_hash, ',' ORDER BY user_id), '')) FROM credentials),
         (SELECT count(*) FROM refresh_tokens WHERE revoked_at IS NULL)) AS state`,
    )
  )[0]?.state;

async function check(res: Response, started: number, label: string): Promise<void> {
  const ms = performance.now() - started;
  const text = await res.text();
  expect(res.status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(ms, `${label}: took ${Math.round(ms)} ms`).toBeLessThan(MAX_MS);
  if (res.status >= 400) {
    expect(text.length, `${label}: error body of ${text.length} bytes`).toBeLessThan(MAX_ERROR_BYTES);
    const body = JSON.parse(text) as {
      errors: { errorMessage: { en: string; sv: string } }[];
      statusCode: number;
    };
    expect(body.statusCode, label).toBe(res.status);
    expect(body.errors[0]?.errorMessage.en, label).toBeTruthy();
    expect(body.errors[0]?.errorMessage.sv, label).toBeTruthy();
  }
}

// ---- Generators -------------------------------------------------------------------------------

/** Strings that have broken servers: NUL, lone surrogates, control and bidi characters, prototype keys, SQL, huge. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\u202E',
    '\u2066',
    '\u0007',
    '   ',
    '',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    "'; DROP TABLE records; --",
    '%00',
    '../../etc/passwd',
    '1e20',
    'NaN',
    '-0',
    'true',
    'null',
    '{}',
    '[]',
    '\\',
    '"',
    '😀',
    'ﬀ',
    'İ',
  ),
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)),
);
/** encodeURIComponent, with a lone surrogate sent as the bytes it would be (invalid UTF-8) instead of throwing. */
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (text: string) =>
  encodeURIComponent(text.replace(LONE, '\u0000LONE\u0000')).replace(/%00LONE%00/g, '%ED%A0%80');
/** Nesting past the limit, as text (JSON.stringify of thousands of levels would overflow the test's own stack). */
const deepText = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

const number = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e20, -1e20, 2 ** 53, -1, 0, 1e308, Number.MIN_VALUE),
);
const deep = fc.integer({ min: 33, max: 300 }).map((n) => JSON.parse(deepText(n)) as unknown);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: number },
  fc.boolean(),
  fc.constant(null),
  deep,
  fc.array(nasty, { maxLength: 5 }),
  fc.integer({ min: 8, max: 2000 }).map((n) => Array.from({ length: n }, (_, i) => `v${i % 7}`)),
  fc.dictionary(nasty, nasty, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const fieldNames = (definition: ResourceDefinition) => [
  ...Object.keys(definition.fields),
  'id',
  'createdAt',
  'version',
];

function listQuery(definition: ResourceDefinition): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...fieldNames(definition)), nasty);
  const operator = fc.constantFrom(
    '',
    '_contains',
    '_startsWith',
    '_endsWith',
    '_matches',
    '_gt',
    '_lt',
    '_eq',
    '_x',
  );
  const filterKey = fc.oneof(
    fc.tuple(name, operator).map(([n, o]) => `${n}${o}`),
    fc.constant('q'),
    nasty,
  );
  const json = fc.oneof(
    fc.dictionary(filterKey, value, { maxKeys: 3 }).map((f) => JSON.stringify(f)),
    fc.tuple(name, fc.constantFrom('ASC', 'DESC', 'asc', 'up', '')).map((s) => JSON.stringify(s)),
    fc.tuple(number, number).map((r) => JSON.stringify(r)),
    value.map((v) => JSON.stringify(v) ?? 'undefined'),
    nasty,
  );
  const param = fc.tuple(fc.constantFrom('filter', 'sort', 'range', 'filter', 'q', 'page'), json);
  const deepFilter = fc
    .integer({ min: 33, max: 5000 })
    .map((n) => ['filter', `{"name":${deepText(n)}}`] as [string, string]);
  return fc
    .array(fc.oneof({ weight: 9, arbitrary: param }, deepFilter), { minLength: 1, maxLength: 4 })
    .map((params) => params.map(([k, v]) => `${k}=${encode(v)}`).join('&'));
}

const pathId = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }).map(encode),
  nasty.map((s) => encode(s.slice(0, 5000))),
  fc.constantFrom('%00', '%ED%A0%80', '%C0%AF', '..%2F..%2Fetc', 'a%2Fb', '%', '%zz', '1e20', 'undefined'),
);

/** A write body that must be refused: a valid-looking record with at least one sure fault. */
function badBody(definition: ResourceDefinition): fc.Arbitrary<string> {
  const fields = Object.keys(definition.fields);
  const known = fc.constantFrom(...fields);
  const fault = fc.oneof(
    // A key that is no field: refused by name.
    fc
      .tuple(
        nasty.filter(
          (k) =>
            !Object.hasOwn(definition.fields, k) &&
            !['id', 'version', 'organizationId', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'].includes(
              k,
            ),
        ),
        value,
      )
      .map(([k, v]) => ({ [k]: v })),
    // A field holding what no field holds: NUL, a lone surrogate, deep nesting, an object of nasty keys.
    fc
      .tuple(known, fc.constantFrom('a\u0000b', '\uD800', { a: { '\u0000': 1 } }))
      .map(([k, v]) => ({ [k]: v })),
    fc
      .tuple(known, deep)
      .filter(([, v]) => JSON.stringify(v).length > 70)
      .map(([k, v]) => ({ [k]: v })),
    fc
      .tuple(known, fc.integer({ min: 10_001, max: 12_000 }))
      .map(([k, n]) => ({ [k]: Array.from({ length: n }, () => 'x') })),
  );
  const noise = fc.dictionary(known, value, { maxKeys: 4 });
  // Text that is no JSON object at all, or one with a sure fault (a prototype key, too deep); never `{}`.
  const isPlainObject = (text: string) => {
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  };
  const raw = fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '[]',
      'null',
      '"x"',
      '{"a":1,}',
      '\u0000',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":1}}',
    ),
    fc.tuple(known, fc.integer({ min: 33, max: 5000 })).map(([k, n]) => `{"${k}":${deepText(n)}}`),
    nasty.filter((text) => !isPlainObject(text)),
  );
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(noise, fault).map(([n, f]) => JSON.stringify({ ...n, ...f })) },
    { weight: 1, arbitrary: raw },
  );
}

type Case = { method: string; url: string; body?: string; headers?: Record<string, string> };

function resourceCases(
  definitions: readonly ResourceDefinition[],
  target: Map<string, string>,
): fc.Arbitrary<Case> {
  return fc.constantFrom(...definitions).chain((definition) => {
    const base = `/${definition.api}`;
    const existing = target.get(definition.name) ?? 'none';
    return fc.oneof(
      listQuery(definition).map((q): Case => ({ method: 'GET', url: `${base}?${q}` })),
      fc.tuple(fc.constantFrom('GET', 'PUT', 'DELETE', 'GET-history'), pathId).map(([method, id]): Case =>
        method === 'GET-history'
          ? { method: 'GET', url: `${base}/${id}/history` }
          : {
              method,
              url: `${base}/${id}`,
              ...(method === 'PUT' ? { body: '{"version":1,"name":"x"}' } : {}),
            },
      ),
      badBody(definition).map((body): Case => ({ method: 'POST', url: base, body })),
      fc.tuple(badBody(definition), fc.oneof(fc.constant(1), number)).map(([body, version]): Case => {
        // The record's right version when the body is an object, so the fault is what refuses it.
        let withVersion = body;
        try {
          const parsed: unknown = JSON.parse(body);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && !body.includes('"__proto__"'))
            withVersion = JSON.stringify({ version, ...parsed });
        } catch {
          // Not JSON: sent as it is.
        }
        return { method: 'PUT', url: `${base}/${encodeURIComponent(existing)}`, body: withVersion };
      }),
      fc
        .constantFrom(
          'text/plain',
          '',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        )
        .map((type): Case => ({
          method: 'POST',
          url: base,
          body: JSON.stringify({ name: 'Fuzz' }),
          headers: { 'Content-Type': type },
        })),
    );
  });
}

/** The API families of SPEC 7, by path root. */
const FAMILIES: Record<string, (definition: ResourceDefinition) => boolean> = {
  'api/store': (d) => d.api.startsWith('api/store'),
  'api/warehouse': (d) => d.api.startsWith('api/warehouse'),
  'api/payments': (d) => d.api.startsWith('api/payments'),
  'api/users': (d) => d.api.startsWith('api/users'),
  'api/access-rights': (d) => d.api.startsWith('api/access-rights'),
  'api/organization': (d) => d.api.startsWith('api/organization'),
  'api/backstage': (d) => d.api.startsWith('api/backstage'),
  'api/leads': (d) => d.api.startsWith('api/leads'),
  'api/catalog': (d) => d.api.startsWith('api/catalog'),
  'api/customer': (d) => d.api.startsWith('api/customer'),
  'api/offers': (d) => d.api.startsWith('api/offers'),
  'api/import-runs': (d) => d.api.startsWith('api/import-runs'),
  'api/export-runs': (d) => d.api.startsWith('api/export-runs'),
  'api/stock': (d) => d.api.startsWith('api/stock'),
  'api/orders': (d) => d.api.startsWith('api/orders'),
  'api/licenses': (d) => d.api.startsWith('api/licenses'),
  'api/timetracking': (d) => d.api.startsWith('api/timetracking'),
  'api/report': (d) => d.api.startsWith('api/report'),
  'api/infrastructure': (d) => d.api.startsWith('api/infrastructure'),
  'api/integration': (d) => d.api.startsWith('api/integration'),
};

describe('fuzz: resource families', () => {
  it('every resource belongs to a family', () => {
    expect(
      resourceDefinitions
        .filter((d) => !Object.values(FAMILIES).some((inFamily) => inFamily(d)))
        .map((d) => d.api),
    ).toEqual([]);
  });

  for (const [family, inFamily] of Object.entries(FAMILIES)) {
    it(
      `${family}: ${RUNS} bad requests, no 5xx, quick, small, nothing written`,
      { timeout: 600_000 },
      async () => {
        const definitions = resourceDefinitions.filter(inFamily);
        const headersOf = (definition: ResourceDefinition) =>
          definition.scope === 'organization' ? merchant : internal;
        const target = new Map<string, string>();
        for (const definition of definitions) {
          const res = await server.app.request(`/${definition.api}?range=[0,0]`, {
            headers: headersOf(definition),
          });
          const [first] = res.status === 200 ? ((await res.json()) as { id: string }[]) : [];
          if (first) target.set(definition.name, first.id);
        }
        const before = await snapshot();
        await fc.assert(
          fc.asyncProperty(
            resourceCases(definitions, target),
            fc.constantFrom(...definitions),
            async (request, anyDefinition) => {
              const definition =
                definitions.find((d) => request.url.startsWith(`/${d.api}`)) ?? anyDefinition;
              const started = performance.now();
              const res = await server.app.request(request.url, {
                method: request.method,
                headers: { ...headersOf(definition), 'Content-Type': 'application/json', ...request.headers },
                ...(request.body === undefined ? {} : { body: request.body }),
              });
              const label = `${request.method} ${request.url.slice(0, 200)} ${request.body?.slice(0, 200) ?? ''}`;
              if (request.method !== 'GET')
                expect(res.status, `${label}: a bad write was accepted`).toBeGreaterThanOrEqual(400);
              await check(res, started, label);
            },
          ),
          { numRuns: RUNS },
        );
        expect(await snapshot()).toBe(before);
      },
    );
  }
});

describe('fuzz: auth and catalog families', () => {
  const form = fc.dictionary(
    fc.oneof(fc.constantFrom('grant_type', 'username', 'password', 'scope', 'refresh_token', 'token'), nasty),
    fc.oneof(
      fc.constantFrom(
        'password',
        'refresh_token',
        'client_credentials',
        TEST_SCOPE,
        'admin@kaffebaren.test',
        'Demo1234!',
      ),
      nasty,
    ),
    { maxKeys: 6 },
  );
  const formBody = fc.oneof(
    { weight: 4, arbitrary: form.map((f) => new URLSearchParams(f as Record<string, string>).toString()) },
    nasty,
  );
  const authHeader = fc.oneof(
    fc.constant(
      clientAuthHeader(server?.config ?? { clientId: 'backoffice', clientSecret: 'backoffice-dev-secret' }),
    ),
    nasty.map((s) => ({ Authorization: `Basic ${Buffer.from(s).toString('base64')}` })),
    nasty.map((s) => ({ Authorization: s.replace(/[^\t\x20-\x7e]/g, '') })),
  );
  const contentType = fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/json',
    'text/plain',
    '',
  );

  it(`/token and /revoke: ${RUNS} bad requests, no 5xx, quick, small`, { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/token', '/revoke'),
        formBody,
        authHeader,
        contentType,
        async (path, body, auth, type) => {
          const started = performance.now();
          const res = await server.app.request(path, {
            method: 'POST',
            headers: { ...auth, ...(type ? { 'Content-Type': type } : {}) },
            body,
          });
          // A well-formed guess of a demo password could sign in; every other answer is a refusal.
          await check(res, started, `${path} ${body.slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(
    `/userinfo and /api/catalog/product/count: ${RUNS} bad bearer tokens and headers, no 5xx`,
    { timeout: 600_000 },
    async () => {
      const token = fc.oneof(
        nasty,
        fc.base64String({ maxLength: 400 }),
        fc.constant(merchant.Authorization!.slice(7) + 'x'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/userinfo', '/api/catalog/product/count'),
          token,
          nasty,
          async (path, bearer, organization) => {
            const started = performance.now();
            const headers: Record<string, string> = {
              Authorization: `Bearer ${bearer}`.replace(/[^\t\x20-\x7e]/g, ''),
            };
            const headerValue = organization.replace(/[^\t\x20-\x7e]/g, '').slice(0, 4000);
            if (headerValue) headers.organizationId = headerValue;
            const res = await server.app.request(path, { headers });
            await check(res, started, `${path} ${bearer.slice(0, 100)}`);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});
