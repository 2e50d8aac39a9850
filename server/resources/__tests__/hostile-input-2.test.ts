/**
 * Hostile input, second round ("Hardening, second round"): each request here answered 500 or was
 * accepted before. Each now answers 4xx in the one error shape, naming the field or parameter, in en
 * and sv, and writes nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, expectOAuthError } from '../../testing/expect-api-error.ts';
import { countAllRecords, storedRow, storedRows } from '../../testing/stored.ts';
import { createTestServer, formRequest, TEST_SCOPE, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  // Behind a proxy whose X-Forwarded-For gives each test its client address (F, the pairing lock).
  server = await createTestServer({ trustProxy: true });
  admin = { ...(await server.authHeader('admin@kaffebaren.test')), 'Content-Type': 'application/json' };
});
afterAll(() => server.close());

let n = 0;
const product = (change: Record<string, unknown> = {}) => ({
  name: `Hårdnad ${++n}`,
  sku: `H${n}`,
  unitPrice: 4900,
  taxGroup: 'taxgroup-kaffebaren-restaurant',
  group: 'group-kaffebaren-kalla',
  unit: 'pcs',
  glAccount: '3002',
  ...change,
});
const postProduct = (body: unknown) =>
  server.app.request('/api/catalog/product', { method: 'POST', headers: admin, body: JSON.stringify(body) });
const list = (path: string, filter: Record<string, unknown>) =>
  server.app.request(`/${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`, { headers: admin });

describe('A. numbers beyond what a column holds: 400 on the field, never 500', () => {
  it.each([
    ['money without a max, 1e308', { unitPrice: 1e308 }, 'unitPrice', 'validation.number_too_large'],
    ['money past 2^53', { targetPrice: 2 ** 60 }, 'targetPrice', 'validation.number_too_large'],
    ['money far below zero', { targetPrice: -1e308 }, 'targetPrice', 'validation.number_too_small'],
  ])('%s', async (_label, change, field, code) => {
    const before = await countAllRecords(server.db);
    const error = await expectApiError(await postProduct(product(change)), 400, code);
    expect(error.errors[0]?.field).toBe(field);
    expect(error.errors[0]?.errorMessage.sv).toBe(
      code.endsWith('large') ? 'Talet är för stort' : 'Talet är för litet',
    );
    expect(await countAllRecords(server.db)).toBe(before);
  });

  it('the largest amount a column keeps exactly is still accepted', async () => {
    const res = await postProduct(product({ targetPrice: Number.MAX_SAFE_INTEGER }));
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it.each([
    ['1e308 on money', { unitPrice_gt: 1e308 }, 'unitPrice_gt'],
    ['-1e308 on money', { unitPrice_lt: -1e308 }, 'unitPrice_lt'],
    ['a fraction on money', { unitPrice_gt: 1.5 }, 'unitPrice_gt'],
    ['1e308 as text on money', { unitPrice_gt: '1e308' }, 'unitPrice_gt'],
  ])('a numeric list filter of %s: 400 naming the filter', async (_label, filter, key) => {
    const error = await expectApiError(
      await list('api/catalog/product', filter),
      400,
      'errors.invalid_filter',
    );
    expect(error.errors[0]?.field).toBe(key);
  });

  it('an integer filter past 2^31 on an integer column: 400 naming the filter', async () => {
    const error = await expectApiError(
      await list('api/organization/terminal', { number: 2 ** 31 }),
      400,
      'errors.invalid_filter',
    );
    expect(error.errors[0]?.field).toBe('number');
    expect((await list('api/catalog/product', { unitPrice_gt: 2 ** 40 })).status).toBe(200);
  });
});

describe('B. impossible dates: 400 naming the parameter, never 500', () => {
  const get = (path: string) => server.app.request(path, { headers: admin });
  let register = '';
  beforeAll(async () => {
    const devices = await storedRows(server.db, 'devices', { organizationId: 'org-kaffebaren' });
    register = devices.find((d) => d.data.kind === 'register')!.id;
  });

  it.each([
    ['statistics from=2024-13-01', '/api/analytics/sales?from=2024-13-01&to=2024-12-31', 'from'],
    ['statistics to=2024-02-30', '/api/analytics/sales?from=2024-02-01&to=2024-02-30', 'to'],
    ['the SIE export from=2024-13-01', '/api/report/3.0/sie?from=2024-13-01&to=2024-12-31', 'from'],
    ['the SIE export to=2024-00-10', '/api/report/3.0/sie?from=2024-01-01&to=2024-00-10', 'to'],
  ])('%s', async (_label, path, parameter) => {
    const error = await expectApiError(await get(path), 400, 'errors.period.invalid_date');
    expect(error.errors[0]?.field).toBe(parameter);
    expect(error.errors[0]?.errorMessage.sv).toContain(parameter);
    expect(error.errors[0]?.errorMessage.en).toContain(parameter);
  });

  it.each(['2024-13-01', '0001-01-01', '2024-02-30', '+02024-01-01'])(
    'the X report of day=%s: 400 on day',
    async (day) => {
      const res = await get(`/api/report/3.0/x-report?register=${register}&day=${encodeURIComponent(day)}`);
      const error = await expectApiError(res, 400, 'errors.period.invalid_date');
      expect(error.errors[0]?.field).toBe('day');
      expect(error.errors[0]?.errorMessage).toEqual({
        en: 'The parameter day is not a valid date (YYYY-MM-DD, 1970 or later)',
        sv: 'Parametern day är inte ett giltigt datum (ÅÅÅÅ-MM-DD, 1970 eller senare)',
      });
    },
  );
});

describe('C. over-long keys are refused before they reach an index', () => {
  // Random letters and digits: an index compresses a repeated letter below its limit, not these.
  const noise = (length: number) => randomBytes(length).toString('base64url').slice(0, length);
  const longest = async () =>
    (
      await server.db.query<{ n: number | null }>(
        'SELECT max(octet_length(throttle_key))::int AS n FROM login_failures',
      )
    )[0]?.n ?? 0;

  it('a /token username of 3,000 characters: the usual invalid grant, no throttle key of it', async () => {
    const res = await server.app.request(
      '/token',
      formRequest(server.config, {
        grant_type: 'password',
        username: `${noise(3000)}@kaffebaren.test`,
        password: 'Fel1234!',
        scope: TEST_SCOPE,
      }),
    );
    await expectOAuthError(res, 401, 'invalid_grant');
    expect(await longest()).toBeLessThan(400);
  });

  it('a handshake serial number of 3,000 characters: 400 on serialNumber', async () => {
    const res = await server.app.request('/api/handshakes/3.0/handshake', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ serialNumber: noise(3000), pairingCode: '123456' }),
    });
    const error = await expectApiError(res, 400, 'errors.handshake.serial_too_long');
    expect(error.errors[0]?.field).toBe('serialNumber');
    expect(error.errors[0]?.errorMessage.sv).toBe('Serienumret är för långt (högst 40 tecken)');
    expect(await longest()).toBeLessThan(400);
  });
});

describe('E. the CSV export runs no formula, whatever the spreadsheet splits on', () => {
  it("a product named Kaffe,=cmd|' /C calc'!A0 is quoted, and no piece after a comma starts a formula", async () => {
    const name = "Kaffe,=cmd|' /C calc'!A0";
    for (const [i, text] of [name, `Bulle;-2+3`, `Kaka@cmd,@x`].entries()) {
      const res = await postProduct(product({ name: text, sku: `CSV${i}` }));
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const res = await server.app.request('/api/catalog/product/export?language=sv', { headers: admin });
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain(`"Kaffe,'=cmd|' /C calc'!A0"`);
    expect(csv).toContain(`"Bulle;'-2+3"`);
    expect(csv).toContain(`"Kaka@cmd,'@x"`);
    // A spreadsheet that splits on commas, semicolons, tabs or lines, and ignores quotes, sees no formula.
    for (const piece of csv.split(/[,;\t\r\n]/))
      expect(piece.replace(/^"/, ''), JSON.stringify(piece)).not.toMatch(/^[=+\-@]/);
  });
});

describe('F. smaller items', () => {
  it('a merchant admin cannot apply to itself a template that takes away managing users; others it can', async () => {
    const self = 'user-kaffebaren-admin';
    const permissionsOf = async (id: string) => (await storedRow(server.db, 'users', id))?.data.permissions;
    const before = await permissionsOf(self);
    const apply = (template: string, users: string[]) =>
      server.app.request(`/api/access-rights/role-template/${template}/apply`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ users }),
      });
    const res = await apply('role-template-kaffebaren-kassa', [self]);
    expect(res.status, await res.clone().text()).toBe(200);
    const { results } = (await res.json()) as {
      results: { id: string; outcome: string; message?: { en: string; sv: string } }[];
    };
    expect(results).toEqual([
      {
        id: self,
        outcome: 'refused',
        message: {
          en: 'You cannot take away your own permission to manage users (Users and Log in to the back office)',
          sv: 'Du kan inte ta bort din egen behörighet att hantera användare (Användare och Logga in i backoffice)',
        },
      },
    ]);
    expect(await permissionsOf(self)).toEqual(before);

    // Through the user's own record the same.
    const user = (await (
      await server.app.request(`/api/users/3.1/user/${self}`, { headers: admin })
    ).json()) as {
      permissions: string[];
    };
    const put = await server.app.request(`/api/users/3.1/user/${self}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ ...user, permissions: user.permissions.filter((p) => p !== 'users') }),
    });
    const error = await expectApiError(put, 400, 'users.self_permissions');
    expect(error.errors[0]?.field).toBe('permissions');
    expect(await permissionsOf(self)).toEqual(before);

    // A template that keeps what managing users needs is applied to oneself as to anyone.
    const template = await server.app.request('/api/access-rights/role-template', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'Allt', permissions: before }),
    });
    expect(template.status, await template.clone().text()).toBe(201);
    const { id } = (await template.json()) as { id: string };
    expect((await (await apply(id, [self])).json()) as typeof results).toEqual({
      results: [{ id: self, outcome: 'updated' }],
    });
  });

  it('a refund of 9,999 impossible lines: a capped error list, a small body', async () => {
    const query = new URLSearchParams({
      filter: JSON.stringify({ channel: 'register', paymentStatus: 'paid' }),
      range: '[0,0]',
    });
    const [order] = (await (await server.app.request(`/api/orders?${query}`, { headers: admin })).json()) as {
      id: string;
      version: number;
    }[];
    const lines = Array.from({ length: 9_999 }, (_, i) => ({ line: 1000 + i, quantity: 1 }));
    const res = await server.app.request(`/api/orders/${order!.id}/refund`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ version: order!.version, lines }),
    });
    const text = await res.clone().text();
    const error = await expectApiError(res, 400, 'validation.refund.quantity');
    expect(error.errors).toHaveLength(11);
    expect(error.errors[10]).toMatchObject({
      errorCode: 'errors.more_problems',
      errorMessage: { en: '9989 more problems', sv: '9989 problem till' },
    });
    expect(text.length).toBeLessThan(4096);
  });

  it('wrong pairing codes lock a terminal for that client address only (five per terminal, 30 per address)', async () => {
    const create = async (serialNumber: string) => {
      const res = await server.app.request('/api/organization/terminal', {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          store: 'store-kaffebaren-soder',
          kind: 'terminal',
          model: 'verifone-v400m',
          serialNumber,
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { serialNumber: string; pairingCode: string };
    };
    const handshake = (from: string, serialNumber: string, pairingCode: string) =>
      server.app.request('/api/handshakes/3.0/handshake', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
        body: JSON.stringify({ serialNumber, pairingCode }),
      });
    const terminal = await create('HARD-LOCK-1');
    const wrong = terminal.pairingCode === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1)
      await expectApiError(
        await handshake('203.0.113.9', terminal.serialNumber, wrong),
        404,
        'errors.handshake.unknown',
      );
    await expectApiError(
      await handshake('203.0.113.9', terminal.serialNumber, terminal.pairingCode),
      429,
      'errors.handshake.locked',
    );
    // The terminal itself, at the shop's address, pairs with its code all the same.
    const paired = await handshake('198.51.100.7', terminal.serialNumber, terminal.pairingCode);
    expect(paired.status, await paired.clone().text()).toBe(200);

    // One address guessing across serial numbers is stopped too.
    const next = await create('HARD-LOCK-2');
    for (let i = 0; i < 30; i += 1) await handshake('192.0.2.44', `NO-SUCH-${i}`, '000000');
    await expectApiError(
      await handshake('192.0.2.44', next.serialNumber, next.pairingCode),
      429,
      'errors.handshake.locked',
    );
    expect((await handshake('198.51.100.7', next.serialNumber, next.pairingCode)).status).toBe(200);
  });

  it.each([
    ['a zero-width space', 'Kaffe\u200Bbaren'],
    ['a zero-width non-joiner', 'Kaffe\u200Cbaren'],
    ['a zero-width joiner', 'Kaffe\u200Dbaren'],
    ['a word joiner', 'Kaffe\u2060baren'],
    ['a byte order mark', '\uFEFFKaffebaren'],
  ])('%s in a name: 400 on name, saying what is wrong', async (_label, name) => {
    const before = await countAllRecords(server.db);
    const error = await expectApiError(
      await postProduct(product({ name })),
      400,
      'validation.text.invisible',
    );
    expect(error.errors[0]?.field).toBe('name');
    expect(error.errors[0]?.errorMessage).toEqual({
      en: 'Contains invisible characters (zero-width space, joiner or byte order mark): remove them',
      sv: 'Innehåller osynliga tecken (nollbreddstecken eller BOM): ta bort dem',
    });
    expect(await countAllRecords(server.db)).toBe(before);
  });
});
