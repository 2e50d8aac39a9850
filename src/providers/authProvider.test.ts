import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../domain/roles';
import { apiConfig } from './apiConfig';
import {
  createAuthProvider,
  leaveOrganization,
  selectOrganization,
  type BackofficeIdentity,
} from './authProvider';
import { httpClient } from './httpClient';
import { LoginFailure } from './loginFailure';
import { session } from './session';
import { API, errorBody, FakePlatform, fakeJwt, inSeconds, USERS } from './testing/fakePlatform';

const platform = new FakePlatform();
const server = setupServer();
const authProvider = createAuthProvider({
  requirementFor: (resource) =>
    resource === 'apps/merchant/products' ? { roles: ['admin'], permissionKey: 'products' } : undefined,
});
const credentials = { username: '  Admin@Kaffebaren.TEST ', password: 'Demo1234!' };

beforeAll(() => {
  apiConfig.baseUrl = API;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(async () => {
  session.clear();
  await authProvider.logout({}); // forgets the user of the previous test; nothing stored, so no call
  platform.reset();
  server.resetHandlers(...platform.handlers());
});

async function loginFailure(promise: Promise<unknown>): Promise<LoginFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LoginFailure);
  return error as LoginFailure;
}

describe('login', () => {
  it('posts the password grant as a form with Basic client credentials and a device scope', async () => {
    await authProvider.login(credentials);
    const [token] = platform.calls('/token');
    expect(token?.headers.get('authorization')).toBe(`Basic ${btoa('backoffice:backoffice-dev-secret')}`);
    expect(token?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    const form = Object.fromEntries(token!.form!);
    expect(form).toMatchObject({
      grant_type: 'password',
      username: 'admin@kaffebaren.test',
      password: 'Demo1234!',
    });
    expect(form.scope).toMatch(/^openid profile email offline_access device_[A-Za-z]{8}$/);
  });

  it('uses a new device scope for each sign-in', async () => {
    await authProvider.login(credentials);
    await authProvider.login(credentials);
    const scopes = platform.calls('/token').map((r) => r.form?.get('scope'));
    expect(scopes[0]).not.toBe(scopes[1]);
  });

  it('stores the tokens, loads the user and the organization name', async () => {
    await authProvider.login(credentials);
    expect(platform.calls('/userinfo')[0]?.headers.get('authorization')).toBe(
      `Bearer ${session.accessToken()}`,
    );
    expect(session.tokens()).toMatchObject({ idToken: expect.any(String), refreshToken: 'refresh-1' });
    expect(session.organization()).toEqual({
      id: 'org-kaffebaren',
      name: 'Kaffebaren AB',
      selected: false,
      logoUrl: null,
    });
    const identity = (await authProvider.getIdentity!()) as BackofficeIdentity;
    expect(identity).toMatchObject({
      id: 'user-1',
      fullName: 'Anna Berg',
      roles: ['admin'],
      organizationName: 'Kaffebaren AB',
    });
    expect(await authProvider.getPermissions!({})).toEqual({
      roles: ['admin'],
      permissions: ['login-backstage', 'products'],
    });
  });

  it('takes the organization name and logo from /userinfo when it answers them, and then does not read the organization', async () => {
    platform.user = {
      ...USERS.merchantAdmin,
      organizationName: 'Kaffebaren Söder AB',
      logoURL: '/infrastructure/3.0/image/logo-1',
    };
    await authProvider.login(credentials);
    expect(session.organization()).toEqual({
      id: 'org-kaffebaren',
      name: 'Kaffebaren Söder AB',
      selected: false,
      logoUrl: '/infrastructure/3.0/image/logo-1',
    });
    expect(await authProvider.getIdentity!()).toMatchObject({
      organizationLogoUrl: '/infrastructure/3.0/image/logo-1',
    });
    expect(platform.calls('/api/organization/org-kaffebaren')).toHaveLength(0);
  });

  it('revokes a refresh token left from an earlier session before signing in', async () => {
    session.saveTokens({ accessToken: fakeJwt({ sub: 'old' }), idToken: null, refreshToken: 'old-refresh' });
    await authProvider.login(credentials);
    expect(platform.requests.map((r) => r.path).slice(0, 2)).toEqual(['/revoke', '/token']);
    expect(platform.calls('/revoke')[0]?.form?.get('token')).toBe('old-refresh');
  });

  it('answers a 401 with the invalid credentials message, status and trace id', async () => {
    server.use(
      http.post(`${API}/token`, () =>
        HttpResponse.json(
          errorBody(401, 'Invalid Username or Password', 'Ogiltigt användarnamn eller lösenord', {
            error: 'invalid_grant',
          }),
          { status: 401 },
        ),
      ),
    );
    const failure = await loginFailure(authProvider.login(credentials));
    expect(failure).toMatchObject({
      message: 'auth.login.invalidCredentials',
      status: 401,
      traceId: 'trace-401',
    });
    expect(session.tokens()).toBeNull();
  });

  it("shows the server's description of another failure", async () => {
    server.use(
      http.post(`${API}/token`, () =>
        HttpResponse.json(
          {
            error: 'temporarily_locked',
            error_description: 'Too many failed logins',
            statusCode: 429,
            traceId: 't-429',
          },
          { status: 429 },
        ),
      ),
    );
    const failure = await loginFailure(authProvider.login(credentials));
    expect(failure).toMatchObject({ message: 'Too many failed logins', status: 429, traceId: 't-429' });
  });

  it("says 'Login Fail' when the server gives no reason", async () => {
    server.use(http.post(`${API}/token`, () => new HttpResponse('oops', { status: 500 })));
    const failure = await loginFailure(authProvider.login(credentials));
    expect(failure).toMatchObject({ message: 'auth.login.failed', status: 500 });
  });
});

describe('login refusals', () => {
  it('refuses a seller with the authentication failed message and revokes its tokens', async () => {
    platform.user = USERS.seller;
    const failure = await loginFailure(authProvider.login({ username: 'seller01', password: 'Demo1234!' }));
    expect(failure.message).toBe('auth.login.registerOnly');
    expect(platform.calls('/api/catalog/product/count')[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(platform.calls('/revoke').map((r) => r.form?.get('token'))).toEqual(['refresh-1']);
    expect(session.tokens()).toBeNull();
    expect(await authProvider.getPermissions!({})).toEqual({ roles: [], permissions: [] });
  });

  it('tells a seller of an organization without products to contact the Merchant Administrator', async () => {
    platform.user = USERS.seller;
    platform.productCount = 0;
    const failure = await loginFailure(authProvider.login({ username: 'seller01', password: 'Demo1234!' }));
    expect(failure.message).toBe('auth.login.contactMerchantAdmin');
  });

  it('refuses a user whose permissions lack login-backstage', async () => {
    platform.user = USERS.noBackstage;
    const failure = await loginFailure(authProvider.login(credentials));
    expect(failure.message).toBe('auth.login.missingLoginPermission');
    expect(platform.calls('/api/catalog/product/count')).toHaveLength(0);
    expect(session.tokens()).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the refresh token, clears the session and signals the end', async () => {
    await authProvider.login(credentials);
    const ended: string[] = [];
    const stop = session.onEnded((end) => ended.push(end.reason));
    await authProvider.logout({});
    stop();
    expect(platform.calls('/revoke').at(-1)?.form?.get('token')).toBe('refresh-1');
    expect(session.tokens()).toBeNull();
    expect(session.organization()).toBeNull();
    expect(ended).toEqual(['logout']);
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('ignores errors of the revoke call', async () => {
    await authProvider.login(credentials);
    server.use(
      http.post(`${API}/revoke`, () => HttpResponse.json(errorBody(500, 'Boom', 'Pang'), { status: 500 })),
    );
    await expect(authProvider.logout({})).resolves.toBeUndefined();
    expect(session.tokens()).toBeNull();
  });
});

describe('checkAuth and auto-login', () => {
  it('refuses a guest', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('signs in from the stored token, loading the user once', async () => {
    session.saveTokens({
      accessToken: fakeJwt({ sub: 'user-1', exp: inSeconds(600) }),
      idToken: null,
      refreshToken: 'r',
    });
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    expect(await authProvider.getPermissions!({})).toMatchObject({ roles: ['admin'] });
    expect(platform.calls('/userinfo')).toHaveLength(1);
    expect(platform.calls('/token')).toHaveLength(0);
  });

  it('refreshes an expired stored token (exp in seconds) before going on', async () => {
    session.saveTokens({
      accessToken: fakeJwt({ sub: 'user-1', exp: inSeconds(-1) }),
      idToken: null,
      refreshToken: 'stored-refresh',
    });
    await authProvider.checkAuth({});
    expect(platform.calls('/token')[0]?.form?.get('refresh_token')).toBe('stored-refresh');
    expect(platform.calls('/userinfo')[0]?.headers.get('authorization')).toBe(
      `Bearer ${session.accessToken()}`,
    );
  });

  it('continues as a guest after a failed auto-login, saying why with status code and trace id', async () => {
    session.saveTokens({
      accessToken: fakeJwt({ sub: 'user-1', exp: inSeconds(600) }),
      idToken: null,
      refreshToken: 'r',
    });
    server.use(
      http.get(`${API}/userinfo`, () =>
        HttpResponse.json(errorBody(500, 'Something went wrong', 'Något gick fel'), { status: 500 }),
      ),
    );
    const ended: { reason: string; message?: string }[] = [];
    const stop = session.onEnded((end) => ended.push(end));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    stop();
    expect(ended).toEqual([
      { reason: 'autoLoginFailed', message: 'Något gick fel\nStatus code : 500\nTraceId : trace-500' },
    ]);
    expect(session.tokens()).toBeNull();
    expect(platform.calls('/revoke')[0]?.form?.get('token')).toBe('r');
  });

  it('ends the session when the stored token cannot be refreshed', async () => {
    session.saveTokens({
      accessToken: fakeJwt({ sub: 'user-1', exp: inSeconds(-1) }),
      idToken: null,
      refreshToken: 'stale',
    });
    platform.refreshAllowed = false;
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      message: 'Användarautentisering misslyckades',
    });
    expect(session.tokens()).toBeNull();
  });
});

describe('checkAuth when a refresh gets no answer (the page is left, the connection lost)', () => {
  /** Fails every refresh as a lost connection does; answers the refresh tokens presented. */
  const noAnswerToRefresh = (): string[] => {
    const presented: string[] = [];
    server.use(
      http.post(`${API}/token`, async ({ request }) => {
        const form = new URLSearchParams(await request.clone().text());
        if (form.get('grant_type') !== 'refresh_token') return undefined;
        presented.push(form.get('refresh_token') ?? '');
        return HttpResponse.error();
      }),
    );
    return presented;
  };

  it.each([
    ['the refresh of an expired token', -1, false],
    ['the refresh after a 401 of /userinfo', 600, true],
  ])('keeps the stored session, revoking nothing, when %s is not answered', async (_, expiresIn, refused) => {
    const tokens = {
      accessToken: fakeJwt({ sub: 'user-1', exp: inSeconds(expiresIn) }),
      idToken: null,
      refreshToken: 'stored-refresh',
    };
    session.saveTokens(tokens);
    if (refused)
      server.use(
        http.get(`${API}/userinfo`, () =>
          HttpResponse.json(errorBody(401, 'Authentication required', 'Inloggning krävs'), { status: 401 }),
        ),
      );
    const presented = noAnswerToRefresh();
    const ended: string[] = [];
    const stop = session.onEnded((end) => ended.push(end.reason));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    stop();
    expect(presented).toEqual(['stored-refresh']);
    expect(session.tokens()).toEqual(tokens);
    expect(ended).toEqual([]);
    expect(platform.calls('/revoke')).toHaveLength(0);
  });
});

describe('checkError', () => {
  it('logs out on a 401 that survived the refresh, not on a 403 or a 500', async () => {
    await authProvider.login(credentials);
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      message: 'Användarautentisering misslyckades',
    });
  });

  it('leaves a 401 to the session watcher when the session already ended', async () => {
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
  });
});

describe('access and organization selection', () => {
  it('checks access with the one rule and the requirement of the resource', async () => {
    await authProvider.login(credentials);
    expect(await authProvider.canAccess!({ resource: 'apps/merchant/products', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'anything-else', action: 'list' })).toBe(true);
    platform.user = { ...USERS.merchantAdmin, permissions: ['login-backstage'] };
    await authProvider.login(credentials);
    expect(await authProvider.canAccess!({ resource: 'apps/merchant/products', action: 'list' })).toBe(false);
  });

  it('waits for a requirement that is still loading (the app reads it from the lazily loaded registry)', async () => {
    const later = createAuthProvider({
      requirementFor: async (resource) =>
        resource === 'apps/merchant/products' ? { roles: ['admin'], permissionKey: 'products' } : undefined,
    });
    platform.user = { ...USERS.merchantAdmin, permissions: ['login-backstage'] };
    await later.login(credentials);
    expect(await later.canAccess!({ resource: 'apps/merchant/products', action: 'list' })).toBe(false);
    expect(await later.canAccess!({ resource: 'anything-else', action: 'list' })).toBe(true);
  });

  it('lets a super admin work inside an organization as admin, with the organizationId header', async () => {
    platform.user = USERS.superAdmin;
    await authProvider.login({ username: 'super@demo.test', password: 'Demo1234!' });
    expect(session.organization()).toBeNull();
    expect(await authProvider.canAccess!({ resource: 'apps/merchant/products', action: 'list' })).toBe(false);

    await selectOrganization('org-bokhandeln', 'Bokhandeln AB');
    const acting = (await authProvider.getPermissions!({})) as { roles: string[]; permissions: string[] };
    expect(acting.roles).toEqual(['superadmin', 'admin']);
    expect([...acting.permissions].sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(await authProvider.canAccess!({ resource: 'apps/merchant/products', action: 'list' })).toBe(true);
    expect(await authProvider.getIdentity!()).toMatchObject({
      organizationName: 'Bokhandeln AB',
      organizationSelected: true,
    });
    await httpClient('/api/catalog/product/count');
    expect(platform.calls('/api/catalog/product/count').at(-1)?.headers.get('organizationid')).toBe(
      'org-bokhandeln',
    );

    leaveOrganization();
    expect(await authProvider.getPermissions!({})).toEqual({ roles: ['superadmin'], permissions: [] });
    await httpClient('/api/catalog/product/count');
    expect(platform.calls('/api/catalog/product/count').at(-1)?.headers.get('organizationid')).toBeNull();
  });

  it('does not let a merchant admin select another organization', async () => {
    await authProvider.login(credentials);
    await expect(selectOrganization('org-bokhandeln', 'Bokhandeln AB')).rejects.toThrow();
    expect(session.organization()?.id).toBe('org-kaffebaren');
  });
});
