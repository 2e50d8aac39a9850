/**
 * Issue 12, items 2, 4 and 5: a lock that holds under parallel guesses (and that an outsider cannot use
 * against someone else), tokens of users the app refuses open no back-office endpoint, and access tokens
 * end at once on /revoke and on a password change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users.ts';
import { expectApiError, expectOAuthError } from '../testing/expect-api-error.ts';
import { createTestServer, formRequest, TEST_SCOPE, type TestServer } from '../testing/test-server.ts';
import type { TokenResponse } from './token-response.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    maxFailedLogins: 5,
    lockoutSeconds: 60,
    maxFailedLoginsPerAddress: 12,
    trustProxy: true,
  });
});
afterAll(() => server.close());

const attempt = (username: string, password: string, address: string) => {
  const init = formRequest(server.config, { grant_type: 'password', username, password, scope: TEST_SCOPE });
  return server.app.request('/token', {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': `203.0.113.9, ${address}` },
  });
};
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const api = (path: string, token: string, init: RequestInit = {}) =>
  server.app.request(path, {
    ...init,
    headers: {
      ...bearer(token),
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });

describe('2. the login lock holds in parallel', () => {
  it('30 parallel wrong guesses and the right one: at most 5 are checked, the rest answer 429 with Retry-After', async () => {
    const username = 'admin@kaffebaren.test';
    const guesses = [...Array.from({ length: 30 }, (_, i) => `wrong-${i}`), DEMO_PASSWORD];
    const responses = await Promise.all(
      guesses.map((password) => attempt(username, password, '198.51.100.1')),
    );
    const statuses = responses.map((res) => res.status);
    const checked = statuses.filter((status) => status === 401 || status === 200).length;
    expect(checked, statuses.join(',')).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(26);
    const locked = responses.find((res) => res.status === 429)!;
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectOAuthError(locked, 429, 'temporarily_locked');
    // Still locked for the right password from that address ...
    await expectOAuthError(await attempt(username, DEMO_PASSWORD, '198.51.100.1'), 429, 'temporarily_locked');
    // ... but an outsider's guesses do not lock the user out from its own address.
    expect((await attempt(username, DEMO_PASSWORD, '192.0.2.50')).status).toBe(200);
  });

  it('one address guessing across usernames is locked too', async () => {
    for (let i = 0; i < 12; i++)
      await expectOAuthError(
        await attempt(`ghost${i}@demo.test`, 'wrong', '198.51.100.2'),
        401,
        'invalid_grant',
      );
    const res = await attempt('owner@kaffebaren.test', DEMO_PASSWORD, '198.51.100.2');
    await expectOAuthError(res, 429, 'temporarily_locked');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt('owner@kaffebaren.test', DEMO_PASSWORD, '198.51.100.3')).status).toBe(200);
    // Thirteen password hashes one after another: seconds alone, more on a busy machine.
  }, 60_000);
});

describe('4. users the app refuses get no back-office access through the API', () => {
  const tokenOf = async (username: string) => {
    const res = await attempt(username, DEMO_PASSWORD, '198.51.100.4');
    expect(res.status).toBe(200);
    return ((await res.json()) as TokenResponse).access_token;
  };

  it.each(['nobackstage@kaffebaren.test', 'seller01', 'manager01'])(
    '%s: every /api endpoint but the product count answers 403',
    async (username) => {
      const token = await tokenOf(username);
      // /userinfo tells the app who signed in, so that it can refuse with the right message (SPEC 6).
      expect((await api('/userinfo', token)).status).toBe(200);
      for (const path of [
        '/api/store',
        '/api/users/3.1/user',
        '/api/organization/org-kaffebaren',
        '/api/payments/payment-method',
      ]) {
        await expectApiError(await api(path, token), 403, 'login_refused');
      }
      await expectApiError(
        await api('/api/store', token, { method: 'POST', body: JSON.stringify({ name: 'Smyg' }) }),
        403,
        'login_refused',
      );
      const count = await api('/api/catalog/product/count', token);
      if (username === 'nobackstage@kaffebaren.test') await expectApiError(count, 403, 'login_refused');
      else expect(count.status).toBe(200);
    },
  );

  it('a merchant admin with the login permission is not affected', async () => {
    expect((await api('/api/store', await tokenOf('admin@bokhandeln.test'))).status).toBe(200);
  });
});

describe('5. access tokens end at once', () => {
  const signIn = async (username: string, password = DEMO_PASSWORD) => {
    const res = await attempt(username, password, '198.51.100.5');
    expect(res.status).toBe(200);
    return (await res.json()) as TokenResponse;
  };
  const revoke = (token: string) => server.app.request('/revoke', formRequest(server.config, { token }));

  it('revoke, then use: the access token of that session answers 401', async () => {
    const tokens = await signIn('admin@nystart.test');
    expect((await api('/api/store', tokens.access_token)).status).toBe(200);
    expect((await revoke(tokens.refresh_token)).status).toBe(200);
    const res = await api('/api/store', tokens.access_token);
    await expectApiError(res, 401, 'invalid_token');
    expect((await server.app.request('/userinfo', { headers: bearer(tokens.access_token) })).status).toBe(
      401,
    );
  });

  it('revoking the access token itself ends it too', async () => {
    const tokens = await signIn('admin@nystart.test');
    expect((await revoke(tokens.access_token)).status).toBe(200);
    await expectApiError(await api('/api/store', tokens.access_token), 401, 'invalid_token');
  });

  it('a password change ends every access token of the user; its client refreshes and goes on', async () => {
    const first = await signIn('admin@bokhandeln.test');
    const second = await signIn('admin@bokhandeln.test');
    const info = (await (
      await server.app.request('/userinfo', { headers: bearer(first.access_token) })
    ).json()) as { sub: string };
    const path = `/api/users/3.1/user/${info.sub}`;
    const record = (await (await api(path, first.access_token)).json()) as Record<string, unknown>;
    const changed = await api(path, first.access_token, {
      method: 'PUT',
      body: JSON.stringify({ ...record, password: 'Nytt lösen 2025' }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await expectApiError(await api('/api/store', first.access_token), 401, 'invalid_token');
    await expectApiError(await api('/api/store', second.access_token), 401, 'invalid_token');
    const refreshed = await server.app.request(
      '/token',
      formRequest(server.config, { grant_type: 'refresh_token', refresh_token: first.refresh_token }),
    );
    expect(refreshed.status).toBe(200);
    expect((await api('/api/store', ((await refreshed.json()) as TokenResponse).access_token)).status).toBe(
      200,
    );
  });
});
