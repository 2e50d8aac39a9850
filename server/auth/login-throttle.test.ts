import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users.ts';
import { expectOAuthError } from '../testing/expect-api-error.ts';
import { createTestServer, formRequest, TEST_SCOPE, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ maxFailedLogins: 3, lockoutSeconds: 2 });
});
afterAll(() => server.close());

const attempt = (username: string, password: string) =>
  server.app.request(
    '/token',
    formRequest(server.config, { grant_type: 'password', username, password, scope: TEST_SCOPE }),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('failed-login throttling', () => {
  it('locks a username after 3 failures, even for the right password, and unlocks after the lockout', async () => {
    for (let i = 0; i < 3; i++)
      await expectOAuthError(await attempt('admin@kaffebaren.test', 'wrong'), 401, 'invalid_grant');
    const locked = await expectOAuthError(
      await attempt('admin@kaffebaren.test', DEMO_PASSWORD),
      429,
      'temporarily_locked',
    );
    expect(locked.errors[0]?.errorMessage.en).toMatch(/Too many failed logins/);
    expect(locked.errors[0]?.errorMessage.sv).toMatch(/För många misslyckade inloggningar/);
    // Another spelling of the same username is the same username.
    await expectOAuthError(await attempt(' ADMIN@kaffebaren.test', DEMO_PASSWORD), 429, 'temporarily_locked');
    // Other users are not affected.
    expect((await attempt('owner@kaffebaren.test', DEMO_PASSWORD)).status).toBe(200);

    await sleep(2100);
    expect((await attempt('admin@kaffebaren.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('resets the count on a successful login', async () => {
    for (let i = 0; i < 2; i++)
      await expectOAuthError(await attempt('admin@nystart.test', 'wrong'), 401, 'invalid_grant');
    expect((await attempt('admin@nystart.test', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i++)
      await expectOAuthError(await attempt('admin@nystart.test', 'wrong'), 401, 'invalid_grant');
    expect((await attempt('admin@nystart.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks unknown usernames the same way, so a lock tells nothing about who exists', async () => {
    for (let i = 0; i < 3; i++)
      await expectOAuthError(await attempt('ghost@demo.test', 'wrong'), 401, 'invalid_grant');
    await expectOAuthError(await attempt('ghost@demo.test', 'wrong'), 429, 'temporarily_locked');
  });
});
