import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOAuthError } from '../testing/expect-api-error.ts';
import {
  createTestServer,
  formRequest,
  refreshedPair,
  refreshGrant,
  TEST_SCOPE,
  type TestServer,
} from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const refresh = (refreshToken: string) => refreshGrant(server, refreshToken);
const revoke = (token: string) => server.app.request('/revoke', formRequest(server.config, { token }));

const refreshed = (refreshToken: string) => refreshedPair(server, refreshToken);

describe('POST /token, grant_type=refresh_token', () => {
  it('issues new tokens and a new refresh token, keeping the scope', async () => {
    const first = await server.login('owner@kaffebaren.test');
    const second = await refreshed(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe(TEST_SCOPE);
    const userinfo = await server.app.request('/userinfo', {
      headers: { Authorization: `Bearer ${second.access_token}` },
    });
    expect(((await userinfo.json()) as { sub: string }).sub).toBe('user-kaffebaren-owner');
    await refreshed(second.refresh_token);
  });

  it('stores only a hash of the refresh token', async () => {
    const { refresh_token } = await server.login('admin@bokhandeln.test');
    const rows = await server.db.query('SELECT token_hash FROM refresh_tokens WHERE token_hash = $1', [
      refresh_token,
    ]);
    expect(rows).toHaveLength(0);
    const stored = await server.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM refresh_tokens WHERE user_id = 'user-bokhandeln-admin'",
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const phone = await server.login('super@demo.test');
    const laptop = await server.login('super@demo.test');
    expect((await revoke(phone.refresh_token)).status).toBe(200);
    await expectOAuthError(await refresh(phone.refresh_token), 400, 'invalid_grant');
    await refreshed(laptop.refresh_token);
  });

  it('refuses an expired refresh token', async () => {
    const { refresh_token } = await server.login('support@demo.test');
    await server.db.query(
      "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = 'user-support'",
    );
    await expectOAuthError(await refresh(refresh_token), 400, 'invalid_grant');
  });

  it('refuses an unknown refresh token', async () => {
    await expectOAuthError(await refresh('not-a-token-we-issued'), 400, 'invalid_grant');
  });

  it('refuses a request without refresh_token with 400 invalid_request', async () => {
    await expectOAuthError(
      await server.app.request('/token', formRequest(server.config, { grant_type: 'refresh_token' })),
      400,
      'invalid_request',
    );
  });

  it('refuses the refresh of a user deactivated since sign-in', async () => {
    const { refresh_token } = await server.login('manager01');
    await server.db.query("UPDATE users SET status = 'inactive' WHERE id = 'user-kaffebaren-manager01'");
    await expectOAuthError(await refresh(refresh_token), 400, 'invalid_grant');
  });
});

describe('POST /revoke', () => {
  it('revokes a refresh token so it is refused afterwards', async () => {
    const { refresh_token } = await server.login('partner@demo.test');
    const res = await revoke(refresh_token);
    expect(res.status).toBe(200);
    await expectOAuthError(await refresh(refresh_token), 400, 'invalid_grant');
  });

  it('answers 200 for an unknown token and for a token revoked twice (RFC 7009)', async () => {
    expect((await revoke('unknown-token')).status).toBe(200);
    const { refresh_token } = await server.login('seller01');
    expect((await revoke(refresh_token)).status).toBe(200);
    expect((await revoke(refresh_token)).status).toBe(200);
  });

  it('needs the client credentials', async () => {
    const res = await server.app.request('/revoke', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'token=abc',
    });
    await expectOAuthError(res, 401, 'invalid_client');
  });

  it('refuses a request without token, or not form-encoded, with 400 invalid_request', async () => {
    await expectOAuthError(
      await server.app.request('/revoke', formRequest(server.config, {})),
      400,
      'invalid_request',
    );
    const json = formRequest(server.config, {});
    const res = await server.app.request('/revoke', {
      ...json,
      headers: { ...(json.headers as Record<string, string>), 'Content-Type': 'application/json' },
      body: '{"token":',
    });
    await expectOAuthError(res, 400, 'invalid_request');
  });
});
