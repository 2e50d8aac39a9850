import { lazy, Suspense, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CoreAdminUI, CustomRoutes, localStorageStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { i18nProvider } from './i18n/i18nProvider';
import { ErrorPage } from './layout/ErrorPage';
import { LoadingOverlay } from './layout/LoadingOverlay';
import { Notifier } from './layout/Notifier';
import { darkTheme, lightTheme } from './layout/themes';
import { featuresRoute } from './pages/features/route';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { components } from './resources/component-registry';
import { registry } from './resources/registry';
import { LoginPage } from './pages/login/LoginPage';
import { AccessDeniedRedirect } from './routing/AccessDeniedRedirect';
import { appCustomRoutes } from './routing/customRoutes';
import { NotFoundRedirect } from './routing/NotFoundRedirect';
import { Guard } from './routing/Guard';
import { GuestNotFound } from './routing/GuestNotFound';
import { buildRouteTable, knownPaths } from './routing/routeTable';
import { SessionEffects } from './routing/SessionEffects';
import { EngineProvider } from './schema/ui/EngineContext';
import { resourceElements } from './schema/ui/resourceElements';

const store = localStorageStore();
const KNOWN_PATHS = knownPaths(buildRouteTable({ registry, pages: [featuresRoute] }));
const FeaturesPage = lazy(() => import('./pages/features/FeaturesPage'));
/** The shell (top bar, menu and its icons) loads after sign-in, so the login screen does not carry it. */
const ShellLayout = lazy(() => import('./layout/Layout').then((module) => ({ default: module.Layout })));
const AuthenticationErrorPage = lazy(() => import('./layout/AuthenticationErrorPage'));

function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <ShellLayout>{children}</ShellLayout>
    </Suspense>
  );
}

/**
 * Admin split into its context and UI so that SessionEffects (session end, other tabs, request
 * language) runs beside every route. requireAuth: nothing inside the shell renders for a guest.
 * The UI is ra-core's CoreAdminUI with what react-admin's AdminUI adds (CssBaseline, the notification
 * area) written out: AdminUI's defaults (its layout, login page, 404) would otherwise land in the
 * login screen's bundle even though every one of them is replaced here. The resource engine gets the
 * app's registry and its resources' own components from EngineProvider (it imports nothing of the app).
 */
export function App() {
  return (
    <EngineProvider registry={registry} components={components}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={lightTheme}
        darkTheme={darkTheme}
      >
        <SessionEffects />
        <GuestNotFound paths={KNOWN_PATHS} />
        <CssBaseline enableColorScheme />
        <CoreAdminUI
          requireAuth
          disableTelemetry
          loginPage={LoginPage}
          catchAll={NotFoundRedirect}
          accessDenied={AccessDeniedRedirect}
          authenticationError={AuthenticationErrorPage}
          layout={Layout}
          error={ErrorPage}
          loading={LoadingOverlay}
        >
          {appCustomRoutes()}
          {resourceElements(registry, components)}
          <CustomRoutes>
            <Route
              path={featuresRoute.path}
              element={
                <Guard requirement={{ roles: featuresRoute.roles }}>
                  <FeaturesPage />
                </Guard>
              }
            />
          </CustomRoutes>
        </CoreAdminUI>
        <Notifier />
      </AdminContext>
    </EngineProvider>
  );
}
