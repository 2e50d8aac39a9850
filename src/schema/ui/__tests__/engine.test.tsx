/**
 * The engine on its own: its views built from a fixture registry and fixture components, with an
 * in-memory data provider and react-admin's English. Nothing of the app (src/resources, providers,
 * i18n) or of the reference API is imported: what the engine needs is handed in.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, memoryStore, useRecordContext, type DataProvider, type RaRecord } from 'react-admin';
import type { ComponentProps, ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import type { HistoryEntry, HistoryMethod } from '../../history';
import { resourceMessages } from '../../labels';
import { createRegistry } from '../../registry-core';
import { defineComponents, indexComponents } from '../components';
import { EngineProvider } from '../EngineContext';
import { engineMessages } from '../messages';
import { resourceElements } from '../resourceElements';
import { useListPrefetch } from '../useListPrefetch';

const widgets = defineResource({
  name: 'widgets',
  label: { one: { en: 'Widget', sv: 'Grej' }, many: { en: 'Widgets', sv: 'Grejer' } },
  routes: ['/apps/merchant/widgets'],
  api: 'api/widget',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  list: { sort: { field: 'name', order: 'ASC' }, rowActions: ['ping'] },
  views: { create: 'widget-wizard' },
  fields: {
    name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true, listed: true, sortable: true },
    code: { kind: 'text', label: { en: 'Code', sv: 'Kod' }, listed: true, component: 'shouting-code' },
    size: {
      kind: 'enum',
      label: { en: 'Size', sv: 'Storlek' },
      listed: true,
      values: { s: { label: { en: 'Small', sv: 'Liten' } }, l: { label: { en: 'Large', sv: 'Stor' } } },
    },
    crate: {
      kind: 'text',
      label: { en: 'Crate', sv: 'Låda' },
      shownWhen: { size: ['l'] },
    },
    note: { kind: 'text', label: { en: 'Note', sv: 'Anteckning' } },
    parts: {
      kind: 'subRecords',
      label: { en: 'Parts', sv: 'Delar' },
      fields: {
        part: { kind: 'text', label: { en: 'Part', sv: 'Del' } },
        count: { kind: 'integer', label: { en: 'Count', sv: 'Antal' } },
      },
    },
  },
});

/** A list that creates nothing (as the internal areas' all-users list), behind a feature flag. */
const sprockets = defineResource({
  name: 'sprockets',
  label: { one: { en: 'Sprocket', sv: 'Kugghjul' }, many: { en: 'Sprockets', sv: 'Kugghjul' } },
  routes: ['/apps/merchant/sprockets'],
  api: 'api/sprocket',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, create: false },
  representation: 'name',
  list: { sort: { field: 'name', order: 'ASC' } },
  featureFlag: 'merchant-giftcards',
  fields: {
    name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true, listed: true, sortable: true },
  },
});

function Ping() {
  const record = useRecordContext();
  return <button type="button">Ping {String(record?.name)}</button>;
}

function ShoutingCode() {
  const record = useRecordContext();
  return <strong>{String(record?.code ?? '').toUpperCase()}</strong>;
}

const components = indexComponents({
  'widgets/components.tsx': defineComponents<typeof widgets>('widgets', {
    fields: { 'shouting-code': { field: ShoutingCode } },
    rowActions: { ping: Ping },
    views: { 'widget-wizard': () => <h1>Widget wizard</h1> },
  }),
});

const registry = createRegistry([widgets, sprockets]);

const rows: RaRecord[] = [
  { id: 'w1', version: 1, name: 'Beta', code: 'b-2', size: 'l', crate: 'Pallet 4', note: '', parts: [] },
  { id: 'w2', version: 1, name: 'Alpha', code: 'a-1', size: 's', crate: 'Pallet 9', note: 'Fragile' },
];
const history: HistoryEntry[] = [
  {
    id: 2,
    action: 'update',
    changes: {
      parts: {
        from: [{ part: 'Bolt', count: 2 }, { part: 'Nut' }],
        to: [{ part: 'Bolt', count: 3 }, { part: 'Nut' }, { part: 'Washer', count: 8 }],
      },
    },
    actor: 'tester',
    at: '2026-01-03T10:00:00Z',
  },
  { id: 1, action: 'create', changes: {}, actor: 'tester', at: '2026-01-02T10:00:00Z' },
];

/** Enough of a data provider for lists, show pages and the history panel, over `rows`. */
const dataProvider = {
  getList: async (_resource, { sort }) => {
    const sorted = [...rows].sort((a, b) =>
      String(a[sort?.field ?? 'id']).localeCompare(String(b[sort?.field ?? 'id'])),
    );
    return { data: sorted as never[], total: sorted.length };
  },
  getOne: async (_resource, { id }) => ({ data: rows.find((row) => row.id === id) as never }),
  getMany: async (_resource, { ids }) => ({ data: rows.filter((row) => ids.includes(row.id)) as never[] }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: async () => Promise.reject(new Error('not in this test')),
  update: async () => Promise.reject(new Error('not in this test')),
  updateMany: async () => Promise.reject(new Error('not in this test')),
  delete: async () => Promise.reject(new Error('not in this test')),
  deleteMany: async () => Promise.reject(new Error('not in this test')),
  getHistory: async () => ({ data: history }),
  getFile: async () => Promise.reject(new Error('not in this test')),
  exportList: async () => Promise.reject(new Error('not in this test')),
  runAction: async () => Promise.reject(new Error('not in this test')),
  send: async () => Promise.reject(new Error('not in this test')),
} satisfies DataProvider & HistoryMethod;

beforeAll(async () => {
  await Promise.all([import('../ResourceList'), import('../ResourceShow'), import('../ResourceEdit')]);
});

/**
 * A signed-in user with the given roles. Used with `requireAuth`: as in the app, the session check is
 * answered before a list mounts, so the list's query is enabled at its first render.
 */
const authWithRoles = (roles: string[]) => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ roles, permissions: [] }),
  canAccess: async () => roles.includes('admin'),
});

/** A shell with a menu entry to the widgets that prefetches their list when pressed, as the app's menu does. */
function PrefetchingLayout({ children }: { children: ReactNode }) {
  const prefetch = useListPrefetch();
  return (
    <main>
      <Link to="/apps/merchant/widgets" onPointerDown={() => prefetch('/apps/merchant/widgets')}>
        Widgets
      </Link>
      {children}
    </main>
  );
}

function renderAt(
  path: string,
  admin: Partial<ComponentProps<typeof Admin>> = {},
  flags?: Readonly<Record<string, boolean>>,
) {
  const i18nProvider = polyglotI18nProvider(
    () => ({ ...englishMessages, ...resourceMessages(registry, 'en'), ...engineMessages.en }),
    'en',
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EngineProvider
            registry={registry}
            components={components}
            flags={flags}
            notEnabled={<h1>Switched off</h1>}
          >
            <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} {...admin}>
              {resourceElements(registry, components)}
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the engine with a fixture registry', () => {
  it('lists the records with the labels of the definition, its field component and its row action', async () => {
    renderAt('/apps/merchant/widgets');
    expect(await screen.findByRole('button', { name: 'Ping Alpha' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Name')).toBeInTheDocument();
    expect(within(table).getByText('A-1')).toBeInTheDocument();
    expect(within(table).getByText('Large')).toBeInTheDocument();
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).queryByText(/^(Alpha|Beta)$/)?.textContent);
    expect(names).toEqual(['Alpha', 'Beta']);
  });

  it('shows a record with its history from the data provider', async () => {
    renderAt('/apps/merchant/widgets/w1/show');
    expect(await screen.findByText('Beta')).toBeInTheDocument();
    expect(await screen.findByText(/Created by tester/)).toBeInTheDocument();
  });

  it('shows the fields that hold a value, not a row for each empty one', async () => {
    const first = renderAt('/apps/merchant/widgets/w1/show');
    expect(await screen.findByText('Beta')).toBeInTheDocument();
    expect(screen.queryByText('Note')).not.toBeInTheDocument();
    expect(screen.queryByText('Parts')).not.toBeInTheDocument();
    first.unmount();
    renderAt('/apps/merchant/widgets/w2/show');
    expect(await screen.findByText('Fragile')).toBeInTheDocument();
    expect(screen.getByText('Note')).toBeInTheDocument();
  });

  it('tells a list of sub-records’ change row by row, not as JSON', async () => {
    renderAt('/apps/merchant/widgets/w1/show');
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText(/Changed by tester/);
    expect(history).not.toHaveTextContent('{');
    const rows = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.tagName === 'LI');
    const text = rows.map((row) => row.textContent?.replace(/\s+/g, ' ').trim());
    expect(text).toContain('Bolt: Count: 2 → 3');
    expect(text).toContain('Added: Washer Part: Washer Count: 8');
  });

  it('shows a field with `shownWhen` only where the record meets it, on the show page and the form', async () => {
    const first = renderAt('/apps/merchant/widgets/w1/show');
    expect(await screen.findByText('Pallet 4')).toBeInTheDocument();
    expect(screen.getByText('Crate')).toBeInTheDocument();
    first.unmount();
    const second = renderAt('/apps/merchant/widgets/w2/show');
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(screen.queryByText('Crate')).not.toBeInTheDocument();
    expect(screen.queryByText('Pallet 9')).not.toBeInTheDocument();
    second.unmount();

    renderAt('/apps/merchant/widgets/w2');
    const size = await screen.findByRole('combobox', { name: 'Size' });
    expect(screen.queryByRole('textbox', { name: 'Crate' })).not.toBeInTheDocument();
    fireEvent.mouseDown(size);
    fireEvent.click(await screen.findByRole('option', { name: 'Large' }));
    expect(await screen.findByRole('textbox', { name: 'Crate' })).toHaveValue('Pallet 9');
  });

  it.each([
    ['/apps/merchant/widgets/show/w1', 'Beta'],
    ['/apps/merchant/widgets/details/w2', 'Alpha'],
  ])('an old record URL %s opens the record', async (path, name) => {
    renderAt(path);
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(await screen.findByText(/Created by tester/)).toBeInTheDocument();
  });

  it('an old create URL opens the create view', async () => {
    renderAt('/apps/merchant/widgets/new');
    expect(await screen.findByRole('heading', { name: 'Widget wizard' })).toBeInTheDocument();
  });

  it('an old record URL of no resource is not found', async () => {
    renderAt('/apps/merchant/gadgets/edit/w1', { dashboard: () => <h1>Start</h1> });
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
  });

  it('the create URL of a resource that creates nothing is not found, and asks the API for no record', async () => {
    const getOne = vi.spyOn(dataProvider, 'getOne');
    getOne.mockClear();
    for (const path of ['/apps/merchant/sprockets/create', '/apps/merchant/sprockets/new']) {
      const { unmount } = renderAt(path, { dashboard: () => <h1>Start</h1> });
      expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
      unmount();
    }
    expect(getOne).not.toHaveBeenCalled();
  });

  it('a resource whose feature flag is off says so on its screens and asks the API nothing', async () => {
    const getList = vi.spyOn(dataProvider, 'getList');
    getList.mockClear();
    const { unmount } = renderAt('/apps/merchant/sprockets', {}, { 'merchant-giftcards': false });
    expect(await screen.findByRole('heading', { name: 'Switched off' })).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
    unmount();
    renderAt('/apps/merchant/sprockets', {}, { 'merchant-giftcards': true });
    expect(await screen.findByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
  });

  it('replaces a view by the component the definition names', async () => {
    renderAt('/apps/merchant/widgets/create');
    expect(await screen.findByRole('heading', { name: 'Widget wizard' })).toBeInTheDocument();
  });

  it('with roles and permission keys known, a view opens without waiting for the authProvider', async () => {
    // An authProvider whose canAccess never answers: the registry's answer must be enough.
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => ({ roles: ['admin'], permissions: [] }),
      canAccess: () => new Promise<boolean>(() => undefined),
    };
    renderAt('/apps/merchant/widgets', { authProvider, layout: ({ children }) => <main>{children}</main> });
    expect(await screen.findByRole('button', { name: 'Ping Alpha' })).toBeInTheDocument();
  });

  it('with roles that the resource refuses, the view goes to access denied without waiting for the authProvider', async () => {
    const getList = vi.spyOn(dataProvider, 'getList');
    getList.mockClear();
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => ({ roles: ['Seller'], permissions: [] }),
      canAccess: () => new Promise<boolean>(() => undefined),
    };
    renderAt('/apps/merchant/widgets', { authProvider, accessDenied: () => <h1>Not for you</h1> });
    expect(await screen.findByRole('heading', { name: 'Not for you' })).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });

  it('asks nothing of the API for a view the user may not open: it goes to access denied first', async () => {
    const getList = vi.spyOn(dataProvider, 'getList');
    getList.mockClear();
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => [],
      canAccess: async () => false,
    };
    renderAt('/apps/merchant/widgets', {
      authProvider,
      accessDenied: () => <h1>Not for you</h1>,
    });
    expect(await screen.findByRole('heading', { name: 'Not for you' })).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });

  it('a list asked for before it opens takes that answer as its first request', async () => {
    const getList = vi.spyOn(dataProvider, 'getList');
    getList.mockClear();
    renderAt('/', {
      layout: PrefetchingLayout,
      dashboard: () => <h1>Start</h1>,
      authProvider: authWithRoles(['admin']),
      requireAuth: true,
    });
    await screen.findByRole('heading', { name: 'Start' });
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Widgets' }));
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith('apps/merchant/widgets', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: undefined,
    });
    // The answer arrives before the list opens (the pointer is still down).
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(screen.getByRole('link', { name: 'Widgets' }));
    expect(await screen.findByRole('button', { name: 'Ping Alpha' })).toBeInTheDocument();
    // Not asked again once the list has settled.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('a list the user may not open is not asked for in advance', async () => {
    const getList = vi.spyOn(dataProvider, 'getList');
    getList.mockClear();
    // A sort of its own: a key no other test has asked for (a prefetch is not repeated for 10 s).
    const store = memoryStore({
      'apps/merchant/widgets.listParams': { sort: 'size', order: 'ASC', page: 1, perPage: 25, filter: {} },
    });
    renderAt('/', {
      layout: PrefetchingLayout,
      dashboard: () => <h1>Start</h1>,
      store,
      authProvider: authWithRoles(['Seller']),
    });
    await screen.findByRole('heading', { name: 'Start' });
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Widgets' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getList).not.toHaveBeenCalled();
  });

  it('a list the user has sorted is asked for in advance with the user’s choice, and takes that answer', async () => {
    const getList = vi.spyOn(dataProvider, 'getList');
    getList.mockClear();
    const store = memoryStore({
      'apps/merchant/widgets.listParams': { sort: 'code', order: 'DESC', page: 1, perPage: 25, filter: {} },
    });
    renderAt('/', {
      layout: PrefetchingLayout,
      dashboard: () => <h1>Start</h1>,
      store,
      authProvider: authWithRoles(['admin']),
      requireAuth: true,
    });
    await screen.findByRole('heading', { name: 'Start' });
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Widgets' }));
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls[0]?.[1]).toMatchObject({ sort: { field: 'code', order: 'DESC' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(screen.getByRole('link', { name: 'Widgets' }));
    expect(await screen.findByRole('button', { name: 'Ping Alpha' })).toBeInTheDocument();
    // The list asked with the same key: not asked again once it has settled.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getList).toHaveBeenCalledTimes(1);
  });
});
