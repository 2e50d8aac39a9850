import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users.ts';
import { expectOAuthError } from '../testing/expect-api-error.ts';
import {
  clientAuthHeader,
  createTestServer,
  formRequest,
  TEST_SCOPE,
  type TestServer,
} from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const token = (fields: Record<string, string>) =>
  server.app.request('/token', formRequest(server.config, fields));
const passwordFields = (overrides: Record<string, string> = {}) => ({
  grant_type: 'password',
  username: 'admin@kaffebaren.test',
  password: DEMO_PASSWORD,
  scope: TEST_SCOPE,
  ...overrides,
});

describe('POST /token, grant_type=password', () => {
  it('answers tokens for every demo user', async () => {
    for (const user of DEMO_USERS) {
      const res = await token(passwordFields({ username: user.username }));
      expect(res.status, user.username).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: server.config.accessTokenTtlSeconds });
      expect(typeof body.refresh_token).toBe('string');
      const claims = decodeJwt(String(body.access_token));
      expect(claims).toMatchObject({
        sub: user.id,
        username: user.username,
        groups: [user.group],
        iss: server.config.issuer,
      });
      expect(claims.organization).toBe(user.organizationId ?? undefined);
      expect(claims.partnerId).toBe(user.partnerId ?? undefined);
      expect(claims.scope).toBe(TEST_SCOPE);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(server.config.accessTokenTtlSeconds);
      const idClaims = decodeJwt(String(body.id_token));
      expect(idClaims).toMatchObject({ sub: user.id, aud: server.config.clientId, email: user.email });
      expect(decodeProtectedHeader(String(body.access_token)).alg).toBe('HS256');
    }
  });

  it('trims and lower-cases the username', async () => {
    const res = await token(passwordFields({ username: '  Admin@KAFFEBAREN.test ' }));
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with 401 invalid_grant', async () => {
    const body = await expectOAuthError(
      await token(passwordFields({ password: 'Demo1234?' })),
      401,
      'invalid_grant',
    );
    expect(body.error_description).toBe('Invalid Username or Password');
  });

  it('refuses an unknown user with the same answer as a wrong password', async () => {
    const unknown = await expectOAuthError(
      await token(passwordFields({ username: 'nobody@demo.test' })),
      401,
      'invalid_grant',
    );
    const wrong = await expectOAuthError(
      await token(passwordFields({ password: 'wrong' })),
      401,
      'invalid_grant',
    );
    expect(unknown.errors).toEqual(wrong.errors);
  });

  it.each(['username', 'password', 'scope'])(
    'refuses a request without %s with 400 invalid_request',
    async (field) => {
      const fields: Record<string, string> = passwordFields();
      delete fields[field];
      const body = await expectOAuthError(await token(fields), 400, 'invalid_request');
      expect(body.errors[0]?.field).toBe(field);
    },
  );

  it('refuses a blank username with 400 invalid_request', async () => {
    await expectOAuthError(await token(passwordFields({ username: '   ' })), 400, 'invalid_request');
  });

  it.each([
    ['lacking offline_access', 'openid profile email device_AbCdEfGh'],
    ['without a device scope', 'openid profile email offline_access'],
    ['with a device scope of 7 letters', 'openid profile email offline_access device_AbCdEfG'],
    ['with a device scope holding digits', 'openid profile email offline_access device_AbCd1234'],
    ['with two device scopes', 'openid profile email offline_access device_AbCdEfGh device_HgFeDcBa'],
    ['with an unknown scope', 'openid profile email offline_access device_AbCdEfGh admin'],
  ])('refuses a scope %s with 400 invalid_request', async (_case, scope) => {
    const body = await expectOAuthError(await token(passwordFields({ scope })), 400, 'invalid_request');
    expect(body.errors[0]?.field).toBe('scope');
  });

  it('accepts the scopes in any order', async () => {
    const res = await token(passwordFields({ scope: 'device_QwErTyUi offline_access email profile openid' }));
    expect(res.status).toBe(200);
  });

  it('tells a deactivated user so only after the right password (400, not the 401 of wrong credentials)', async () => {
    await server.db.query("UPDATE users SET status = 'inactive' WHERE id = 'user-sales'");
    try {
      const body = await expectOAuthError(
        await token(passwordFields({ username: 'sales@demo.test' })),
        400,
        'invalid_grant',
      );
      expect(body.error_description).toBe('This user account is deactivated');
      expect(body.errors[0]?.errorMessage).toEqual({
        en: 'This user account is deactivated',
        sv: 'Det här användarkontot är inaktiverat',
      });
      // A wrong password tells a stranger nothing of the account.
      const wrong = await expectOAuthError(
        await token(passwordFields({ username: 'sales@demo.test', password: 'Wrong-password-1' })),
        401,
        'invalid_grant',
      );
      expect(wrong.error_description).toBe('Invalid Username or Password');
    } finally {
      await server.db.query("UPDATE users SET status = 'active' WHERE id = 'user-sales'");
    }
  });
});

describe('POST /token, other requests', () => {
  it('refuses an unknown grant type with 400 unsupported_grant_type', async () => {
    await expectOAuthError(await token({ grant_type: 'client_credentials' }), 400, 'unsupported_grant_type');
  });

  it('refuses a request without grant_type with 400 invalid_request', async () => {
    await expectOAuthError(await token({ username: 'admin@kaffebaren.test' }), 400, 'invalid_request');
  });

  it.each([
    ['no Authorization header', {}],
    [
      'a wrong client secret',
      { Authorization: `Basic ${Buffer.from('backoffice:wrong').toString('base64')}` },
    ],
    [
      'a wrong client id',
      { Authorization: `Basic ${Buffer.from('other:backoffice-dev-secret').toString('base64')}` },
    ],
    ['a malformed Basic value', { Authorization: 'Basic ###' }],
    ['base64 without a colon', { Authorization: `Basic ${Buffer.from('backoffice').toString('base64')}` }],
    ['a bearer token instead', { Authorization: 'Bearer abc' }],
  ])('refuses %s with 401 invalid_client', async (_case, headers: Record<string, string>) => {
    const res = await server.app.request('/token', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(passwordFields()).toString(),
    });
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
    await expectOAuthError(res, 401, 'invalid_client');
  });

  it.each([
    ['a JSON body', 'application/json', JSON.stringify(passwordFields())],
    ['broken JSON', 'application/json', '{"grant_type": "password", '],
    ['no content type', undefined, 'grant_type=password'],
    ['a text body', 'text/plain', '\u0000\u0001garbage'],
  ])('answers %s with 400 invalid_request', async (_case, contentType, body) => {
    const res = await server.app.request('/token', {
      method: 'POST',
      headers: {
        ...clientAuthHeader(server.config),
        ...(contentType ? { 'Content-Type': contentType } : {}),
      },
      body,
    });
    await expectOAuthError(res, 400, 'invalid_request');
  });

  it.each([
    ['garbage', '%%%&&&===', 'invalid_request'],
    ['an empty body', '', 'invalid_request'],
    ['broken percent escapes', 'grant_type=%E0%A4%A&username=%', 'unsupported_grant_type'],
  ])('answers a form body of %s with a 400', async (_case, body, error) => {
    const res = await server.app.request('/token', {
      method: 'POST',
      headers: { ...clientAuthHeader(server.config), 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    await expectOAuthError(res, 400, error);
  });

  it('refuses a body over 16 KiB with 400 invalid_request', async () => {
    const res = await server.app.request(
      '/token',
      formRequest(server.config, passwordFields({ password: 'x'.repeat(20_000) })),
    );
    await expectOAuthError(res, 400, 'invalid_request');
  });

  it('answers a GET with a 4xx in the error shape', async () => {
    const res = await server.app.request('/token');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { traceId: string }).traceId).toBeTruthy();
  });
});
