/**
 * Two API processes on one PostgreSQL (DESIGN.md 5): a write through one is seen by the other at once,
 * although each keeps the bearer check's user row and the computed fields' lookups in memory for
 * seconds (USER_CACHE_MS, LOOKUP_CACHE_MS): writes are announced with NOTIFY (server/storage/writes.ts).
 * Needs a PostgreSQL server (DATABASE_URL); the embedded database is opened by one process alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  clientAuthHeader,
  TEST_SCOPE,
  type TestServer,
} from '../../testing/test-server.ts';

const serverUrl = process.env.DATABASE_URL;
const PORT = 18_000 + (process.pid % 1000);
const other = `http://127.0.0.1:${PORT}`;

let server: TestServer;
let child: ChildProcess | undefined;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${other}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the second API process did not start');
}

beforeAll(async () => {
  if (!serverUrl) return;
  // Long caches, so that only the announcement can make the second process see the writes in time.
  server = await createTestServer({ userCacheMs: 60_000, lookupCacheMs: 60_000 });
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: server.config.databaseUrl,
      DIRECT_DATABASE_URL: server.config.directDatabaseUrl ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      USER_CACHE_MS: '60000',
      LOOKUP_CACHE_MS: '60000',
      SEED: 'false',
    },
    stdio: 'ignore',
  });
  await waitForHealth(Date.now() + 60_000);
}, 90_000);
afterAll(async () => {
  child?.kill();
  await server?.close();
});

const json = { 'Content-Type': 'application/json' };

describe.skipIf(!serverUrl)('two API processes on one database', () => {
  it('refuses a user deactivated through the other process on its next request', async () => {
    const login = await fetch(`${other}/token`, {
      method: 'POST',
      headers: { ...clientAuthHeader(server.config), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'owner@kaffebaren.test',
        password: 'Demo1234!',
        scope: TEST_SCOPE,
      }).toString(),
    });
    expect(login.status).toBe(200);
    const headers = {
      Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    };
    // The second process now keeps the owner's row.
    expect((await fetch(`${other}/api/store`, { headers })).status).toBe(200);

    // Only an Owner or an internal admin touches an Owner: the super admin, working inside Kaffebaren.
    const admin = { ...(await server.authHeader('super@demo.test')), organizationId: 'org-kaffebaren' };
    const owner = (await (
      await server.app.request('/api/users/3.1/user/user-kaffebaren-owner', { headers: admin })
    ).json()) as Record<string, unknown>;
    const deactivated = await server.app.request('/api/users/3.1/user/user-kaffebaren-owner', {
      method: 'PUT',
      headers: { ...admin, ...json },
      body: JSON.stringify({ ...owner, status: 'inactive' }),
    });
    expect(deactivated.status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${other}/api/store`, { headers })).status, { timeout: 3000 })
      .toBe(401);
  });

  it('computes a field from data written through the other process', async () => {
    const admin = await server.authHeader('admin@kaffebaren.test');
    const login = await fetch(`${other}/token`, {
      method: 'POST',
      headers: { ...clientAuthHeader(server.config), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'admin@kaffebaren.test',
        password: 'Demo1234!',
        scope: TEST_SCOPE,
      }).toString(),
    });
    const headers = {
      Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    };
    const syncOf = async () =>
      (
        (await (await fetch(`${other}/api/store/store-kaffebaren-soder`, { headers })).json()) as {
          stockSync: string;
        }
      ).stockSync;
    // Södermalm's warehouse shares its external id LS02 with another warehouse.
    expect(await syncOf()).toBe('duplicateExternalId');
    const warehouse = (await (
      await server.app.request('/api/warehouse/wh-kaffebaren-extra', { headers: admin })
    ).json()) as Record<string, unknown>;
    const changed = await server.app.request('/api/warehouse/wh-kaffebaren-extra', {
      method: 'PUT',
      headers: { ...admin, ...json },
      body: JSON.stringify({ ...warehouse, externalId: 'LS03' }),
    });
    expect(changed.status).toBe(200);
    await expect.poll(syncOf, { timeout: 3000 }).toBe('ok');
  });
});
