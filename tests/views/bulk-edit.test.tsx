/**
 * Bulk edit (`list.bulkEdit`) in the generated product list, with the real dataProvider against the
 * reference API in-process: selected products move to another group from a dialog with the group input,
 * and the API stores the new group on each, with a new version.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, fetchUtils, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import modifierSets from '../../src/resources/modifier-sets';
import productGroups from '../../src/resources/product-groups';
import products from '../../src/resources/products';
import taxGroups from '../../src/resources/tax-groups';
import { resourceMessages } from '../../src/schema/labels';
import { createRegistry } from '../../src/schema/registry-core';
import { EngineProvider } from '../../src/schema/ui/EngineContext';
import { engineMessages } from '../../src/schema/ui/messages';
import { resourceElements } from '../../src/schema/ui/resourceElements';
import { storedRow } from '../../server/testing/stored';
import { components } from '../../src/resources/component-registry';
import { inProcessApi } from './inProcessApi';

const registry = createRegistry([products, productGroups, taxGroups, modifierSets]);
const api = inProcessApi(registry);

beforeAll(async () => {
  await import('../../src/schema/ui/ResourceList');
});

function renderProducts() {
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(`http://api.test${url}`, {
      ...options,
      user: { authenticated: true, token: `Bearer ${api.token}` },
    });
  const dataProvider = createDataProvider({ registry, httpClient });
  const i18nProvider = polyglotI18nProvider(
    () => ({ ...englishMessages, ...resourceMessages(registry, 'en'), ...engineMessages.en }),
    'en',
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EngineProvider registry={registry} components={components}>
            <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
              {resourceElements(registry, components)}
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: ['/apps/merchant/productsV3'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('bulk edit of products', () => {
  it('moves the selected products to the group chosen in the dialog', async () => {
    const user = userEvent.setup();
    renderProducts();
    const table = await screen.findByRole('table');
    const rows = (await within(table).findAllByRole('row')).slice(1, 3);
    const names = rows.map((row) => row.querySelector('td.column-name')?.textContent ?? '');
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    const toolbar = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.RaBulkActionsToolbar-toolbar');
      if (!found) throw new Error('no bulk toolbar');
      return found;
    });
    // The bulk buttons load with the first selection: wait for the button, not only its bar.
    await user.click(await within(toolbar).findByRole('button', { name: 'Change group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change group of 2 records' });
    const input = await within(dialog).findByRole('combobox', { name: 'Group' });
    await user.click(input);
    await user.type(input, 'Kakor');
    await user.click(await screen.findByRole('option', { name: 'Kakor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Group changed on 2 records')).toBeInTheDocument();

    const moved = await api.server.db.query<{ id: string; name: string; version: number }>(
      `SELECT p.id, p.name, p.version FROM products p WHERE p.name = ANY($1) AND p.group = 'group-kaffebaren-bakverk-kakor'`,
      [names],
    );
    expect(moved.map((p) => p.name).sort()).toEqual([...names].sort());
    for (const p of moved)
      expect((await storedRow(api.server.db, 'products', p.id))?.version).toBeGreaterThan(1);
  }, 60_000);
});
