import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from './auth/token-response.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { DEMO_PASSWORD } from './seed/demo-users.ts';
import { bootstrap, type Started } from './start.ts';
import { createFreshDatabase, type FreshDatabase } from './testing/fresh-database.ts';
import { storedRow } from './testing/stored.ts';
import { formRequest, TEST_SCOPE } from './testing/test-server.ts';

// The embedded database in a temporary folder, or with DATABASE_URL a fresh database on that server.
let dataDir: string | undefined;
let fresh: FreshDatabase | undefined;
let config: ServerConfig;

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL || undefined;
  if (adminUrl) fresh = await createFreshDatabase(adminUrl);
  else dataDir = await mkdtemp(path.join(tmpdir(), 'backoffice-persistence-'));
  config = loadConfig(
    {},
    {
      seed: true,
      orderSeedDays: 14,
      ...fresh?.config,
      dataDir: dataDir ?? path.join(tmpdir(), 'unused'),
    },
  );
});
afterAll(async () => {
  await fresh?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function withApi<T>(work: (api: Started) => Promise<T>): Promise<T> {
  const started = await bootstrap(config);
  try {
    return await work(started);
  } finally {
    await started.db.close();
  }
}

describe('a restart of the API', () => {
  it('keeps written records, refresh tokens and the token signing key', async () => {
    const before = await withApi(async ({ app, db, seeded }) => {
      expect(seeded).toBe(true);
      await db.query(
        `INSERT INTO products (id, organization_id, name, sku, unit_price, price_includes_vat, tax_group, gl_account, unit)
         SELECT 'product-persisted', 'org-kaffebaren', 'Semla', 'KB-900', 5900, true, id, '3002', 'pcs'
         FROM tax_groups WHERE organization_id = 'org-kaffebaren' LIMIT 1`,
      );
      const res = await app.request(
        '/token',
        formRequest(config, {
          grant_type: 'password',
          username: 'admin@kaffebaren.test',
          password: DEMO_PASSWORD,
          scope: TEST_SCOPE,
        }),
      );
      expect(res.status).toBe(200);
      return (await res.json()) as TokenResponse;
    });

    await withApi(async ({ app, db, seeded }) => {
      expect(seeded).toBe(false);
      const row = await storedRow(db, 'products', 'product-persisted');
      expect(row?.organization_id).toBe('org-kaffebaren');
      expect(row?.data.name).toBe('Semla');
      // The access token issued before the restart still verifies: the signing key was kept.
      const userinfo = await app.request('/userinfo', {
        headers: { Authorization: `Bearer ${before.access_token}` },
      });
      expect(userinfo.status).toBe(200);
      expect(((await userinfo.json()) as { sub: string }).sub).toBe('user-kaffebaren-admin');
      // So was the refresh token.
      const refreshed = await app.request(
        '/token',
        formRequest(config, { grant_type: 'refresh_token', refresh_token: before.refresh_token }),
      );
      expect(refreshed.status).toBe(200);
    });
  }, 90_000); // two cold starts of the database
});
