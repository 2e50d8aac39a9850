import { lazy } from 'react';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { i18nProvider } from './i18n/i18nProvider';
import { ErrorPage } from './layout/ErrorPage';
import { Layout } from './layout/Layout';
import { LoadingOverlay } from './layout/LoadingOverlay';
import { Notifier } from './layout/Notifier';
import { darkTheme, lightTheme } from './layout/themes';
import { featuresRoute } from './pages/features/route';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { registry } from './resources/registry';
import { LoginPage } from './pages/login/LoginPage';
import { AccessDeniedRedirect } from './routing/AccessDeniedRedirect';
import { appCustomRoutes } from './routing/customRoutes';
import { NotFoundRedirect } from './routing/NotFoundRedirect';
import { Guard } from './routing/Guard';
import { SessionEffects } from './routing/SessionEffects';
import { resourceElements } from './schema/ui/resourceElements';

const store = localStorageStore();
const FeaturesPage = lazy(() => import('./pages/features/FeaturesPage'));

/**
 * Admin split into its context and UI so that SessionEffects (session end, other tabs, request
 * language) runs beside every route. requireAuth: nothing inside the shell renders for a guest.
 */
export function App() {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={lightTheme} darkTheme={darkTheme}>
      <SessionEffects />
      <AdminUI
        requireAuth
        disableTelemetry
        loginPage={LoginPage}
        catchAll={NotFoundRedirect}
        accessDenied={AccessDeniedRedirect}
        layout={Layout}
        notification={Notifier}
        error={ErrorPage}
        loading={LoadingOverlay}
      >
        {appCustomRoutes()}
        {resourceElements(registry)}
        <CustomRoutes>
          <Route path={featuresRoute.path} element={<Guard requirement={{ roles: featuresRoute.roles }}><FeaturesPage /></Guard>} />
        </CustomRoutes>
      </AdminUI>
    </AdminContext>
  );
}
