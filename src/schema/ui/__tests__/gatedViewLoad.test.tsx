/**
 * A resource's view whose module is still on its way (a cold load renders the shell before the opened
 * view's chunks are in, src/loadSignedInApp.ts): the page stays empty until it arrives, then shows the
 * view, without ever showing the layout's loading fallback, which React would keep for 300 ms.
 */
import { act, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Admin, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { createRegistry } from '../../registry-core';
import { defineComponents, indexComponents } from '../components';
import { EngineProvider } from '../EngineContext';
import { lazyView } from '../lazyView';
import { resourceElements } from '../resourceElements';

const things = defineResource({
  name: 'things',
  label: { one: { en: 'Thing', sv: 'Sak' }, many: { en: 'Things', sv: 'Saker' } },
  routes: ['/apps/merchant/things'],
  api: 'api/things',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  views: { list: 'thing-board' },
  fields: { name: { kind: 'text', label: { en: 'Name', sv: 'Namn' } } },
});

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve({ role: 'MerchantAdmin', permissions: [] }),
  canAccess: () => Promise.resolve(true),
};
const dataProvider = {} as DataProvider;

/** Called each time the layout's Suspense shows its fallback. */
const fallbackShown = vi.fn();
function Fallback() {
  useEffect(() => fallbackShown());
  return <p>loading</p>;
}
const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Fallback />}>{children}</Suspense>
);

describe('a view whose module has not arrived', () => {
  it('leaves the page empty until it has, then shows it: no loading fallback', async () => {
    let arrive: () => void = () => undefined;
    const board = lazyView(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) => {
          arrive = () => resolve({ default: () => <p>the board</p> });
        }),
    );
    const components = indexComponents({
      'things/components.tsx': defineComponents<typeof things>('things', { views: { 'thing-board': board } }),
    });
    const registry = createRegistry([things]);
    window.history.pushState({}, '', '/apps/merchant/things');
    render(
      <EngineProvider registry={registry} components={components}>
        <Admin
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={polyglotI18nProvider(() => englishMessages, 'en')}
          store={memoryStore()}
          layout={Layout}
        >
          {resourceElements(registry, components, <p>not found</p>)}
        </Admin>
      </EngineProvider>,
    );
    // The permissions are in and the definition is whole: only the module is missing.
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(board.isLoaded()).toBe(false);
    expect(screen.queryByText('the board')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('the board')).toBeInTheDocument();
    expect(board.isLoaded()).toBe(true);
    expect(fallbackShown).not.toHaveBeenCalled();
  });
});
