/**
 * The user's settings, pinned screens and photo follow the user (SPEC 3; issue 40 item 1), against the
 * reference API in-process: what is kept on the server shows in a fresh browser's store, top bar, user
 * menu and dashboard; a change is written back once, gathered; the profile's photo is judged and kept.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider, type Store } from 'react-admin';
import { watchStoreChanges } from '../../src/providers/storeChanges';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../src/domain/validators/__fixtures__/images';
import { bundledMessages } from '../../src/i18n/bundledMessages';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { toSessionView } from '../../src/layout/sessionView';
import { shellRules } from '../../src/layout/shellRules';
import { Notifier } from '../../src/layout/Notifier';
import { UserBlock } from '../../src/layout/UserBlock';
import UserSettingsSync, { SAVE_DELAY_MS } from '../../src/layout/UserSettingsSync';
import { DashboardShortcuts } from '../../src/pages/dashboard/DashboardShortcuts';
import personalMessages from '../../src/pages/profile/messages';
import { ProfilePhoto } from '../../src/pages/profile/ProfilePhoto';
import { apiConfig } from '../../src/providers/apiConfig';
import { session } from '../../src/providers/session';
import { registry } from '../../src/resources/registry';
import { inProcessApi } from './inProcessApi';

const api = inProcessApi(registry);
const SETTINGS = '/api/users/3.1/me/settings';
const view = toSessionView({ fullName: 'Anna Berg' }, { roles: ['admin'], permissions: ['stores'] });
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'user-admin', fullName: 'Anna Berg' }),
  getPermissions: async () => ({ roles: ['admin'], permissions: ['stores'] }),
};
const i18nProvider = createI18nProvider({
  locale: 'en',
  messages: { ...bundledMessages('en'), ...personalMessages.en },
  remote: 'off',
});

beforeAll(() => {
  apiConfig.baseUrl = 'http://api.test';
});
afterEach(() => {
  session.clear();
  api.msw.events.removeAllListeners();
});

async function onServer(method: 'GET' | 'PUT', body?: unknown) {
  const res = await api.server.app.request(SETTINGS, {
    method,
    headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status).toBe(200);
  return res.json() as Promise<{
    settings: Record<string, unknown>;
    shortcuts: string[];
    photoUrl: string | null;
  }>;
}

/**
 * An image the demo admin uploaded, stored directly: under jsdom the in-process API cannot read a
 * multipart body's file nor store its bytes (jsdom's Blob and Uint8Array are another realm's), so the
 * upload endpoint's own checks are server/features/uploads' tests.
 */
async function storedPhoto(): Promise<string> {
  const id = crypto.randomUUID();
  const png = Array.from(pngOf(32, 32), (byte) => byte.toString(16).padStart(2, '0')).join('');
  await api.server.db.query(
    `INSERT INTO uploads (id, organization_id, content_type, bytes, size, created_by)
     VALUES ($1, 'org-kaffebaren', 'image/png', decode($2, 'hex'), $3, 'admin@kaffebaren.test')`,
    [id, png, png.length / 2],
  );
  return `/infrastructure/3.0/image/${id}`;
}

/** A fresh browser: its own store (watched from its creation, as the app's), signed in as the demo admin. */
function renderShell(store: Store, children: React.ReactNode = null) {
  watchStoreChanges(store);
  session.saveTokens({ accessToken: api.token, idToken: null, refreshToken: null });
  return render(
    <MemoryRouter initialEntries={['/apps/setting/stores']}>
      <AdminContext
        store={store}
        i18nProvider={i18nProvider}
        dataProvider={testDataProvider()}
        authProvider={authProvider}
      >
        <UserSettingsSync />
        <UserBlock view={view} rules={shellRules(view)} />
        {children}
        <Notifier />
      </AdminContext>
    </MemoryRouter>,
  );
}

function countUploads(): { readonly count: number } {
  const counter = { count: 0 };
  api.msw.events.on('request:start', ({ request }) => {
    if (request.url.includes('/image/upload')) counter.count += 1;
  });
  return counter;
}

/** Counts the settings writes the app sends. */
function countWrites(): { readonly count: number } {
  const counter = { count: 0 };
  api.msw.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith(SETTINGS)) counter.count += 1;
  });
  return counter;
}

describe("the user's settings from the server", () => {
  it('fill a fresh browser: theme and list columns in the store, the photo as the avatar, the shortcuts', async () => {
    const photo = await storedPhoto();
    await onServer('PUT', {
      settings: { theme: 'dark', 'stores.datatable_hiddenColumns': ['phone'], unrelated: 1 },
      shortcuts: ['/apps/setting/stores'],
      photoUrl: photo,
    });
    const store = memoryStore();
    renderShell(store, <DashboardShortcuts />);
    await waitFor(() => expect(store.getItem('theme')).toBe('dark'));
    expect(store.getItem('stores.datatable_hiddenColumns')).toEqual(['phone']);
    expect(store.getItem('unrelated')).toBeUndefined();
    const avatar = screen.getByRole('button', { name: /Anna Berg/ }).querySelector('img');
    expect(avatar).toHaveAttribute('src', photo);
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(await screen.findByRole('link', { name: 'Stores' })).toHaveAttribute(
      'href',
      '/apps/setting/stores',
    );
    expect(shortcuts).toContainElement(screen.getByRole('link', { name: 'Stores' }));
  });

  it('are written back once, gathered, when the user changes them', async () => {
    await onServer('PUT', { settings: { theme: 'light' } });
    const store = memoryStore();
    renderShell(store);
    await waitFor(() => expect(store.getItem('theme')).toBe('light'));
    const writes = countWrites();
    act(() => {
      store.setItem('theme', 'dark');
      store.setItem('stores.datatable_columnRanks', [2, 0, 1]);
      store.setItem('sidebar.open', false); // stays in this browser
    });
    expect(writes.count).toBe(0);
    await waitFor(() => expect(writes.count).toBe(1), { timeout: SAVE_DELAY_MS * 4 });
    const saved = await onServer('GET');
    expect(saved.settings).toMatchObject({ theme: 'dark', 'stores.datatable_columnRanks': [2, 0, 1] });
    expect(saved.settings).not.toHaveProperty('sidebar.open');
  });

  it("keep a change made before the server's copy arrived, and write it back", async () => {
    await onServer('PUT', { settings: { theme: 'light', 'stores.datatable_hiddenColumns': ['phone'] } });
    const store = memoryStore();
    renderShell(store);
    act(() => store.setItem('theme', 'dark'));
    await waitFor(() => expect(store.getItem('stores.datatable_hiddenColumns')).toEqual(['phone']));
    expect(store.getItem('theme')).toBe('dark');
    await waitFor(async () => expect((await onServer('GET')).settings).toMatchObject({ theme: 'dark' }), {
      timeout: SAVE_DELAY_MS * 4,
    });
    expect(store.getItem('theme')).toBe('dark');
  });

  it('pin the screen open now from the user menu, and unpin it', async () => {
    await onServer('PUT', { shortcuts: [] });
    renderShell(memoryStore(), <DashboardShortcuts />);
    expect(await screen.findByText(/No shortcuts yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Anna Berg/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Pin this page as a shortcut' }));
    await waitFor(async () => expect((await onServer('GET')).shortcuts).toEqual(['/apps/setting/stores']));
    expect(await screen.findByRole('link', { name: 'Stores' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Anna Berg/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove this page from the shortcuts' }));
    await waitFor(async () => expect((await onServer('GET')).shortcuts).toEqual([]));
  });
});

describe("the profile's photo", () => {
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Choose photo'), { target: { files: [file] } });

  it('is uploaded, kept as the user’s photo and shown as the avatar', async () => {
    await onServer('PUT', { photoUrl: null });
    // The upload endpoint answers the address of the image it stored (see storedPhoto).
    const photo = await storedPhoto();
    const sent: string[] = [];
    api.msw.use(
      http.post(
        'http://api.test/infrastructure/3.0/image/upload',
        ({ request }) => {
          sent.push(request.headers.get('content-type') ?? '');
          return HttpResponse.json({ url: photo, size: 100, width: 48, height: 48 }, { status: 201 });
        },
        { once: true },
      ),
    );
    renderShell(memoryStore(), <ProfilePhoto initials="AB" />);
    await screen.findByText('PNG or JPEG, at most 2 MB.');
    choose(new File([new Uint8Array(pngOf(48, 48))], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('The photo was saved')).toBeInTheDocument();
    expect(sent).toEqual([expect.stringMatching(/^multipart\/form-data/)]);
    expect((await onServer('GET')).photoUrl).toBe(photo);
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', photo);
    expect(screen.getByRole('button', { name: /Anna Berg/ }).querySelector('img')).toHaveAttribute(
      'src',
      photo,
    );
  });

  it('refuses a file over 2 MB before sending it', async () => {
    renderShell(memoryStore(), <ProfilePhoto initials="AB" />);
    await screen.findByText('PNG or JPEG, at most 2 MB.');
    const uploads = countUploads();
    choose(new File([pngOf(40, 30), new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo may be at most 2 MB');
    expect(uploads.count).toBe(0);
  });

  it('refuses a file that is no PNG or JPEG before sending it', async () => {
    renderShell(memoryStore(), <ProfilePhoto initials="AB" />);
    await screen.findByText('PNG or JPEG, at most 2 MB.');
    const uploads = countUploads();
    choose(new File(['GIF89a not a photo at all........'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a PNG or JPEG image');
    expect(uploads.count).toBe(0);
  });
});
