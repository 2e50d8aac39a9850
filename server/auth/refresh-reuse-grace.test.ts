/**
 * A refresh whose answer never reached the client (the page was left, the tab closed, the network lost
 * it): the client presents the token it still holds, already rotated. Within the grace window, while
 * the successor it never received is unused, that earns a fresh pair of the same family; otherwise the
 * family is revoked, as for any reuse (refresh-tokens.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { expectOAuthError } from '../testing/expect-api-error.ts';
import {
  createTestServer,
  formRequest,
  refreshedPair,
  refreshGrant,
  type TestServer,
} from '../testing/test-server.ts';
import { hashRefreshToken } from './refresh-tokens.ts';
import type { TokenResponse } from './token-response.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const refresh = (refreshToken: string) => refreshGrant(server, refreshToken);

const refreshed = (refreshToken: string) => refreshedPair(server, refreshToken);

async function familyOf(refreshToken: string): Promise<string> {
  const [row] = await server.db.query<{ family_id: string }>(
    'SELECT family_id FROM refresh_tokens WHERE token_hash = $1',
    [hashRefreshToken(refreshToken)],
  );
  if (!row) throw new Error('no such refresh token');
  return row.family_id;
}

/** Tokens of the family that could still be exchanged. */
async function liveTokens(familyId: string): Promise<number> {
  const rows = await server.db.query<{ token_hash: string }>(
    'SELECT token_hash FROM refresh_tokens WHERE family_id = $1 AND used_at IS NULL AND revoked_at IS NULL',
    [familyId],
  );
  return rows.length;
}

const usedSecondsAgo = (refreshToken: string, seconds: number) =>
  server.db.query(
    `UPDATE refresh_tokens SET used_at = now() - make_interval(secs => $2::int) WHERE token_hash = $1`,
    [hashRefreshToken(refreshToken), seconds],
  );

describe('a rotated refresh token presented again (its answer was lost)', () => {
  it('within the grace window, while its successor is unused: a fresh pair of the same family', async () => {
    const first = await server.login('owner@kaffebaren.test');
    const lost = await refreshed(first.refresh_token);
    const again = await refreshed(first.refresh_token);
    expect(again.refresh_token).not.toBe(lost.refresh_token);
    expect(await familyOf(again.refresh_token)).toBe(await familyOf(first.refresh_token));
    const userinfo = await server.app.request('/userinfo', {
      headers: { Authorization: `Bearer ${again.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    // The session goes on with the new token; only one token of the family can be exchanged.
    expect(await liveTokens(await familyOf(first.refresh_token))).toBe(1);
    await refreshed(again.refresh_token);
  });

  it('retires the successor whose answer was lost: presenting it later is a second holder, the family ends', async () => {
    const first = await server.login('admin@bokhandeln.test');
    const lost = await refreshed(first.refresh_token);
    const again = await refreshed(first.refresh_token);
    await expectOAuthError(await refresh(lost.refresh_token), 400, 'invalid_grant');
    await expectOAuthError(await refresh(again.refresh_token), 400, 'invalid_grant');
    expect(await liveTokens(await familyOf(first.refresh_token))).toBe(0);
  });

  it('a window that starts at the first use: presented again and again, the old token stays in it only so long', async () => {
    const first = await server.login('admin@nystart.test');
    await refreshed(first.refresh_token);
    await refreshed(first.refresh_token);
    await usedSecondsAgo(first.refresh_token, server.config.refreshTokenReuseGraceSeconds + 1);
    await expectOAuthError(await refresh(first.refresh_token), 400, 'invalid_grant');
  });

  it('after the grace window: the family is revoked', async () => {
    const first = await server.login('support@demo.test');
    const second = await refreshed(first.refresh_token);
    await usedSecondsAgo(first.refresh_token, server.config.refreshTokenReuseGraceSeconds + 1);
    await expectOAuthError(await refresh(first.refresh_token), 400, 'invalid_grant');
    await expectOAuthError(await refresh(second.refresh_token), 400, 'invalid_grant');
    expect(await liveTokens(await familyOf(first.refresh_token))).toBe(0);
  });

  it('when its successor was already used (a real second holder): the family is revoked', async () => {
    const first = await server.login('partner@demo.test');
    const second = await refreshed(first.refresh_token);
    const third = await refreshed(second.refresh_token);
    await expectOAuthError(await refresh(first.refresh_token), 400, 'invalid_grant');
    await expectOAuthError(await refresh(third.refresh_token), 400, 'invalid_grant');
    expect(await liveTokens(await familyOf(first.refresh_token))).toBe(0);
  });

  it('a revoked family stays revoked within the window', async () => {
    const first = await server.login('sales@demo.test');
    const second = await refreshed(first.refresh_token);
    const revoked = await server.app.request(
      '/revoke',
      formRequest(server.config, { token: second.refresh_token }),
    );
    expect(revoked.status).toBe(200);
    await expectOAuthError(await refresh(first.refresh_token), 400, 'invalid_grant');
  });
});

describe('presented at the same time', () => {
  it('one token twice at once: both get a pair, and one token of the family is left to exchange', async () => {
    const first = await server.login('owner@kaffebaren.test');
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const tokens = await Promise.all(
      answers.map(async (res) => ((await res.json()) as TokenResponse).refresh_token),
    );
    expect(new Set(tokens).size).toBe(2);
    expect(await liveTokens(await familyOf(first.refresh_token))).toBe(1);
  });

  it('the rotated token and its successor at once: one of them is a second holder, the family ends', async () => {
    const first = await server.login('admin@bokhandeln.test');
    const second = await refreshed(first.refresh_token);
    const answers = await Promise.all([refresh(first.refresh_token), refresh(second.refresh_token)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(await liveTokens(await familyOf(first.refresh_token))).toBe(0);
  });

  it('the rotated token three times at once: each gets a pair, one token of the family is left', async () => {
    const first = await server.login('admin@nystart.test');
    await refreshed(first.refresh_token);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(first.refresh_token)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await liveTokens(await familyOf(first.refresh_token))).toBe(1);
  });
});

describe('the grace window setting', () => {
  it('is 30 s by default, REFRESH_TOKEN_REUSE_GRACE in seconds, 0 to switch it off', () => {
    expect(loadConfig({}).refreshTokenReuseGraceSeconds).toBe(30);
    expect(loadConfig({ REFRESH_TOKEN_REUSE_GRACE: '5' }).refreshTokenReuseGraceSeconds).toBe(5);
    expect(loadConfig({ REFRESH_TOKEN_REUSE_GRACE: '0' }).refreshTokenReuseGraceSeconds).toBe(0);
  });

  it('switched off: any reuse revokes the family', async () => {
    const strict = await createTestServer({ refreshTokenReuseGraceSeconds: 0 });
    try {
      const request = (refreshToken: string) =>
        strict.app.request(
          '/token',
          formRequest(strict.config, { grant_type: 'refresh_token', refresh_token: refreshToken }),
        );
      const first = await strict.login('owner@kaffebaren.test');
      const second = (await (await request(first.refresh_token)).json()) as TokenResponse;
      await expectOAuthError(await request(first.refresh_token), 400, 'invalid_grant');
      await expectOAuthError(await request(second.refresh_token), 400, 'invalid_grant');
    } finally {
      await strict.close();
    }
  });
});
