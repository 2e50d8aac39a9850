import { AdminContext, AdminUI, localStorageStore } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { i18nProvider } from './i18n/i18nProvider';
import { apiConfig } from './providers/apiConfig';
import { authProvider } from './providers/authProvider';
import { httpClient } from './providers/httpClient';
import { LoginPage } from './pages/login/LoginPage';
import { AccessDeniedRedirect } from './routing/AccessDeniedRedirect';
import { appCustomRoutes } from './routing/customRoutes';
import { NotFoundRedirect } from './routing/NotFoundRedirect';
import { SessionEffects } from './routing/SessionEffects';

const dataProvider = simpleRestProvider(apiConfig.baseUrl, httpClient);
const store = localStorageStore();

/**
 * Admin split into its context and UI so that SessionEffects (session end, other tabs, request
 * language) runs beside every route. requireAuth: nothing inside the shell renders for a guest.
 */
export function App() {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
      <SessionEffects />
      <AdminUI requireAuth loginPage={LoginPage} catchAll={NotFoundRedirect} accessDenied={AccessDeniedRedirect}>
        {appCustomRoutes()}
      </AdminUI>
    </AdminContext>
  );
}
