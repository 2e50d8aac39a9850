/**
 * The register's sign-in (SPEC 6): a seller or store manager with the 6-digit login code the user's
 * form sets, stored hashed; a wrong code, a backstage user and another organization's register refused;
 * wrong codes counted as the login's wrong passwords are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, expectOAuthError } from '../testing/expect-api-error.ts';
import { clientAuthHeader, createTestServer, TEST_SCOPE, type TestServer } from '../testing/test-server.ts';

const SIGN_IN = '/api/backstage/3.0/register/sign-in';
const USERS = '/api/users/3.1/user';
let server: TestServer;
let gotgatan: string;
let soder: string;
let bokhandeln: string;

async function registerOf(organizationId: string, store: string): Promise<string> {
  const [row] = await server.db.query<{ serial_number: string }>(
    "SELECT serial_number FROM devices WHERE kind = 'register' AND organization_id = $1 AND store = $2 ORDER BY number LIMIT 1",
    [organizationId, store],
  );
  return row!.serial_number;
}

/** The merchant admin gives the user a login code through the user's form (PUT of the user record). */
async function setLoginCode(id: string, loginCode: string) {
  const headers = {
    ...(await server.authHeader('admin@kaffebaren.test')),
    'Content-Type': 'application/json',
  };
  const record = (await (await server.app.request(`${USERS}/${id}`, { headers })).json()) as object;
  const res = await server.app.request(`${USERS}/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...record, loginCode }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

beforeAll(async () => {
  server = await createTestServer();
  gotgatan = await registerOf('org-kaffebaren', 'store-kaffebaren-gotgatan');
  soder = await registerOf('org-kaffebaren', 'store-kaffebaren-soder');
  bokhandeln = await registerOf('org-bokhandeln', 'store-bokhandeln-nordstan');
  await setLoginCode('user-kaffebaren-seller01', '246810');
  await setLoginCode('user-kaffebaren-manager01', '135791');
});
afterAll(() => server.close());

const signIn = (body: Record<string, unknown>) =>
  server.app.request(SIGN_IN, {
    method: 'POST',
    headers: { ...clientAuthHeader(server.config), 'Content-Type': 'application/json' },
    body: JSON.stringify({ scope: TEST_SCOPE, ...body }),
  });

describe('the register sign-in', () => {
  it('stores the login code hashed, never as typed', async () => {
    const [row] = await server.db.query<{ login_code: string }>(
      'SELECT login_code FROM users WHERE id = $1',
      ['user-kaffebaren-seller01'],
    );
    expect(row?.login_code).toMatch(/^scrypt\$/);
    expect(row?.login_code).not.toContain('246810');
  });

  it('signs a seller in at a register of its store with its code, and the token is the seller’s', async () => {
    const res = await signIn({ serialNumber: gotgatan, username: 'Seller01 ', code: '246810' });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as {
      access_token: string;
      refresh_token: string;
      register: { store: string };
    };
    expect(body.refresh_token).toBeTruthy();
    expect(body.register.store).toBe('store-kaffebaren-gotgatan');
    const info = await server.app.request('/userinfo', {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    expect(((await info.json()) as { groups: string[] }).groups).toEqual(['Seller']);
  });

  it('refuses a wrong code, and a code that is not 6 digits naming the field', async () => {
    await expectOAuthError(
      await signIn({ serialNumber: gotgatan, username: 'seller01', code: '246811' }),
      401,
      'invalid_grant',
    );
    const body = await expectApiError(
      await signIn({ serialNumber: gotgatan, username: 'seller01', code: '24681' }),
      400,
      'validation.user.login_code',
    );
    expect(body.errors[0]?.field).toBe('code');
  });

  it('refuses the backstage user, whatever it sends', async () => {
    const body = await expectApiError(
      await signIn({ serialNumber: gotgatan, username: 'admin@kaffebaren.test', code: '246810' }),
      403,
      'errors.register.backstage',
    );
    expect(body.errors[0]?.errorMessage.sv).toMatch(/Backstage-användaren/);
  });

  it('refuses another organization’s register, and a register of a store the user does not work in', async () => {
    await expectApiError(
      await signIn({ serialNumber: bokhandeln, username: 'seller01', code: '246810' }),
      403,
      'errors.register.other_organization',
    );
    await expectApiError(
      await signIn({ serialNumber: soder, username: 'seller01', code: '246810' }),
      403,
      'errors.register.other_store',
    );
    await expectApiError(
      await signIn({ serialNumber: 'NO-SUCH-REGISTER', username: 'seller01', code: '246810' }),
      404,
      'errors.register.unknown',
    );
  });

  it('locks the username after the login’s number of wrong codes, even for the right one', async () => {
    for (let i = 0; i < server.config.maxFailedLogins; i++)
      expect((await signIn({ serialNumber: soder, username: 'manager01', code: '000000' })).status).toBe(401);
    await expectOAuthError(
      await signIn({ serialNumber: soder, username: 'manager01', code: '135791' }),
      429,
      'temporarily_locked',
    );
  });
});
