/**
 * The permissions screen (issue 40 item 1) with the real API in-process, as Kaffebaren's merchant admin:
 * users against permission keys, a box saved as an update of the user (stored, with history), a key the
 * editor does not hold offered to no one, the search and the key filter, and a stale row answered with
 * what is stored.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PERMISSION_KEYS } from '../../src/domain/roles';
import PermissionsPage from '../../src/pages/permissions/PermissionsPage';
import texts from '../../src/pages/permissions/messages';
import { registry } from '../../src/resources/registry';
import { PERMISSIONS_PATH } from '../../src/routing/appRoutes';
import { inProcessApi } from './inProcessApi';
import { renderRoute } from './renderRoute';

const api = inProcessApi(registry);
/** The editor as the app knows it: a merchant admin without the reports key. */
const editor: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({
    roles: ['admin'],
    permissions: PERMISSION_KEYS.filter((key) => key !== 'reports'),
  }),
};

async function stored(id: string): Promise<Record<string, unknown>> {
  const res = await api.server.app.request(`/api/users/3.1/user/${id}`, {
    headers: { Authorization: `Bearer ${api.token}` },
  });
  return (await res.json()) as Record<string, unknown>;
}

const renderPage = () =>
  renderRoute(api, PERMISSIONS_PATH, <PermissionsPage />, PERMISSIONS_PATH, {
    pageTexts: texts,
    authProvider: editor,
  });

// Each test renders the page and waits for writes through the API: slow on a busy 2-core machine.
describe('the permissions screen', { timeout: 60_000 }, () => {
  it('shows who holds which key and saves a change as an update of the user', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Permissions' });
    expect(within(table).getByRole('columnheader', { name: 'Gift cards' })).toBeInTheDocument();
    const stores = await screen.findByRole('checkbox', { name: 'Stores for Elin Svensson' });
    expect(stores).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stores for Anna Berg' })).toBeChecked();
    // The editor lacks reports: it grants it to no one, and may still see who has it.
    expect(screen.getByRole('checkbox', { name: 'Reports for Elin Svensson' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Reports for Anna Berg' })).toBeEnabled();

    await user.click(stores);
    expect(await screen.findByText('The permissions of Elin Svensson were saved')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Stores for Elin Svensson' })).toBeChecked(),
    );
    const seller = await stored('user-kaffebaren-seller01');
    expect(seller.permissions).toEqual(['login-register', 'stores']);
    expect(seller.version).toBe(2);
  });

  it('finds users by name and narrows the columns to one key', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Permissions' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ahmed');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Ahmed Karimi']);
    await user.click(screen.getByRole('combobox', { name: 'Permission' }));
    await user.click(await screen.findByRole('option', { name: 'Files' }));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['User', 'Files']);
  });

  it('answers a change of a user someone else changed meanwhile with what is stored', async () => {
    const user = userEvent.setup();
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Orders for Ahmed Karimi' });
    const before = await stored('user-kaffebaren-manager01');
    const meanwhile = await api.server.app.request('/api/users/3.1/user/user-kaffebaren-manager01', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...before, permissions: ['login-register', 'devices'] }),
    });
    expect(meanwhile.status).toBe(200);
    await user.click(box);
    expect(
      await screen.findByText('Someone else changed Ahmed Karimi meanwhile: the row now shows what is saved'),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Devices for Ahmed Karimi' })).toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Orders for Ahmed Karimi' })).not.toBeChecked();
    expect((await stored('user-kaffebaren-manager01')).permissions).toEqual(['login-register', 'devices']);
  });
});
