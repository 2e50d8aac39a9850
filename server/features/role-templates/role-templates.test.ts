/**
 * Role templates (issue 17): a merchant admin keeps them like any settings list, puts into one a login
 * permission (issue 38) and only the permissions it holds (refused on `permissions` in sv and en), and applies one to users of its
 * organization, which sets their permissions as an audited update of each; users it may not manage,
 * or of another organization, are refused one by one. Others' templates stay out of sight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-users.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const API = '/api/access-rights/role-template';
const USERS = '/api/users/3.1/user';
const ADMIN = 'admin@kaffebaren.test';
const LIMITED = 'limited@kaffebaren.test';
const MANAGER = 'role-template-kaffebaren-butikschef';

let server: TestServer;
/** A merchant admin with only the back-office login and the users permission (made by a test below). */
let limitedId = '';
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function send(method: string, path: string, body?: unknown, username = ADMIN) {
  return server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

interface Template {
  id: string;
  name: string;
  version: number;
  permissions: string[];
}
interface Applied {
  results: { id: string; outcome: string; message?: { en: string; sv: string } }[];
}

const permissionsOf = async (id: string) => (await storedRow(server.db, 'users', id))?.data.permissions;

describe('role templates', () => {
  it('lists the seeded templates, and creates, changes, keeps the history of and deletes one', async () => {
    const list = await json<Template[]>(await send('GET', `${API}?sort=["name","ASC"]`));
    expect(list.map((t) => t.name)).toEqual(['Butikschef', 'Kassapersonal']);

    const created = await json<Template>(
      await send('POST', API, { name: 'Helgpersonal', permissions: ['login-register', 'staff-shifts'] }),
      201,
    );
    expect(created).toMatchObject({ name: 'Helgpersonal', permissions: ['login-register', 'staff-shifts'] });
    const changed = await json<Template>(
      await send('PUT', `${API}/${created.id}`, {
        ...created,
        description: 'Lördagar och söndagar',
        permissions: ['login-register'],
      }),
    );
    expect(changed).toMatchObject({ description: 'Lördagar och söndagar', permissions: ['login-register'] });
    const history = await json<{ action: string; actor: string }[]>(
      await send('GET', `${API}/${created.id}/history`),
    );
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[0]?.actor).toBe(ADMIN);
    expect((await send('DELETE', `${API}/${created.id}`)).status).toBe(200);
    await expectApiError(await send('GET', `${API}/${created.id}`), 404, 'not_found');
  });

  it('asks for a unique name of 2-60 characters and at least one permission', async () => {
    const taken = await send('POST', API, { name: 'kassapersonal', permissions: ['login-register'] });
    expect((await expectApiError(taken, 400, 'validation.unique')).errors[0]?.field).toBe('name');
    const short = await send('POST', API, { name: 'K', permissions: ['login-register'] });
    expect((await expectApiError(short, 400, 'validation.min_length')).errors[0]?.field).toBe('name');
    const empty = await send('POST', API, { name: 'Ingenting', permissions: [] });
    expect((await expectApiError(empty, 400, 'validation.min_items')).errors[0]?.field).toBe('permissions');
    const unknown = await send('POST', API, { name: 'Okänd', permissions: ['login-register', 'root'] });
    expect(unknown.status).toBe(400);
  });

  it('refuses a template without a login permission, on permissions, in sv and en', async () => {
    const noLogin = await send('POST', API, {
      name: 'Lagerpersonal',
      permissions: ['products', 'warehouses'],
    });
    const body = await expectApiError(noLogin, 400, 'validation.user.login_permission');
    expect(body.errors).toEqual([
      {
        errorCode: 'validation.user.login_permission',
        errorMessage: {
          en: 'Select at least one login permission',
          sv: 'Välj minst en inloggningsbehörighet',
        },
        field: 'permissions',
      },
    ]);
    const manager = await json<Template>(await send('GET', `${API}/${MANAGER}`));
    const emptied = await send('PUT', `${API}/${MANAGER}`, { ...manager, permissions: ['products'] });
    await expectApiError(emptied, 400, 'validation.user.login_permission');
  });

  it('refuses a permission the caller does not hold, on permissions, in sv and en', async () => {
    const limited = await json<{ id: string }>(
      await send(
        'POST',
        USERS,
        {
          firstName: 'Lina',
          lastName: 'Begränsad',
          username: LIMITED,
          email: LIMITED,
          password: DEMO_PASSWORD,
          groups: ['MerchantAdmin'],
          status: 'active',
          stores: ['store-kaffebaren-gotgatan'],
          permissions: ['login-backstage', 'users'],
        },
        ADMIN,
      ),
      201,
    );
    limitedId = limited.id;
    const refused = await send(
      'POST',
      API,
      { name: 'Rapportörer', permissions: ['login-backstage', 'reports'] },
      LIMITED,
    );
    const body = await expectApiError(refused, 400, 'validation.role_template.permission_not_held');
    expect(body.errors).toEqual([
      {
        errorCode: 'validation.role_template.permission_not_held',
        errorMessage: {
          en: 'You cannot grant the permission "Reports"',
          sv: 'Du kan inte ge behörigheten "Rapporter"',
        },
        field: 'permissions',
      },
    ]);
    // What it holds, and the register login (no one holds it: docs/decisions.md), it may give.
    await json(
      await send(
        'POST',
        API,
        { name: 'Användaradmin', permissions: ['login-backstage', 'login-register', 'users'] },
        LIMITED,
      ),
      201,
    );
    // A template it could not have made may still be renamed; adding to it what it lacks may not.
    const manager = await json<Template>(await send('GET', `${API}/${MANAGER}`, undefined, LIMITED));
    await json(await send('PUT', `${API}/${MANAGER}`, { ...manager, description: 'Butikens chef' }, LIMITED));
    const added = await send(
      'PUT',
      `${API}/${MANAGER}`,
      { ...manager, version: manager.version + 1, permissions: [...manager.permissions, 'loan'] },
      LIMITED,
    );
    expect((await expectApiError(added, 400, 'validation.role_template.permission_not_held')).errors).toEqual(
      [
        expect.objectContaining({
          field: 'permissions',
          errorMessage: expect.objectContaining({ sv: 'Du kan inte ge behörigheten "Företagslån"' }),
        }),
      ],
    );
    // Nor may it apply a template holding what it lacks.
    const applied = await send(
      'POST',
      `${API}/${MANAGER}/apply`,
      { users: ['user-kaffebaren-seller01'] },
      LIMITED,
    );
    expect(
      (await expectApiError(applied, 400, 'validation.role_template.permission_not_held')).errors[0]?.field,
    ).toBe('permissions');
    expect(await permissionsOf('user-kaffebaren-seller01')).toEqual(['login-register']);
  });

  it("applies a template to the organization's users it may manage, each with its history entry", async () => {
    const manager = await json<Template>(await send('GET', `${API}/${MANAGER}`));
    const applied = await json<Applied>(
      await send('POST', `${API}/${MANAGER}/apply`, {
        users: [
          'user-kaffebaren-seller01',
          'user-kaffebaren-manager01',
          'user-bokhandeln-manager02',
          'user-kaffebaren-owner',
        ],
      }),
    );
    expect(applied.results).toEqual([
      { id: 'user-kaffebaren-seller01', outcome: 'updated' },
      { id: 'user-kaffebaren-manager01', outcome: 'updated' },
      {
        id: 'user-bokhandeln-manager02',
        outcome: 'refused',
        message: { en: 'No such user in your organization', sv: 'Ingen sådan användare i din organisation' },
      },
      {
        id: 'user-kaffebaren-owner',
        outcome: 'refused',
        message: {
          en: 'You cannot change the permissions of this user',
          sv: 'Du kan inte ändra behörigheterna för den här användaren',
        },
      },
    ]);
    expect(await permissionsOf('user-kaffebaren-seller01')).toEqual(manager.permissions);
    expect(await permissionsOf('user-kaffebaren-manager01')).toEqual(manager.permissions);
    expect(await permissionsOf('user-bokhandeln-manager02')).toEqual(['login-register']);
    expect(await permissionsOf('user-kaffebaren-owner')).not.toEqual(manager.permissions);

    const history = await json<{ action: string; actor: string; changes: Record<string, unknown> }[]>(
      await send('GET', `${USERS}/user-kaffebaren-seller01/history`),
    );
    expect(history[0]).toMatchObject({
      action: 'update',
      actor: ADMIN,
      changes: { permissions: { from: ['login-register'], to: manager.permissions } },
    });
    // The user list answers the new permissions at once (nothing cached of them).
    const seller = await json<{ permissions: string[] }>(
      await send('GET', `${USERS}/user-kaffebaren-seller01`),
    );
    expect(seller.permissions).toEqual(manager.permissions);

    // A signed-in user's next request has its new permissions: the bearer check forgot the cached user.
    expect((await send('GET', API, undefined, LIMITED)).status).toBe(200);
    const cashier = await json<Applied>(
      await send('POST', `${API}/role-template-kaffebaren-kassa/apply`, { users: [limitedId] }),
    );
    expect(cashier.results).toEqual([{ id: limitedId, outcome: 'updated' }]);
    await expectApiError(await send('GET', API, undefined, LIMITED), 403, 'login_refused');
  });

  it('asks for 1 to 100 users and a template of the organization', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `user-${i}`);
    for (const users of [[], many, 'user-kaffebaren-seller01', [42]]) {
      const res = await send('POST', `${API}/${MANAGER}/apply`, { users });
      expect((await expectApiError(res, 400, 'validation.role_template.users')).errors[0]?.field).toBe(
        'users',
      );
    }
    await expectApiError(
      await send('POST', `${API}/role-template-none/apply`, { users: ['user-kaffebaren-seller01'] }),
      404,
      'not_found',
    );
  });

  it("is the merchant admin's: a seller is refused, another organization sees none of them", async () => {
    for (const [method, path, body] of [
      ['GET', API, undefined],
      ['POST', API, { name: 'Säljarens', permissions: ['login-register'] }],
      ['POST', `${API}/${MANAGER}/apply`, { users: ['user-kaffebaren-seller01'] }],
    ] as const)
      expect((await send(method, path, body, 'seller01')).status, `${method} ${path}`).toBe(403);

    const other = 'admin@bokhandeln.test';
    expect(await json<Template[]>(await send('GET', API, undefined, other))).toEqual([]);
    await expectApiError(await send('GET', `${API}/${MANAGER}`, undefined, other), 404, 'not_found');
    await expectApiError(
      await send('POST', `${API}/${MANAGER}/apply`, { users: ['user-bokhandeln-manager02'] }, other),
      404,
      'not_found',
    );
    expect(await permissionsOf('user-bokhandeln-manager02')).toEqual(['login-register']);
  });
});
