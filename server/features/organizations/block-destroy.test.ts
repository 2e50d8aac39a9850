/**
 * A super admin blocks, unblocks and deletes organizations (issue 17): a blocked organization's members
 * can neither sign in nor use a token they hold; only the Block and Unblock steps move the status into
 * or out of "blocked"; deleting asks for the name, refuses an organization with sales records, and
 * leaves nothing of the organization behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../../../src/domain/validators/organization-number.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import {
  clientAuthHeader,
  createTestServer,
  TEST_SCOPE,
  type TestServer,
} from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const SUPER = 'super@demo.test';
const json = { 'Content-Type': 'application/json' };
const send = async (username: string, method: string, path: string, body?: unknown, extra = {}) =>
  server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), ...json, ...extra },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const organization = async (id: string) =>
  (await (await send(SUPER, 'GET', `/api/organization/${id}`)).json()) as {
    status: string;
    version: number;
    name: string;
  };
const signIn = (username: string, password = 'Demo1234!') =>
  server.app.request('/token', {
    method: 'POST',
    headers: {
      ...clientAuthHeader(server.config),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password, scope: TEST_SCOPE }),
  });

describe('blocking an organization', () => {
  it('stops its members at sign-in and on every request, until it is unblocked', async () => {
    const before = await organization('org-bokhandeln');
    const held = await server.authHeader('admin@bokhandeln.test');
    const blocked = await send(SUPER, 'POST', '/api/organization/org-bokhandeln/actions/block', {
      version: before.version,
    });
    expect(blocked.status).toBe(200);
    expect(((await blocked.json()) as { status: string }).status).toBe('blocked');

    const refused = await signIn('admin@bokhandeln.test');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error_description: 'Your organization is blocked. Contact support',
      errors: [{ errorMessage: { sv: 'Din organisation är spärrad. Kontakta supporten' } }],
    });
    // Only the right password learns it: a wrong one is told what any wrong password is.
    const guessed = await signIn('admin@bokhandeln.test', 'Wrong-password-1');
    expect(guessed.status).toBe(401);
    expect(await guessed.json()).toMatchObject({ error_description: 'Invalid Username or Password' });
    const request = await server.app.request('/api/store', { headers: held });
    expect(request.status).toBe(401);
    expect(await request.json()).toMatchObject({ errors: [{ errorCode: 'organization_blocked' }] });
    // Other organizations are untouched.
    expect((await signIn('admin@kaffebaren.test')).status).toBe(200);

    const lifted = await send(SUPER, 'POST', '/api/organization/3.0/block', {
      organizationId: 'org-bokhandeln',
      blocked: false,
    });
    expect(lifted.status).toBe(200);
    expect((await organization('org-bokhandeln')).status).toBe('active');
    expect((await signIn('admin@bokhandeln.test')).status).toBe(200);
    expect((await server.app.request('/api/store', { headers: held })).status).toBe(200);
  });

  it('is a super admin step: others are refused, and an edit cannot set or lift it', async () => {
    const { version } = await organization('org-nystart');
    expect(
      (await send('support@demo.test', 'POST', '/api/organization/org-nystart/actions/block', { version }))
        .status,
    ).toBe(403);
    expect(
      (
        await send('support@demo.test', 'POST', '/api/organization/3.0/block', {
          organizationId: 'org-nystart',
          blocked: true,
        })
      ).status,
    ).toBe(403);
    const current = (await (await send(SUPER, 'GET', '/api/organization/org-nystart')).json()) as Record<
      string,
      unknown
    >;
    const edit = await send(SUPER, 'PUT', '/api/organization/org-nystart', { ...current, status: 'blocked' });
    const body = await expectApiError(edit, 400, 'organizations.block_by_action');
    expect(body.errors[0]).toMatchObject({ field: 'status' });
    expect((await organization('org-nystart')).status).not.toBe('blocked');
  });
});

let serial = 0;
const orgNumber = () => {
  const nine = `5598${String(100000 + ++serial).slice(1)}`;
  return `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`;
};

async function testOrganization(name: string): Promise<string> {
  const created = await send(SUPER, 'POST', '/api/organization', {
    name,
    organizationNumber: orgNumber(),
    partnerId: 'partner-nordic',
    status: 'onboarding',
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const inside = { organizationId: id };
  const warehouse = await send(SUPER, 'POST', '/api/warehouse', { name: 'Lager' }, inside);
  expect(warehouse.status, await warehouse.clone().text()).toBe(201);
  const store = await send(
    SUPER,
    'POST',
    '/api/store',
    {
      name: 'Testbutiken',
      timeZone: 'Europe/Stockholm',
      currency: 'SEK',
      supportedLanguages: ['sv'],
      defaultLanguage: 'sv',
      warehouseId: ((await warehouse.json()) as { id: string }).id,
    },
    inside,
  );
  expect(store.status, await store.clone().text()).toBe(201);
  const user = await send(
    SUPER,
    'POST',
    '/api/users/3.1/user',
    {
      firstName: 'Test',
      lastName: 'Testsson',
      username: `admin@${id}.test`,
      email: `admin@${id}.test`,
      password: 'Demo1234!',
      groups: ['MerchantAdmin'],
      status: 'active',
      stores: [((await store.json()) as { id: string }).id],
      permissions: ['login-backstage'],
    },
    inside,
  );
  expect(user.status, await user.clone().text()).toBe(201);
  return id;
}

const countsOf = async (organizationId: string) => {
  const tables = ['stores', 'warehouses', 'users', 'tax_groups', 'record_history', 'record_counts'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await server.db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM ${table} WHERE organization_id = $1`,
      [organizationId],
    );
    counts[table] = Number(row?.n);
  }
  return counts;
};

describe('deleting an organization', () => {
  it('asks for its name, then removes everything it holds and its members can no longer sign in', async () => {
    const id = await testOrganization('Raderas AB');
    expect(Object.values(await countsOf(id)).every((n) => n > 0)).toBe(true);
    expect((await signIn(`admin@${id}.test`)).status).toBe(200);

    const wrong = await send(SUPER, 'POST', `/api/organization/${id}/destroy`, { name: 'raderas ab' });
    const body = await expectApiError(wrong, 400, 'organizations.destroy_name');
    expect(body.errors[0]).toMatchObject({
      field: 'name',
      errorMessage: { sv: 'Skriv organisationens namn exakt som det står' },
    });
    expect((await countsOf(id)).stores).toBe(1);
    expect(
      (await send('support@demo.test', 'POST', `/api/organization/${id}/destroy`, { name: 'Raderas AB' }))
        .status,
    ).toBe(403);

    const destroyed = await send(SUPER, 'POST', `/api/organization/${id}/destroy`, { name: 'Raderas AB' });
    expect(destroyed.status).toBe(204);
    expect(await countsOf(id)).toEqual({
      stores: 0,
      warehouses: 0,
      users: 0,
      tax_groups: 0,
      record_history: 0,
      record_counts: 0,
    });
    expect((await send(SUPER, 'GET', `/api/organization/${id}`)).status).toBe(404);
    expect((await signIn(`admin@${id}.test`)).status).toBe(401);
    // The organization's own history stays, ending with who deleted it.
    const history = await server.db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM record_history WHERE resource = 'organizations' AND record_id = $1 ORDER BY id",
      [id],
    );
    expect(history.at(-1)).toEqual({ action: 'delete', actor: SUPER });
  });

  it('refuses an organization with sales records, which the Accounting Act keeps', async () => {
    const refused = await send(SUPER, 'POST', '/api/organization/org-kaffebaren/destroy', {
      name: 'Kaffebaren AB',
    });
    const body = await expectApiError(refused, 409, 'organizations.destroy_has_sales');
    expect(body.errors[0]?.errorMessage.en).toMatch(/sales records .* block the organization instead/);
    expect((await organization('org-kaffebaren')).name).toBe('Kaffebaren AB');
  });
});

describe('the organization API’s countries and languages (SPEC 7)', () => {
  it('lists them with names in both languages for a signed-in user, and not for a guest', async () => {
    const countries = await send('admin@kaffebaren.test', 'GET', '/api/organization/countries');
    expect(countries.status).toBe(200);
    expect(await countries.json()).toContainEqual({ id: 'SE', name: { en: 'Sweden', sv: 'Sverige' } });
    const ok = await send(SUPER, 'GET', '/api/organization/languages');
    expect(await ok.json()).toContainEqual({ id: 'sv', name: { en: 'Swedish', sv: 'Svenska' } });
    expect((await server.app.request('/api/organization/countries')).status).toBe(401);
  });
});
