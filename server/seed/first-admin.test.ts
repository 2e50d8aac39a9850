/**
 * Issue 12, item 10: demo accounts (with a password everyone knows) were seeded into any empty database,
 * a PostgreSQL server included. The demo is now seeded only into the embedded default or with SEED=demo;
 * a server gets its first super admin from `npm run create-admin`, with a one-time password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { createFirstAdmin } from './first-admin.ts';

describe('when the demo is seeded', () => {
  it.each([
    ['the embedded default', {}, true],
    ['the embedded default with SEED=false', { SEED: 'false' }, false],
    ['a PostgreSQL server', { DATABASE_URL: 'postgres://db.example/backoffice' }, false],
    [
      'a PostgreSQL server with SEED=true',
      { DATABASE_URL: 'postgres://db.example/backoffice', SEED: 'true' },
      false,
    ],
    [
      'a PostgreSQL server with SEED=demo',
      { DATABASE_URL: 'postgres://db.example/backoffice', SEED: 'demo' },
      true,
    ],
  ])('%s: %s', (_label, env, seeded) => {
    expect(loadConfig(env).seed).toBe(seeded);
  });
});

describe('npm run create-admin', () => {
  let server: TestServer;
  beforeAll(async () => {
    // An empty database, as a PostgreSQL server is now started.
    server = await createTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('creates a super admin whose one-time password signs in; no demo account exists', async () => {
    await expect(server.login('super@demo.test', DEMO_PASSWORD)).rejects.toThrow(/401/);
    const admin = await createFirstAdmin(server.db, 'Boss@Example.com', 'Bo', 'Ss');
    expect(admin.username).toBe('boss@example.com');
    expect(admin.password).toMatch(/^.{20,}$/);
    const tokens = await server.login('boss@example.com', admin.password);
    const info = (await (
      await server.app.request('/userinfo', { headers: { Authorization: `Bearer ${tokens.access_token}` } })
    ).json()) as { groups: string[] };
    expect(info.groups).toEqual(['SuperAdmin']);
    const [credential] = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM credentials WHERE user_id = $1',
      [admin.id],
    );
    expect(credential?.password_hash).not.toContain(admin.password);
    await expect(createFirstAdmin(server.db, 'boss@example.com')).rejects.toThrow(/exists/);
  });
});
