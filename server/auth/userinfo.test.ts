import { PARTNER_ONBOARDING } from '../../src/domain/roles.ts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo-users.ts';
import { ORGANIZATIONS } from '../seed/organizations.ts';
import { expectApiError } from '../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { signingKey } from './signing-key.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const userinfo = (authorization?: string) =>
  server.app.request('/userinfo', { headers: authorization ? { Authorization: authorization } : {} });

function claimsOf(user: (typeof DEMO_USERS)[number]) {
  return { sub: user.id, username: user.username, groups: [user.group], scope: 'openid' };
}

describe('GET /userinfo', () => {
  it('answers the right groups, organization (with its name) and permissions for every demo user', async () => {
    for (const user of DEMO_USERS) {
      const res = await userinfo((await server.authHeader(user.username)).Authorization);
      expect(res.status, user.username).toBe(200);
      expect(await res.json()).toEqual({
        sub: user.id,
        'user-id': user.id,
        username: user.username,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        groups: [user.group],
        organization: user.organizationId,
        organizationName: ORGANIZATIONS.find((o) => o.id === user.organizationId)?.name ?? null,
        // No demo organization has a logo yet.
        logoURL: null,
        // A partner admin also holds its partner's onboarding (every demo partner may onboard).
        userPermissions: user.partnerId ? [...user.permissions, PARTNER_ONBOARDING] : [...user.permissions],
        partnerId: user.partnerId,
      });
    }
  });

  it("answers the organization's logo address once it has one", async () => {
    const admin = (await server.authHeader('owner@kaffebaren.test')).Authorization ?? '';
    const headers = { Authorization: admin, 'Content-Type': 'application/json' };
    const current = await (await server.app.request('/api/organization/org-kaffebaren', { headers })).json();
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const saved = await server.app.request('/api/organization/org-kaffebaren', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...current, logo: { src: `data:image/png;base64,${png}`, title: 'logo.png' } }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const logo = ((await saved.json()) as { logo: { src: string } }).logo.src;
    expect(logo).toMatch(/^\/infrastructure\/3\.0\/image\//);
    expect((await (await userinfo(admin)).json()).logoURL).toBe(logo);
  });

  it('gives the merchant admin every permission key, and nobackstage all but login-backstage, plus the register login', async () => {
    const admin = await (
      await userinfo((await server.authHeader('admin@kaffebaren.test')).Authorization)
    ).json();
    const nobackstage = await (
      await userinfo((await server.authHeader('nobackstage@kaffebaren.test')).Authorization)
    ).json();
    expect(admin.userPermissions).toContain('login-backstage');
    expect(nobackstage.userPermissions).not.toContain('login-backstage');
    expect(nobackstage.userPermissions).toContain('login-register');
    expect(nobackstage.userPermissions.filter((key: string) => key !== 'login-register').sort()).toEqual(
      admin.userPermissions.filter((key: string) => key !== 'login-backstage').sort(),
    );
  });

  it('refuses a request without a token with 401', async () => {
    await expectApiError(await userinfo(), 401, 'unauthorized');
    await expectApiError(await userinfo('Basic YmFja29mZmljZTpzZWNyZXQ='), 401, 'unauthorized');
  });

  it('refuses a token signed with another key with 401', async () => {
    const user = DEMO_USERS[0]!;
    const forged = await new SignJWT(claimsOf(user))
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(server.config.issuer)
      .setAudience(server.config.clientId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a key that is not the server key, but long enough'));
    const res = await userinfo(`Bearer ${forged}`);
    expect(res.headers.get('www-authenticate')).toMatch(/invalid_token/);
    await expectApiError(res, 401, 'invalid_token');
  });

  it('refuses a valid token whose payload was altered with 401', async () => {
    const tokens = await server.login('admin@nystart.test');
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const altered = Buffer.from(
      JSON.stringify({ ...claims, sub: 'user-super', groups: ['SuperAdmin'] }),
    ).toString('base64url');
    await expectApiError(await userinfo(`Bearer ${header}.${altered}.${signature}`), 401, 'invalid_token');
  });

  it('refuses an unsigned token (alg none) with 401', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${part({ alg: 'none', typ: 'at+jwt' })}.${part({ ...claimsOf(DEMO_USERS[0]!), iss: server.config.issuer, aud: server.config.clientId, iat: now, exp: now + 600 })}.`;
    await expectApiError(await userinfo(`Bearer ${unsigned}`), 401, 'invalid_token');
  });

  it('refuses an id token used as an access token with 401', async () => {
    const tokens = await server.login('admin@bokhandeln.test');
    await expectApiError(await userinfo(`Bearer ${tokens.id_token}`), 401, 'invalid_token');
  });

  it('refuses a token that expired, signed with the server key, with 401', async () => {
    const past = Math.floor(Date.now() / 1000) - 120;
    const expired = await new SignJWT(claimsOf(DEMO_USERS[0]!))
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(server.config.issuer)
      .setAudience(server.config.clientId)
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(await signingKey(server.db));
    await expectApiError(await userinfo(`Bearer ${expired}`), 401, 'invalid_token');
  });

  it('refuses garbage in place of a token with 401', async () => {
    await expectApiError(await userinfo('Bearer not.a.jwt'), 401, 'invalid_token');
    await expectApiError(await userinfo('Bearer %%%'), 401, 'invalid_token');
  });

  it('refuses the token of a user deactivated since sign-in with 401', async () => {
    const { access_token } = await server.login('seller01');
    await server.db.query("UPDATE users SET status = 'inactive' WHERE id = 'user-kaffebaren-seller01'");
    await expectApiError(await userinfo(`Bearer ${access_token}`), 401, 'account_inactive');
    await expectApiError(
      await server.app.request('/api/catalog/product/count', {
        headers: { Authorization: `Bearer ${access_token}` },
      }),
      401,
      'account_inactive',
    );
  });
});
