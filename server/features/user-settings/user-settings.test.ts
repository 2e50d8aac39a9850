/**
 * GET and PUT /api/users/3.1/me/settings (SPEC 3): a user's settings, pinned screens and photo are its
 * own, kept across sign-ins, judged by the domain's rule, and never another user's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../../src/domain/validators/__fixtures__/images.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const SETTINGS = '/api/users/3.1/me/settings';
const ADMIN = 'admin@kaffebaren.test';
const SUPER = 'super@demo.test';

async function call(username: string, method: string, body?: unknown, extra: Record<string, string> = {}) {
  return server.app.request(SETTINGS, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json', ...extra },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const read = async (username: string, extra: Record<string, string> = {}) => {
  const res = await call(username, 'GET', undefined, extra);
  expect(res.status).toBe(200);
  return res.json() as Promise<{
    settings: Record<string, unknown>;
    shortcuts: string[];
    photoUrl: string | null;
  }>;
};

async function uploadImage(username: string): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(pngOf(64, 64))]), 'foto.png');
  const res = await server.app.request('/infrastructure/3.0/image/upload', {
    method: 'POST',
    headers: await server.authHeader(username),
    body,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

describe("a user's own settings", () => {
  it('start empty, keep what is written, merge a change and forget a setting sent as null', async () => {
    expect(await read(ADMIN)).toEqual({ settings: {}, shortcuts: [], photoUrl: null });
    const first = await call(ADMIN, 'PUT', {
      settings: { language: 'en', theme: 'dark', 'stores.datatable_hiddenColumns': ['phone'] },
      shortcuts: ['/apps/merchant/stores', '/dashboard'],
    });
    expect(first.status).toBe(200);
    await call(ADMIN, 'PUT', { settings: { theme: null, 'sidePanels.right': true } });
    expect(await read(ADMIN)).toEqual({
      settings: { language: 'en', 'stores.datatable_hiddenColumns': ['phone'], 'sidePanels.right': true },
      shortcuts: ['/apps/merchant/stores', '/dashboard'],
      photoUrl: null,
    });
  });

  it("keep a list's density and side panels per resource, read back in another session", async () => {
    const layout = {
      // The list's store keys, named by its resource's path as react-admin knows it.
      'apps/merchant/stores.datatable_density': 'compact',
      'apps/merchant/stores.datatable_hiddenColumns': ['phone'],
      'apps/merchant/products.datatable_density': 'comfortable',
      'sidePanels.apps/merchant/stores.right': true,
      'sidePanels.apps/merchant/stores.left': false,
    };
    expect((await call(ADMIN, 'PUT', { settings: layout })).status).toBe(200);
    // A second sign-in of the same user, as another browser would have.
    const { access_token } = await server.login(ADMIN);
    const res = await server.app.request(SETTINGS, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { settings: object }).settings).toMatchObject(layout);
  });

  it("are never another user's: another user reads and writes only its own", async () => {
    await call(ADMIN, 'PUT', { settings: { language: 'en' }, shortcuts: ['/apps/merchant/stores'] });
    // Asking as the other user, even naming the first user's organization, answers the other's own.
    const other = await read(SUPER, { organizationId: 'org-kaffebaren' });
    expect(other).toEqual({ settings: {}, shortcuts: [], photoUrl: null });
    await call(SUPER, 'PUT', { settings: { language: 'sv' }, shortcuts: [] });
    expect((await read(ADMIN)).settings.language).toBe('en');
    expect((await read(ADMIN)).shortcuts).toEqual(['/apps/merchant/stores']);
  });

  it("refuses another user's uploaded image as the photo, and keeps the user's own", async () => {
    const others = await uploadImage(SUPER);
    await expectApiError(
      await call(ADMIN, 'PUT', { photoUrl: others }),
      422,
      'validation.userSettings.photo_not_own',
    );
    const own = await uploadImage(ADMIN);
    expect((await call(ADMIN, 'PUT', { photoUrl: own })).status).toBe(200);
    expect((await read(ADMIN)).photoUrl).toBe(own);
    expect((await read(SUPER)).photoUrl).toBeNull();
  });

  it('refuses what the rule refuses, naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ settings: { language: 'de' } }, 'settings.language', 'validation.userSettings.choice'],
      [{ settings: { 'bad key!': 1 } }, 'settings.bad key!', 'validation.userSettings.key'],
      [
        { settings: { 'apps/merchant/stores.datatable_density': 'tight' } },
        'settings.apps/merchant/stores.datatable_density',
        'validation.userSettings.choice',
      ],
      [
        { settings: { 'sidePanels.stores.right': 'open' } },
        'settings.sidePanels.stores.right',
        'validation.userSettings.choice',
      ],
      [{ shortcuts: ['https://evil.test/'] }, 'shortcuts.0', 'validation.userSettings.path'],
      [{ shortcuts: '/dashboard' }, 'shortcuts', 'validation.userSettings.list'],
      [{ photoUrl: 'https://evil.test/a.png' }, 'photoUrl', 'validation.userSettings.photo'],
      [{ userId: 'user-super' }, 'userId', 'validation.userSettings.unknown'],
      [{ '': '' }, '', 'validation.userSettings.unknown'],
    ];
    for (const [body, field, code] of cases) {
      const error = await expectApiError(await call(ADMIN, 'PUT', body), 400, code);
      expect(error.errors[0]?.field).toBe(field);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await server.app.request(SETTINGS);
    expect(res.status).toBe(401);
  });
});
