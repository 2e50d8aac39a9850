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
import { THINGS } from '../../__fixtures__/things';
import { defineResource } from '../../define-resource';
import { createRegistry } from '../../registry-core';
import { defineComponents, indexComponents } from '../components';
import { EngineProvider } from '../EngineContext';
import { fetchedReference } from '../kinds/fetchedReferenceLoad';
import { lazyView, type LazyView } from '../lazyView';
import { resourceElements } from '../resourceElements';
import { VIEW_LOADING_DELAY_MS } from '../ViewLoading';

const things = defineResource({
  ...THINGS,
  views: { list: 'thing-board', show: 'thing-card' },
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

/** A lazy view of `things` whose module arrives when the test says. */
function deferredView(text: string) {
  let arrive: () => void = () => undefined;
  const module = new Promise<{ default: () => ReactNode }>((resolve) => {
    arrive = () => resolve({ default: () => <p>{text}</p> });
  });
  return { view: lazyView(() => module), arrive: () => arrive() };
}

function renderAt(url: string, views: { board: LazyView; card: LazyView }) {
  const components = indexComponents({
    'things/components.tsx': defineComponents<typeof things>('things', {
      views: { 'thing-board': views.board, 'thing-card': views.card },
    }),
  });
  const registry = createRegistry([things]);
  // react-admin's own router reads the hash.
  window.history.pushState({}, '', `/#${url}`);
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
}

const wait = (ms: number) => act(() => new Promise<void>((done) => setTimeout(done, ms)));

describe('a view whose module has not arrived', () => {
  it('leaves the page empty until it has, then shows it: no loading fallback', async () => {
    const board = deferredView('the board');
    renderAt('/apps/merchant/things', { board: board.view, card: deferredView('the card').view });
    // The permissions are in and the definition is whole: only the module is missing.
    await wait(50);
    expect(board.view.isLoaded()).toBe(false);
    expect(screen.queryByText('the board')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    board.arrive();
    expect(await screen.findByText('the board')).toBeInTheDocument();
    expect(board.view.isLoaded()).toBe(true);
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it('says it is loading when the wait is long, until the view is there', async () => {
    const board = deferredView('the board');
    renderAt('/apps/merchant/things', { board: board.view, card: deferredView('the card').view });
    // After VIEW_LOADING_DELAY_MS of waiting (the test's own start, its modules' first import, takes longer).
    expect(
      await screen.findByRole('progressbar', { name: 'Loading' }, { timeout: 10 * VIEW_LOADING_DELAY_MS }),
    ).toBeInTheDocument();
    expect(board.view.isLoaded()).toBe(false);
    board.arrive();
    expect(await screen.findByText('the board')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it(
    "waits for react-admin's ReferenceField too on a page other than a list",
    { timeout: 30_000 },
    async () => {
      const card = deferredView('the card');
      renderAt('/apps/merchant/things/1/show', { board: deferredView('the board').view, card: card.view });
      card.arrive();
      // ReferenceField's chunk is a first import here, which the test runner compiles on the way.
      expect(await screen.findByText('the card', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(fetchedReference.current()).not.toBeNull();
      expect(fallbackShown).not.toHaveBeenCalled();
    },
  );
});
