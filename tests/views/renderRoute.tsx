/**
 * A bespoke page of the app at `url`, mounted at its route `path` inside Admin with the real
 * dataProvider against the in-process API (inProcessApi), in English.
 */
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { Admin, CustomRoutes, fetchUtils, memoryStore, type TranslationMessages } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider } from 'react-router-dom';
import { bundledMessages } from '../../src/i18n/catalogue';
import { createDataProvider } from '../../src/providers/dataProvider';
import { components } from '../../src/resources/component-registry';
import { registry } from '../../src/resources/registry';
import { EngineProvider } from '../../src/schema/ui/EngineContext';
import type { InProcessApi } from './inProcessApi';

export function renderRoute(api: InProcessApi, path: string, element: ReactElement, url: string) {
  const httpClient = (target: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(`http://api.test${target}`, {
      ...options,
      user: { authenticated: true, token: `Bearer ${api.token}` },
    });
  const i18nProvider = polyglotI18nProvider(
    () => bundledMessages('en') as unknown as TranslationMessages,
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
