/**
 * The bearer check's user cache (user-cache.ts): a user changed through the API is seen as changed on
 * its very next request (deactivated or deleted: refused; new groups: new roles), whatever the cache
 * held; and the cache itself: one read for concurrent misses, a failed read not kept, an entry kept no
 * longer than its time (with a fake clock).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db.ts';
import { requireCaller } from '../http/auth-middleware.ts';
import { expectApiError } from '../testing/expect-api-error.ts';
import { createTestServer, formRequest, TEST_SCOPE, type TestServer } from '../testing/test-server.ts';
import { cachedUser, forgetUsers } from './user-cache.ts';
import type { AuthUser } from './users.ts';

const USERS = '/api/users/3.1/user';
type Json = Record<string, unknown>;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  server.app.get('/api/test/caller', (c) => c.json(requireCaller(c)));
});
afterAll(() => server.close());

async function admin(method: string, path: string, body?: unknown) {
  const headers = {
    ...(await server.authHeader('admin@kaffebaren.test')),
    'Content-Type': 'application/json',
  };
  return server.app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * A new merchant admin of Kaffebaren, created through the API, and its access token. (Not a seller: a
 * seller's token opens no back-office endpoint, issue 12 item 4.)
 */
async function newSeller(suffix: string): Promise<{ user: Json; bearer: Record<string, string> }> {
  const username = `cache.${suffix}@kaffebaren.test`;
  const created = await admin('POST', USERS, {
    firstName: 'Cache',
    lastName: 'Test',
    username,
    email: username,
    password: 'Kaffe2025!',
    groups: ['MerchantAdmin'],
    status: 'active',
    stores: ['store-kaffebaren-gotgatan'],
    permissions: ['login-backstage'],
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const token = await server.app.request(
    '/token',
    formRequest(server.config, {
      grant_type: 'password',
      username,
      password: 'Kaffe2025!',
      scope: TEST_SCOPE,
    }),
  );
  const { access_token } = (await token.json()) as { access_token: string };
  return { user: (await created.json()) as Json, bearer: { Authorization: `Bearer ${access_token}` } };
}

const caller = (bearer: Record<string, string>) =>
  server.app.request('/api/test/caller', { headers: bearer });

describe('a user changed through the API, on its next request', () => {
  it('is on by default, for a few seconds', () => {
    expect(server.config.userCacheMs).toBeGreaterThan(0);
    expect(server.config.userCacheMs).toBeLessThanOrEqual(10_000);
  });

  it('is refused once deactivated, and let in again once activated', async () => {
    const { user, bearer } = await newSeller('off1');
    expect((await caller(bearer)).status).toBe(200);
    expect((await caller(bearer)).status).toBe(200);
    const off = await admin('PUT', `${USERS}/${String(user.id)}`, { ...user, status: 'inactive' });
    expect(off.status).toBe(200);
    await expectApiError(await caller(bearer), 401, 'account_inactive');
    const on = await admin('PUT', `${USERS}/${String(user.id)}`, {
      ...((await off.json()) as Json),
      status: 'active',
    });
    expect(on.status).toBe(200);
    expect((await caller(bearer)).status).toBe(200);
  });

  it('is refused once deleted', async () => {
    const { user, bearer } = await newSeller('gone1');
    expect((await caller(bearer)).status).toBe(200);
    expect((await admin('DELETE', `${USERS}/${String(user.id)}`)).status).toBe(200);
    await expectApiError(await caller(bearer), 401, 'invalid_token');
  });

  it('has its new roles and permissions', async () => {
    const { user, bearer } = await newSeller('role1');
    expect(((await (await caller(bearer)).json()) as { roles: string[] }).roles).toEqual(['admin']);
    const changed = await admin('PUT', `${USERS}/${String(user.id)}`, {
      ...user,
      permissions: ['login-register'],
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    // Without the back-office login permission its very next request is refused (issue 12 item 4).
    await expectApiError(await caller(bearer), 403, 'login_refused');
  });

  it('is still let in after a deactivation refused as stale', async () => {
    const { user, bearer } = await newSeller('stale1');
    expect((await caller(bearer)).status).toBe(200);
    const stale = await admin('PUT', `${USERS}/${String(user.id)}`, {
      ...user,
      version: Number(user.version) + 5,
      status: 'inactive',
    });
    expect(stale.status).toBe(409);
    expect((await caller(bearer)).status).toBe(200);
  });
});

describe('cachedUser', () => {
  const db = {} as Db;
  const user = (id: string): AuthUser => ({
    id,
    username: id,
    email: null,
    firstName: '',
    lastName: '',
    groups: ['Seller'],
    permissions: [],
    organizationId: 'org',
    partnerId: null,
    active: true,
    organizationBlocked: false,
  });
  afterEach(() => {
    vi.useRealTimers();
    forgetUsers(db);
  });

  it('reads a user once for concurrent requests, and again after it is forgotten', async () => {
    const load = vi.fn(async () => user('u1'));
    const [a, b] = await Promise.all([cachedUser(db, 'u1', 5000, load), cachedUser(db, 'u1', 5000, load)]);
    expect(a).toEqual(user('u1'));
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    await cachedUser(db, 'u1', 5000, load);
    expect(load).toHaveBeenCalledTimes(1);
    forgetUsers(db, ['u1']);
    await cachedUser(db, 'u1', 5000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a read still under way, so that its old row is not found later', async () => {
    let finish: (u: AuthUser) => void = () => undefined;
    const slow = () => new Promise<AuthUser>((resolve) => (finish = resolve));
    const pending = cachedUser(db, 'u2', 5000, slow);
    forgetUsers(db, ['u2']);
    finish({ ...user('u2'), active: true });
    await pending;
    const fresh = await cachedUser(db, 'u2', 5000, async () => ({ ...user('u2'), active: false }));
    expect(fresh?.active).toBe(false);
  });

  it('keeps no failed read, and reads every time with a time of 0', async () => {
    const failing = vi.fn(async (): Promise<AuthUser> => {
      throw new Error('database down');
    });
    await expect(cachedUser(db, 'u3', 5000, failing)).rejects.toThrow('database down');
    await expect(cachedUser(db, 'u3', 5000, async () => user('u3'))).resolves.toEqual(user('u3'));
    const load = vi.fn(async () => user('u4'));
    await cachedUser(db, 'u4', 0, load);
    await cachedUser(db, 'u4', 0, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the row again once its time is over', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const load = vi.fn(async () => user('u5'));
    await cachedUser(db, 'u5', 5000, load);
    vi.setSystemTime(new Date('2026-11-21T12:00:04.999Z'));
    await cachedUser(db, 'u5', 5000, load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-11-21T12:00:05Z'));
    await cachedUser(db, 'u5', 5000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
