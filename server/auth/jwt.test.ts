/**
 * verifyAccessToken keeps a verified token until it expires (jwt.ts): the kept claims are the token's,
 * an expired token is refused although it was verified before, and a token changed in any byte is
 * verified on its own and refused. The clock is a fake one (only Date), no waiting.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { verifyAccessToken } from './jwt.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 60 });
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const deps = () => ({ db: server.db, config: server.config });

describe('verifyAccessToken', () => {
  it('answers the same claims again, and refuses the token once it has expired', async () => {
    const { access_token: token } = await server.login('admin@kaffebaren.test');
    const first = await verifyAccessToken(deps(), token);
    expect(first).toMatchObject({ sub: 'user-kaffebaren-admin', username: 'admin@kaffebaren.test' });
    expect(await verifyAccessToken(deps(), token)).toEqual(first);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(((first?.exp ?? 0) + 1) * 1000);
    expect(await verifyAccessToken(deps(), token)).toBeNull();
  });

  it('refuses a changed token even when the original was verified', async () => {
    const { access_token: token } = await server.login('owner@kaffebaren.test');
    expect(await verifyAccessToken(deps(), token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'user-super' })).toString('base64url')}.${signature}`;
    expect(await verifyAccessToken(deps(), forged)).toBeNull();
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(deps(), flipped)).toBeNull();
    expect(await verifyAccessToken(deps(), token)).not.toBeNull();
  });
});
