/**
 * A cold load of a list with a stored session (issue 41), as App.tsx puts it together: react-admin's
 * routes start with the loading routes, the signed-in app's routes arrive later (react-admin takes them
 * one effect later), and the list's first page is already in the cache (src/schema/ui/listPrefetch.ts).
 * The list mounts once and its rows render once: the session check and the resources' registration,
 * settling after the list's first render, do not render it again before its first paint.
 */
import { act, render, screen } from '@testing-library/react';
import { useEffect, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  ListBase,
  memoryStore,
  Resource,
  useListContext,
  useResourceDefinition,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter, Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18nProvider } from '../pages/login/testing/renderWithAdmin';
import { createQueryClient } from '../providers/queryClient';
import { useResourcesRegistered } from './useResourcesRegistered';

const STORES = [
  { id: 'store-1', name: 'Kaffebaren Götgatan' },
  { id: 'store-2', name: 'Kaffebaren Södermalm' },
];
/** The list's first request, under react-admin's own query key (ListBase's default page and sort). */
const FIRST_PAGE_KEY = [
  'stores',
  'getList',
  { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: undefined },
];

let rowRenders: number[] = [];
let listMounts = 0;

function Rows() {
  const { data } = useListContext<{ id: string; name: string }>();
  // Read as react-admin's buttons and links read it: a change of the registered definitions renders this.
  const { hasEdit } = useResourceDefinition();
  if (data) rowRenders.push(data.length);
  useEffect(() => {
    listMounts += 1;
  }, []);
  return (
    <ul>
      {data?.map((store) => (
        <li key={store.id} data-editable={hasEdit}>
          {store.name}
        </li>
      ))}
    </ul>
  );
}

function StoreList() {
  return (
    <ListBase queryOptions={{ refetchOnMount: false }}>
      <Rows />
    </ListBase>
  );
}

/** The signed-in app's routes: null until "loaded" (src/loadSignedInApp.ts). */
let signedInRoutes: readonly ReactElement[] | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useSignedInRoutes = () => useSyncExternalStore(subscribe, () => signedInRoutes);
function loadSignedInApp() {
  signedInRoutes = [<Resource key="stores" name="stores" list={StoreList} edit={() => null} />];
  listeners.forEach((listener) => listener());
}

const LOADING = [
  <CustomRoutes key="loading">
    <Route path="*" element={<p>Laddar</p>} />
  </CustomRoutes>,
];

function Layout({ children }: { children: ReactNode }) {
  const routes = useSignedInRoutes();
  useResourcesRegistered(routes ?? undefined);
  return routes ? <main>{children}</main> : <p>Laddar</p>;
}

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ roles: ['merchantadmin'], permissions: [] }),
};

const dataProvider = {
  getList: async () => ({ data: STORES, total: STORES.length }),
} as unknown as DataProvider;

function App() {
  const routes = useSignedInRoutes();
  const queryClient = useQueryClientOnce();
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={testI18nProvider('sv')}
      store={memoryStore()}
    >
      <CoreAdminUI requireAuth layout={Layout}>
        {routes ?? LOADING}
      </CoreAdminUI>
    </AdminContext>
  );
}

let queryClient = createQueryClient();
const useQueryClientOnce = () => queryClient;

afterEach(() => {
  rowRenders = [];
  listMounts = 0;
  signedInRoutes = null;
  queryClient = createQueryClient();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

describe('a cold load of a list', () => {
  it('mounts the list once and renders its prefetched rows once while the session settles', async () => {
    queryClient.setQueryData(FIRST_PAGE_KEY, { data: STORES, total: STORES.length });
    // The list's own access check, answered from the permissions (src/schema/ui/useKnownAccess.ts).
    queryClient.setQueryData(
      ['auth', 'canAccess', { action: 'list', resource: 'stores', enabled: true }],
      true,
    );
    render(
      <MemoryRouter initialEntries={['/stores']}>
        <App />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Laddar')).toBeInTheDocument();
    await settle(); // the session check and the permissions have answered

    act(loadSignedInApp);
    expect(await screen.findByText('Kaffebaren Götgatan')).toBeInTheDocument();
    await settle();

    expect(listMounts).toBe(1);
    expect(rowRenders).toEqual([2]);
  });
});
