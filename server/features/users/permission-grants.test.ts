/**
 * Who may give which permission key (issue 40 item 1, the permissions screen): through the normal write
 * of a user, an editor gives only keys it holds itself (400 on `permissions`, naming the key, nothing
 * stored); a key it lacks that the user already has stays; a stale version is a 409, with history kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-users.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

type Json = Record<string, unknown>;
const USERS = '/api/users/3.1/user';
const EDITOR = 'lena@kaffebaren.test';
let server: TestServer;

async function call(username: string, method: string, path: string, body?: unknown) {
  return server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function user(id: string): Promise<Json> {
  const res = await call('admin@kaffebaren.test', 'GET', `${USERS}/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

beforeAll(async () => {
  server = await createTestServer();
  // A merchant admin who manages users but holds neither reports nor files.
  const created = await call('admin@kaffebaren.test', 'POST', USERS, {
    firstName: 'Lena',
    lastName: 'Lund',
    username: EDITOR,
    email: EDITOR,
    password: DEMO_PASSWORD,
    groups: ['MerchantAdmin'],
    status: 'active',
    stores: ['store-kaffebaren-gotgatan'],
    permissions: ['login-backstage', 'users', 'stores'],
  });
  expect(created.status, await created.clone().text()).toBe(201);
});
afterAll(() => server.close());

describe('giving permission keys through a user write', () => {
  it('refuses a key the editor does not hold, naming it, and stores nothing', async () => {
    const before = await user('user-kaffebaren-seller01');
    const res = await call(EDITOR, 'PUT', `${USERS}/user-kaffebaren-seller01`, {
      ...before,
      permissions: [...(before.permissions as string[]), 'reports', 'stores'],
    });
    const body = await expectApiError(res, 400, 'validation.role_template.permission_not_held');
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      field: 'permissions',
      errorMessage: {
        en: 'You cannot grant the permission "Reports"',
        sv: 'Du kan inte ge behörigheten "Rapporter"',
      },
    });
    expect(await user('user-kaffebaren-seller01')).toEqual(before);
  });

  it('gives a key it holds, and keeps a key it lacks that the user had', async () => {
    const before = await user('user-kaffebaren-manager01');
    const withReports = await call('admin@kaffebaren.test', 'PUT', `${USERS}/${before.id as string}`, {
      ...before,
      permissions: ['login-register', 'reports'],
    });
    expect(withReports.status, await withReports.clone().text()).toBe(200);
    const current = (await withReports.json()) as Json;
    const res = await call(EDITOR, 'PUT', `${USERS}/${before.id as string}`, {
      ...current,
      permissions: ['login-register', 'reports', 'stores'],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as Json).permissions).toEqual(['login-register', 'reports', 'stores']);

    const stale = await call(EDITOR, 'PUT', `${USERS}/${before.id as string}`, {
      ...current,
      permissions: ['login-register'],
    });
    await expectApiError(stale, 409, 'errors.conflict');
    const history = await call('admin@kaffebaren.test', 'GET', `${USERS}/${before.id as string}/history`);
    expect(JSON.stringify(await history.json())).toContain('stores');
  });
});
