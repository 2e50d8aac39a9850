/**
 * Mounting app screens against the in-process API (inProcessApi), in English: a bespoke page at its
 * route (`renderRoute`), or the generated views of a few resources (`renderResources`).
 */
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import {
  Admin,
  CustomRoutes,
  fetchUtils,
  memoryStore,
  type AuthProvider,
  type DataProvider,
  type TranslationMessages,
} from 'react-admin';
import englishMessages from 'ra-language-english';
import { createMemoryRouter, Route, RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { bundledMessages } from '../../src/i18n/bundledMessages';
import { mergeAreas, mergeMessages, type AreaMessages } from '../../src/i18n/catalogueCore';
import { createDataProvider } from '../../src/providers/dataProvider';
import { components } from '../../src/resources/component-registry';
import { registry, resourceTextFiles } from '../../src/resources/registry';
import { resourceMessages } from '../../src/schema/labels';
import type { Registry } from '../../src/schema/registry-core';
import type { ResourceComponents } from '../../src/schema/ui/components';
import { EngineProvider } from '../../src/schema/ui/EngineContext';
import { listLayoutMessages } from '../../src/schema/ui/listLayoutMessages';
import { engineMessages } from '../../src/schema/ui/messages';
import { resourceElements } from '../../src/schema/ui/resourceElements';
import type { InProcessApi } from './inProcessApi';

/** The resource folders' own texts, which the app adds as each definition loads (src/loadSignedInApp.ts). */
const resourceTexts: Record<string, AreaMessages> = Object.fromEntries(
  await Promise.all(
    Object.entries(resourceTextFiles).map(async ([path, load]) => [path, await load()] as const),
  ),
);

/** The in-process API's HTTP client, signed in as `api`'s user. */
export function apiHttpClient(api: InProcessApi) {
  return (target: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(`http://api.test${target}`, {
      ...options,
      user: { authenticated: true, token: `Bearer ${api.token}` },
    });
}

/**
 * `pageTexts`: a bespoke page's own texts (src/pages/<page>/messages.ts), which load with the page;
 * `authProvider`: the signed-in user's roles and permissions, for what the page offers by them.
 */
export function renderRoute(
  api: InProcessApi,
  path: string,
  element: ReactElement,
  url: string,
  { pageTexts, authProvider }: { pageTexts?: AreaMessages; authProvider?: AuthProvider } = {},
) {
  const httpClient = apiHttpClient(api);
  // The app adds a definition's texts as it loads (src/loadSignedInApp.ts); inProcessApi has loaded them all.
  const i18nProvider = polyglotI18nProvider(
    () =>
      mergeMessages(
        mergeMessages(
          mergeMessages(
            bundledMessages('en'),
            // The list layout's texts, which the app adds with its parts (src/schema/ui/lazyTexts.tsx).
            mergeAreas({ ...resourceTexts, 'engine/listLayout': listLayoutMessages }, 'en'),
          ),
          resourceMessages(registry, 'en'),
        ),
        pageTexts?.en ?? {},
      ) as unknown as TranslationMessages,
    'en',
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EngineProvider registry={registry} components={components}>
            <Admin
              dataProvider={createDataProvider({ registry, httpClient })}
              i18nProvider={i18nProvider}
              authProvider={authProvider}
              store={memoryStore()}
            >
              <CustomRoutes>
                <Route path={path} element={element} />
              </CustomRoutes>
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

/**
 * The generated views of `registry`'s resources at `url`, in English with the resources' labels, the
 * engine's texts and `messages` (the resources' own components' texts).
 */
export function renderResources({
  registry: resources,
  components: parts,
  dataProvider,
  messages = {},
  url,
  authProvider,
  queryClient,
}: {
  registry: Registry;
  components: ReadonlyMap<string, ResourceComponents>;
  dataProvider: DataProvider;
  messages?: Record<string, unknown>;
  url: string;
  /** The signed-in user's roles and permissions, for what the views offer by them (record actions). */
  authProvider?: AuthProvider;
  /** react-admin's query cache, for a test that looks into it. */
  queryClient?: QueryClient;
}) {
  const i18nProvider = polyglotI18nProvider(
    () => ({
      ...englishMessages,
      ...resourceMessages(resources, 'en'),
      engine: { ...engineMessages.en.engine, ...listLayoutMessages.en.engine },
      ...messages,
    }),
    'en',
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EngineProvider registry={resources} components={parts}>
            <Admin
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              authProvider={authProvider}
              store={memoryStore()}
              {...(queryClient && { queryClient })}
            >
              {resourceElements(resources, parts)}
            </Admin>
          </EngineProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

/**
 * `(url) => render` of `registry`'s generated views with the in-process API's data (`renderResources`),
 * as a user holding `roles` (an authProvider that grants every screen the roles allow), if given.
 */
export function resourceRenderer(
  api: InProcessApi,
  {
    registry: resources,
    components: parts,
    messages,
    roles,
    permissions = [],
    queryClient,
  }: {
    registry: Registry;
    components: ReadonlyMap<string, ResourceComponents>;
    messages?: Record<string, unknown>;
    roles?: string[];
    /** The user's permission keys beside the roles. */
    permissions?: string[];
    queryClient?: QueryClient;
  },
) {
  const authProvider: AuthProvider | undefined = roles && {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ roles, permissions }),
    canAccess: async () => true,
  };
  return (url: string) =>
    renderResources({
      registry: resources,
      components: parts,
      dataProvider: createDataProvider({ registry: resources, httpClient: apiHttpClient(api) }),
      ...(messages && { messages }),
      url,
      ...(authProvider && { authProvider }),
      ...(queryClient && { queryClient }),
    });
}
