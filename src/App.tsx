import { AdminContext, AdminUI, localStorageStore } from 'react-admin';
import { i18nProvider } from './i18n/i18nProvider';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { registry } from './resources/registry';
import { LoginPage } from './pages/login/LoginPage';
import { AccessDeniedRedirect } from './routing/AccessDeniedRedirect';
import { appCustomRoutes } from './routing/customRoutes';
import { NotFoundRedirect } from './routing/NotFoundRedirect';
import { SessionEffects } from './routing/SessionEffects';
import { resourceElements } from './schema/ui/resourceElements';

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
        {resourceElements(registry)}
      </AdminUI>
    </AdminContext>
  );
}
