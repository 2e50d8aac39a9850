/**
 * Value actions (`list.valueActions`): a merchant admin deactivates and activates users from the row
 * and for the selected rows, against the reference API in-process; what the API refuses (deactivating
 * oneself) is said and not stored; the selected rows' writes are sent at once.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, fetchUtils, HttpError, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { toHttpError } from '../../src/providers/httpErrors';
import { registry } from '../../src/resources/registry';
import { resourceMessages } from '../../src/schema/labels';
import { EngineProvider } from '../../src/schema/ui/EngineContext';
import { resourceElements } from '../../src/schema/ui/resourceElements';
import { engineMessages } from '../../src/schema/ui/messages';
import { components } from '../../src/resources/component-registry';
import { inProcessApi } from './inProcessApi';

const api = inProcessApi(registry);
/** Writes in flight at once, at most, since the last reset (SPEC 7: a batch sends them in parallel). */
const writes = { inFlight: 0, most: 0 };

beforeAll(async () => {
  await import('../../src/schema/ui/ResourceList');
});

function renderUsers() {
  // As the app's httpClient does: the server's first error message, in the user's language, is the message.
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const write = options.method !== undefined && options.method !== 'GET';
    if (write) writes.most = Math.max(writes.most, ++writes.inFlight);
    return fetchUtils
      .fetchJson(`http://api.test${url}`, {
        ...options,
        user: { authenticated: true, token: `Bearer ${api.token}` },
      })
      .catch((error: HttpError) => Promise.reject(toHttpError(error.status, '', error.body)))
      .finally(() => {
        if (write) writes.inFlight -= 1;
      });
  };
  const dataProvider = createDataProvider({ registry, httpClient });
  const i18nProvider = polyglotI18nProvider(
    () => ({ ...englishMessages, ...resourceMessages(registry, 'en'), ...engineMessages.en }),
    'en',
  );
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ roles: ['admin'], permissions: ['users'] }),
    canAccess: async () => true,
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EngineProvider registry={registry} components={components}>
            <Admin
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              authProvider={authProvider}
              store={memoryStore()}
            >
              {resourceElements(registry, components)}
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: ['/apps/setting/users'] },
  );
  return render(<RouterProvider router={router} />);
}

async function statusOf(username: string): Promise<string | undefined> {
  const [row] = await api.server.db.query<{ status: string }>(
    'SELECT status FROM users WHERE username = $1',
    [username],
  );
  return row?.status;
}

/** The list row whose username cell holds `username` (the email column may hold the same text). */
const rowOf = async (username: string) =>
  waitFor(() => {
    const cell = [...document.querySelectorAll('td.column-username')].find(
      (td) => td.textContent === username,
    );
    if (!cell) throw new Error(`no row for ${username}`);
    return cell.closest('tr') as HTMLElement;
  });

describe('value actions on the users list', () => {
  it('deactivates one user from its row and activates it again; the button follows the status', async () => {
    const user = userEvent.setup();
    renderUsers();
    await user.click(await within(await rowOf('seller01')).findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The user is deactivated')).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf('seller01')).toBe('inactive'));
    const activate = await within(await rowOf('seller01')).findByRole('button', { name: 'Activate' });
    expect(
      within(await rowOf('seller01')).queryByRole('button', { name: 'Deactivate' }),
    ).not.toBeInTheDocument();
    await user.click(activate);
    await waitFor(async () => expect(await statusOf('seller01')).toBe('active'));
  });

  it('refuses to deactivate the signed-in user, says why, and stores nothing', async () => {
    const user = userEvent.setup();
    renderUsers();
    await user.click(
      await within(await rowOf('admin@kaffebaren.test')).findByRole('button', { name: 'Deactivate' }),
    );
    expect(await screen.findByText(/You cannot deactivate yourself/)).toBeInTheDocument();
    expect(await statusOf('admin@kaffebaren.test')).toBe('active');
  });

  it('deactivates the selected users, goes on past a refusal and names it', async () => {
    const user = userEvent.setup();
    renderUsers();
    for (const username of ['seller01', 'manager01', 'admin@kaffebaren.test']) {
      await user.click(within(await rowOf(username)).getByRole('checkbox'));
    }
    const toolbar = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.RaBulkActionsToolbar-toolbar');
      if (!found) throw new Error('no bulk toolbar');
      return found;
    });
    writes.most = 0;
    // The bulk buttons load with the first selection: wait for the button, not only its bar.
    await user.click(await within(toolbar).findByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText(
        /^2 users are deactivated. One record was not changed: admin@kaffebaren.test: You cannot deactivate yourself$/,
      ),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf('seller01')).toBe('inactive'));
    expect(await statusOf('manager01')).toBe('inactive');
    expect(await statusOf('admin@kaffebaren.test')).toBe('active');
    // The three writes went out together, not one after another.
    expect(writes.most).toBe(3);
  });
});
