/**
 * The users storage through the API: merchant users in settings and the internal lists. Passwords
 * never leave the server, a created user signs in with its password, a changed password replaces the
 * old one, a deactivated user is refused, uniqueness answers 400 on the field, organizations are
 * isolated, each internal list keeps to its group, and who may manage whom is enforced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, expectOAuthError } from '../../testing/expect-api-error.ts';
import { storedRow, storedRows } from '../../testing/stored.ts';
import { createTestServer, formRequest, TEST_SCOPE, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
const json = { 'Content-Type': 'application/json' };
const USERS = '/api/users/3.1/user';

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Json = Record<string, unknown>;

async function call(
  username: string,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
) {
  const headers = { ...(await server.authHeader(username)), ...json, ...extra };
  return server.app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const kaffebaren = (method: string, path: string, body?: unknown) =>
  call('admin@kaffebaren.test', method, path, body);
const tokenFor = (username: string, password: string) =>
  server.app.request(
    '/token',
    formRequest(server.config, { grant_type: 'password', username, password, scope: TEST_SCOPE }),
  );

const newUser = (suffix: string, over: Json = {}): Json => ({
  firstName: 'Greta',
  lastName: 'Lovisa',
  username: `greta${suffix}`,
  email: `greta.${suffix}@kaffebaren.test`,
  password: 'Kaffe2025!',
  groups: ['Seller'],
  status: 'active',
  stores: ['store-kaffebaren-gotgatan'],
  permissions: ['login-register'],
  ...over,
});

/** A response body as text, checked to hold no secret (ids and times aside: a random id may hold "0042"). */
async function secretFree(res: Response, ...secrets: string[]) {
  const text = await res.clone().text();
  const values = text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>');
  for (const secret of secrets) expect(values).not.toContain(secret);
  expect(text).not.toMatch(/scrypt\$/);
  expect(text).not.toMatch(/"(password|pin|cashierCode|loginCode)":\s*"[^*]/);
  return JSON.parse(text) as unknown;
}

describe('merchant users: passwords and codes are write-only', () => {
  it('creates a user whose password, PIN and codes never come back, and who can sign in', async () => {
    const secrets = ['Kaffe2025!', '4711', '0042', '123987'];
    const res = await kaffebaren(
      'POST',
      USERS,
      newUser('secret1', { pin: '4711', cashierCode: '0042', loginCode: '123987' }),
    );
    expect(res.status).toBe(201);
    const created = (await secretFree(res, ...secrets)) as Json;
    expect(created).toMatchObject({
      username: 'gretasecret1',
      organizationId: 'org-kaffebaren',
      groups: ['Seller'],
    });
    expect(created).not.toHaveProperty('password');
    expect(created).not.toHaveProperty('pin');

    const id = String(created.id);
    await secretFree(await kaffebaren('GET', `${USERS}/${id}`), ...secrets);
    await secretFree(await kaffebaren('GET', `${USERS}?range=[0,99]`), ...secrets);
    const history = (await secretFree(await kaffebaren('GET', `${USERS}/${id}/history`), ...secrets)) as {
      changes: Json;
    }[];
    expect(history[0]?.changes).not.toHaveProperty('password');
    expect(history[0]?.changes.pin).toEqual({ from: null, to: '***' });
    await secretFree(
      await call('super@demo.test', 'GET', `/api/users/user/full-list?range=[0,99]`),
      ...secrets,
    );

    const stored = await storedRow(server.db, 'users', id);
    expect(stored?.data).toMatchObject({ username: 'gretasecret1' });
    expect(stored?.data).not.toHaveProperty('password');
    expect(JSON.stringify(stored?.data)).not.toContain('4711');
    const [credential] = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM credentials WHERE user_id = $1',
      [id],
    );
    expect(credential?.password_hash).toMatch(/^scrypt\$/);

    const token = await tokenFor('GRETASECRET1 ', 'Kaffe2025!');
    expect(token.status).toBe(200);
    expect(((await token.json()) as { access_token?: string }).access_token).toBeTruthy();
  });

  it('a changed password works and the old one does not; a blank one keeps it; history says it changed', async () => {
    const created = (await (await kaffebaren('POST', USERS, newUser('pw1'))).json()) as Json;
    const id = String(created.id);
    const blank = await kaffebaren('PUT', `${USERS}/${id}`, {
      ...created,
      password: '',
      lastName: 'Lovisson',
    });
    expect(blank.status).toBe(200);
    const kept = (await blank.json()) as Json;
    expect((await tokenFor('gretapw1', 'Kaffe2025!')).status).toBe(200);

    const changed = await kaffebaren('PUT', `${USERS}/${id}`, { ...kept, password: 'Nytt lösen 9' });
    expect(changed.status).toBe(200);
    await secretFree(changed, 'Nytt lösen 9');
    await expectOAuthError(await tokenFor('gretapw1', 'Kaffe2025!'), 401, 'invalid_grant');
    expect((await tokenFor('gretapw1', 'Nytt lösen 9')).status).toBe(200);

    const history = (await secretFree(
      await kaffebaren('GET', `${USERS}/${id}/history`),
      'Nytt lösen 9',
      'Kaffe2025!',
    )) as { changes: Json }[];
    expect(history[0]?.changes).toEqual({ password: { from: '***', to: '***' } });
    expect(history[1]?.changes).toEqual({ lastName: { from: 'Lovisa', to: 'Lovisson' } });
  });

  it('a deactivated user cannot get a token, and can again once activated', async () => {
    const created = (await (await kaffebaren('POST', USERS, newUser('inactive1'))).json()) as Json;
    const refresh = (
      (await (await tokenFor('gretainactive1', 'Kaffe2025!')).json()) as { refresh_token: string }
    ).refresh_token;
    const off = await kaffebaren('PUT', `${USERS}/${String(created.id)}`, { ...created, status: 'inactive' });
    expect(off.status).toBe(200);
    const refused = await tokenFor('gretainactive1', 'Kaffe2025!');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error_description: string }).error_description).toBe(
      'This user account is deactivated',
    );
    const refreshed = await server.app.request(
      '/token',
      formRequest(server.config, { grant_type: 'refresh_token', refresh_token: refresh }),
    );
    expect(refreshed.status).toBe(400);
    const on = await kaffebaren('PUT', `${USERS}/${String(created.id)}`, {
      ...((await off.json()) as Json),
      status: 'active',
    });
    expect(on.status).toBe(200);
    expect((await tokenFor('gretainactive1', 'Kaffe2025!')).status).toBe(200);
  });

  it('an admin cannot deactivate or delete itself', async () => {
    const me = (await (await kaffebaren('GET', `${USERS}/user-kaffebaren-admin`)).json()) as Json;
    const body = await expectApiError(
      await kaffebaren('PUT', `${USERS}/user-kaffebaren-admin`, {
        ...me,
        status: 'inactive',
        stores: ['store-kaffebaren-gotgatan'],
      }),
      400,
      'users.self_deactivate',
    );
    expect(body.errors[0]?.field).toBe('status');
    await expectApiError(
      await kaffebaren('DELETE', `${USERS}/user-kaffebaren-admin`),
      400,
      'users.self_delete',
    );
  });

  it('deleting a user removes its credentials', async () => {
    const created = (await (await kaffebaren('POST', USERS, newUser('gone1'))).json()) as Json;
    expect((await kaffebaren('DELETE', `${USERS}/${String(created.id)}`)).status).toBe(200);
    expect(await server.db.query('SELECT 1 FROM credentials WHERE user_id = $1', [created.id])).toHaveLength(
      0,
    );
    await expectOAuthError(await tokenFor('gretagone1', 'Kaffe2025!'), 401, 'invalid_grant');
  });
});

describe('uniqueness', () => {
  it('answers 400 on the username, whatever its case, across organizations', async () => {
    expect((await kaffebaren('POST', USERS, newUser('unique1'))).status).toBe(201);
    const body = await expectApiError(
      await kaffebaren('POST', USERS, newUser('x', { username: 'GretaUnique1' })),
      400,
      'validation.unique',
    );
    expect(body.errors.map((e) => e.field)).toEqual(['username']);
    const other = await call(
      'admin@bokhandeln.test',
      'POST',
      USERS,
      newUser('x', { username: 'gretaunique1', stores: ['store-bokhandeln-kungsgatan'] }),
    );
    expect((await expectApiError(other, 400, 'validation.unique')).errors[0]?.field).toBe('username');
    // Internal users' usernames are in the same space.
    const taken = await kaffebaren(
      'POST',
      USERS,
      newUser('x', { username: 'SUPER@demo.test', groups: ['MerchantAdmin'] }),
    );
    expect((await expectApiError(taken, 400, 'validation.unique')).errors[0]?.field).toBe('username');
  });

  it('answers 400 on the email, whatever its case', async () => {
    const body = await expectApiError(
      await kaffebaren('POST', USERS, newUser('email2', { email: 'GRETA.unique1@Kaffebaren.test' })),
      400,
      'validation.unique',
    );
    expect(body.errors.map((e) => e.field)).toEqual(['email']);
  });

  it('the database refuses a duplicate username written past the check', async () => {
    await expect(
      server.db.query(
        `INSERT INTO users (id, organization_id, username, email, first_name, last_name, groups, permissions, stores, status)
         VALUES ('dup-1', 'org-kaffebaren', 'GRETAUNIQUE1', 'dup-1@kaffebaren.test', 'Dup', 'Licat', ARRAY['Seller'], ARRAY['login-register'], ARRAY[]::text[], 'active')`,
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: expect.stringMatching(/^ix_users_username_uq_/) });
  });
});

describe('isolation', () => {
  const snapshot = () => storedRows(server.db, 'users', { organizationId: 'org-kaffebaren' });

  describe.each([
    ['without a header', {}],
    ['with a forged organizationId header', { organizationId: 'org-kaffebaren' }],
  ])('a Bokhandeln admin %s', (label, extra) => {
    const tag = label.length;
    const bok = (method: string, path: string, body?: unknown) =>
      call('admin@bokhandeln.test', method, path, body, extra);

    it("cannot list, read, update or delete Kaffebaren's users, nor create one there", async () => {
      const before = await snapshot();
      const rows = (await (await bok('GET', `${USERS}?range=[0,99]`)).json()) as Json[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.organizationId === 'org-bokhandeln')).toBe(true);
      const filtered = (await (
        await bok(
          'GET',
          `${USERS}?filter=${encodeURIComponent(JSON.stringify({ id: ['user-kaffebaren-seller01'] }))}`,
        )
      ).json()) as Json[];
      expect(filtered).toEqual([]);
      await expectApiError(await bok('GET', `${USERS}/user-kaffebaren-seller01`), 404, 'not_found');
      await expectApiError(await bok('GET', `${USERS}/user-kaffebaren-seller01/history`), 404, 'not_found');
      await expectApiError(
        await bok('PUT', `${USERS}/user-kaffebaren-seller01`, { version: 1, status: 'inactive' }),
        404,
        'not_found',
      );
      await expectApiError(await bok('DELETE', `${USERS}/user-kaffebaren-seller01`), 404, 'not_found');
      // A store of Kaffebaren is not a store it can give, and the user lands in its own organization.
      await expectApiError(
        await bok('POST', USERS, newUser(`intruder1x${tag}`)),
        400,
        'validation.reference_missing',
      );
      const created = await bok('POST', USERS, {
        ...newUser(`intruder2x${tag}`, { stores: ['store-bokhandeln-kungsgatan'] }),
        organizationId: 'org-kaffebaren',
      });
      expect(created.status).toBe(201);
      expect(((await created.json()) as Json).organizationId).toBe('org-bokhandeln');
      expect(await snapshot()).toEqual(before);
    });
  });

  it('a merchant admin cannot give an internal role, nor manage internal users', async () => {
    await expectApiError(
      await kaffebaren(
        'POST',
        USERS,
        newUser('x', { username: 'x@kaffebaren.test', groups: ['SuperAdmin'] }),
      ),
      400,
      'validation.enum',
    );
    await expectApiError(await kaffebaren('GET', '/api/users/user/full-list'), 403, 'forbidden');
    await expectApiError(
      await kaffebaren('POST', '/api/users/3.1/superadmins', {
        firstName: 'Ex',
        lastName: 'Ex',
        username: 'ex@kaffebaren.test',
        email: 'ex@kaffebaren.test',
        password: 'Kaffe2025!',
      }),
      403,
      'forbidden',
    );
  });
});

describe('internal lists', () => {
  const usernames = async (username: string, path: string) =>
    (
      (await (await call(username, 'GET', `${path}?range=[0,99]&sort=["username","ASC"]`)).json()) as {
        username: string;
        groups: string[];
      }[]
    ).map((u) => u.username);

  it('each list shows only its group; all users shows everyone', async () => {
    expect(await usernames('super@demo.test', '/api/users/3.1/superadmins')).toEqual(['super@demo.test']);
    expect(await usernames('super@demo.test', '/api/users/3.1/supportadmins')).toEqual(['support@demo.test']);
    expect(await usernames('super@demo.test', '/api/users/3.1/partneradmins')).toEqual([
      'partner@demo.test',
      'partner@kassagruppen.test',
    ]);
    expect(await usernames('support@demo.test', '/api/users/3.1/salesadmins')).toEqual(['sales@demo.test']);
    const all = await usernames('super@demo.test', '/api/users/user/full-list');
    expect(all).toEqual(
      expect.arrayContaining(['super@demo.test', 'sales@demo.test', 'seller01', 'admin@bokhandeln.test']),
    );
    // A record of another group is not found through a list it is not in.
    await expectApiError(
      await call('super@demo.test', 'GET', '/api/users/3.1/superadmins/user-support'),
      404,
      'not_found',
    );
    await expectApiError(
      await call('super@demo.test', 'DELETE', '/api/users/3.1/salesadmins/user-support'),
      404,
      'not_found',
    );
  });

  it("a partner admin sees only its partner's organizations' users", async () => {
    const seen = await usernames('partner@demo.test', '/api/users/user/full-list');
    expect(seen).toEqual(expect.arrayContaining(['admin@kaffebaren.test', 'admin@nystart.test', 'seller01']));
    expect(seen).not.toContain('admin@bokhandeln.test');
    expect(seen).not.toContain('super@demo.test');
    await expectApiError(
      await call('partner@demo.test', 'GET', '/api/users/user/full-list/user-bokhandeln-admin'),
      404,
      'not_found',
    );
    await expectApiError(
      await call('partner@demo.test', 'GET', '/api/users/user/full-list/user-super'),
      404,
      'not_found',
    );
    await expectApiError(
      await call('partner@demo.test', 'GET', '/api/users/3.1/partneradmins'),
      403,
      'forbidden',
    );
  });

  it('a support admin creates a sales admin who can sign in, but cannot touch super or support admins', async () => {
    const created = await call('support@demo.test', 'POST', '/api/users/3.1/salesadmins', {
      firstName: 'Sune',
      lastName: 'Säljsson',
      username: 'sune@demo.test',
      email: 'sune@demo.test',
      password: 'Sälj 2025 ok',
    });
    expect(created.status).toBe(201);
    const body = (await secretFree(created, 'Sälj 2025 ok')) as Json;
    expect(body).toMatchObject({ groups: ['SalesAdmin'], status: 'active', organizationId: null });
    expect((await tokenFor('sune@demo.test', 'Sälj 2025 ok')).status).toBe(200);

    await expectApiError(
      await call('support@demo.test', 'GET', '/api/users/3.1/superadmins'),
      403,
      'forbidden',
    );
    const superUser = (await (
      await call('support@demo.test', 'GET', '/api/users/user/full-list/user-super')
    ).json()) as Json;
    await expectApiError(
      await call('support@demo.test', 'PUT', '/api/users/user/full-list/user-super', {
        ...superUser,
        status: 'inactive',
      }),
      403,
      'forbidden',
    );
    await expectApiError(
      await call('support@demo.test', 'DELETE', '/api/users/user/full-list/user-super'),
      403,
      'forbidden',
    );
    // The group of a list is not the client's to choose.
    const forged = await call('support@demo.test', 'POST', '/api/users/3.1/salesadmins', {
      firstName: 'Ex',
      lastName: 'Ex',
      username: 'ex@demo.test',
      email: 'ex@demo.test',
      password: 'Sälj 2025 ok',
      groups: ['SuperAdmin'],
    });
    expect(forged.status).toBe(201);
    expect(((await forged.json()) as Json).groups).toEqual(['SalesAdmin']);
  });

  it("an internal user's username must be an email", async () => {
    const res = await call('super@demo.test', 'POST', '/api/users/3.1/superadmins', {
      firstName: 'Ex',
      lastName: 'Ex',
      username: 'exexex',
      email: 'ex@demo.test',
      password: 'Kaffe2025!',
    });
    expect((await expectApiError(res, 400, 'validation.user.admin_username')).errors[0]?.field).toBe(
      'username',
    );
  });

  it('an edit through one list keeps the fields only another list shows', async () => {
    const seller = (await (
      await call('super@demo.test', 'GET', '/api/users/user/full-list/user-kaffebaren-manager01')
    ).json()) as Json;
    expect(seller).not.toHaveProperty('stores');
    const before = await storedRow(server.db, 'users', 'user-kaffebaren-manager01');
    const res = await call('super@demo.test', 'PUT', '/api/users/user/full-list/user-kaffebaren-manager01', {
      ...seller,
      lastName: 'Karimi-Ek',
    });
    expect(res.status).toBe(200);
    const after = await storedRow(server.db, 'users', 'user-kaffebaren-manager01');
    expect(after?.data).toEqual({ ...before?.data, lastName: 'Karimi-Ek' });
  });
});

describe('who may touch an Owner (issue 12, item 12; docs/decisions.md)', () => {
  const OWNER = `${USERS}/user-kaffebaren-owner`;
  const owner = async (username = 'owner@kaffebaren.test') =>
    (await (await call(username, 'GET', OWNER)).json()) as Json;
  const storedHash = async () =>
    (
      await server.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM credentials WHERE user_id = 'user-kaffebaren-owner'",
      )
    )[0]?.password_hash;

  it("a merchant admin can neither re-password, deactivate nor delete its organization's Owner", async () => {
    const hash = await storedHash();
    const record = await owner('admin@kaffebaren.test');
    await expectApiError(
      await kaffebaren('PUT', OWNER, { ...record, password: 'Kapad 2025!' }),
      403,
      'forbidden',
    );
    await expectApiError(await kaffebaren('PUT', OWNER, { ...record, status: 'inactive' }), 403, 'forbidden');
    await expectApiError(await kaffebaren('DELETE', OWNER), 403, 'forbidden');
    expect(await storedHash()).toBe(hash);
    expect(await owner()).toMatchObject({ status: 'active', version: record.version });
  });

  it('nor make anyone an Owner', async () => {
    const res = await kaffebaren(
      'POST',
      USERS,
      newUser('owner1', {
        username: 'owner1@kaffebaren.test',
        email: 'owner1@kaffebaren.test',
        groups: ['Owner'],
        permissions: ['login-backstage'],
      }),
    );
    expect((await expectApiError(res, 400, 'users.group_not_allowed')).errors[0]?.field).toBe('groups');
  });

  it('the Owner itself and an internal admin working in the organization may', async () => {
    const record = await owner();
    const own = await call('owner@kaffebaren.test', 'PUT', OWNER, { ...record, lastName: 'Nyström-Ek' });
    expect(own.status, await own.clone().text()).toBe(200);
    const bySuper = await call(
      'super@demo.test',
      'PUT',
      OWNER,
      { ...((await own.json()) as Json), lastName: 'Nyström' },
      { organizationId: 'org-kaffebaren' },
    );
    expect(bySuper.status, await bySuper.clone().text()).toBe(200);
  });
});
