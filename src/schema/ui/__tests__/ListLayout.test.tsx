/**
 * A generic list's density and side panels (issue 40, SPEC 2 and 3): chosen from the toolbar, applied
 * at once, kept in react-admin's store (which follows the user to another browser) and restored from
 * it; the right panel shows the clicked row's fields and history instead of opening it, the left one
 * holds the filters; under 900 px each is a drawer.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, memoryStore, type DataProvider, type I18nProvider, type Store } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { resourceMessages } from '../../labels';
import { createRegistry } from '../../registry-core';
import { EngineProvider } from '../EngineContext';
import { listLayoutMessages } from '../listLayoutMessages';
import { engineMessages } from '../messages';
import { resourceElements } from '../resourceElements';

const registry = createRegistry([
  defineResource({
    name: 'gadgets',
    label: { one: { en: 'Gadget', sv: 'Pryl' }, many: { en: 'Gadgets', sv: 'Prylar' } },
    routes: ['/apps/merchant/gadgets'],
    api: 'api/gadgets',
    scope: 'organization',
    access: { roles: ROLE_GROUPS.admin },
    representation: 'name',
    list: { bulkDelete: false },
    fields: {
      name: {
        kind: 'text',
        label: { en: 'Name', sv: 'Namn' },
        required: true,
        listed: true,
        searchable: true,
      },
      note: { kind: 'text', label: { en: 'Note', sv: 'Anteckning' }, listed: false, filterable: ['eq'] },
    },
  }),
]);

const RECORDS = [
  { id: 'g1', version: 2, name: 'Kaffekvarn', note: 'Svart, 200 W' },
  { id: 'g2', version: 1, name: 'Mjölkskummare', note: '' },
];

const dataProvider = {
  getList: async () => ({ data: RECORDS, total: RECORDS.length }),
  getOne: async (_: string, { id }: { id: string }) => ({ data: RECORDS.find((r) => r.id === id)! }),
  getHistory: async () => ({
    data: [
      {
        id: 1,
        action: 'update',
        actor: 'anna@kaffebaren.test',
        at: '2026-11-02T10:00:00Z',
        changes: { name: { from: 'Kvarn', to: 'Kaffekvarn' } },
      },
    ],
  }),
} as unknown as DataProvider;

function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const englishWith = (texts: object) =>
  polyglotI18nProvider(
    () => ({ ...englishMessages, ...resourceMessages(registry, 'en'), ...engineMessages.en, ...texts }),
    'en',
  );

function renderList({
  store = memoryStore(),
  i18nProvider = englishWith({ engine: { ...engineMessages.en.engine, ...listLayoutMessages.en.engine } }),
}: { store?: Store; i18nProvider?: I18nProvider } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EngineProvider registry={registry}>
            <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
              {resourceElements(registry)}
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: ['/apps/merchant/gadgets'] },
  );
  render(<RouterProvider router={router} />);
  return { store, router };
}

const rows = async () => {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  return table;
};

beforeAll(async () => {
  await import('../ResourceList');
});

describe("a list's density", () => {
  it('is chosen from the toolbar among three, applied at once and kept for the resource', async () => {
    screenOf(1366);
    const { store } = renderList();
    const table = await rows();
    expect(table.querySelector('td')).toHaveClass('MuiTableCell-sizeSmall');
    fireEvent.click(await screen.findByRole('button', { name: 'Density' }));
    const menu = await screen.findByRole('menu');
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Compact', 'Standard', 'Comfortable']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Standard' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Comfortable' }));
    await waitFor(() => expect(table.querySelector('td')).toHaveClass('MuiTableCell-sizeMedium'));
    expect(store.getItem('apps/merchant/gadgets.datatable_density')).toBe('comfortable');
  });

  it('is the one the store holds when the list opens (as the user settings put it there)', async () => {
    screenOf(1366);
    const store = memoryStore({ 'apps/merchant/gadgets.datatable_density': 'comfortable' });
    renderList({ store });
    const table = await rows();
    expect(table.querySelector('td')).toHaveClass('MuiTableCell-sizeMedium');
  });
});

describe("a list's side panels", () => {
  it('shows the clicked row in the right panel, with its fields and history, instead of opening it', async () => {
    screenOf(1366);
    const { store, router } = renderList();
    const table = await rows();
    const toggle = await screen.findByRole('button', { name: 'Details panel' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    const panel = await screen.findByRole('complementary', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('Choose a row to see its details and history here.')).toBeInTheDocument();
    fireEvent.click(within(table).getByText('Kaffekvarn'));
    expect(await within(panel).findByText('Svart, 200 W')).toBeInTheDocument();
    expect(await within(panel).findByText(/Changed by anna@kaffebaren\.test/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/merchant/gadgets');
    expect(store.getItem('sidePanels.apps/merchant/gadgets.right')).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the panel' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Details' })).toBeNull());
    expect(store.getItem('sidePanels.apps/merchant/gadgets.right')).toBe(false);
  });

  it('opens as the store left it, on the row it showed', async () => {
    screenOf(1366);
    renderList({
      store: memoryStore({
        'sidePanels.apps/merchant/gadgets.right': true,
        'apps/merchant/gadgets.sidePanelRecord': 'g1',
      }),
    });
    const panel = await screen.findByRole('complementary', { name: 'Details' });
    expect(await within(panel).findByText('Svart, 200 W')).toBeInTheDocument();
  });

  it('holds the filters in the left panel, in place of the bar above the list', async () => {
    screenOf(1366);
    const { store } = renderList();
    await rows();
    expect(screen.getAllByRole('textbox', { name: 'Search' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Add filter' })).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Filter panel' }));
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    expect(within(panel).getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add filter' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Search' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Add filter' })).toHaveLength(1);
    expect(store.getItem('sidePanels.apps/merchant/gadgets.left')).toBe(true);
  });

  it('is a drawer over the list under 900 px, closed without turning the panel off', async () => {
    screenOf(800);
    const { store } = renderList({ store: memoryStore({ 'sidePanels.apps/merchant/gadgets.right': true }) });
    const panel = await screen.findByRole('complementary', { name: 'Details' });
    expect(panel.closest('.MuiDrawer-root')).not.toBeNull();
    // A modal drawer: the list behind it is out of reach until it closes.
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the panel' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Details' })).toBeNull());
    const table = await rows();
    expect(store.getItem('sidePanels.apps/merchant/gadgets.right')).toBe(true);
    fireEvent.click(within(table).getByText('Mjölkskummare'));
    const again = await screen.findByRole('complementary', { name: 'Details' });
    expect(await within(again).findByRole('heading', { name: 'Mjölkskummare' })).toBeInTheDocument();
  });
});

describe("the layout's texts", () => {
  it('are handed to an i18nProvider that takes texts later, with the parts that show them', async () => {
    screenOf(1366);
    const base = englishWith({});
    const added: string[] = [];
    let texts = {};
    const i18nProvider = {
      ...polyglotI18nProvider(
        () => ({ ...englishMessages, ...resourceMessages(registry, 'en'), ...engineMessages.en, ...texts }),
        'en',
      ),
      addMessages: async (files: Record<string, { en: { engine: object } }>) => {
        for (const [file, area] of Object.entries(files)) {
          added.push(file);
          texts = { engine: { ...engineMessages.en.engine, ...area.en.engine } };
        }
        await i18nProvider.changeLocale('en');
      },
    };
    expect(base.translate('engine.listLayout.density')).toBe('engine.listLayout.density');
    renderList({ i18nProvider });
    expect(await screen.findByRole('button', { name: 'Density' })).toBeInTheDocument();
    expect(added).toEqual(['engine/listLayout']);
  });
});
