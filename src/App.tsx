import {
  lazy,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CoreAdminUI, CustomRoutes, localStorageStore, type AuthProvider } from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { i18nProvider } from './i18n/i18nProvider';
import { ErrorPage } from './layout/ErrorPage';
import { LoadingOverlay } from './layout/LoadingOverlay';
import { Notifier } from './layout/Notifier';
import { darkTheme, lightTheme } from './layout/themes';
import {
  dataProvider,
  loadSignedInApp,
  onSignedInAppLoaded,
  preloadSignedInApp,
  requirementFor,
  signedInApp,
  signedInModule,
} from './loadSignedInApp';
import { LoginPage } from './pages/login/LoginPage';
import { createAuthProvider, preloadSessionUser } from './providers/authProvider';
import { createQueryClient } from './providers/queryClient';
import { watchStoreChanges } from './providers/storeChanges';
import { AccessDeniedRedirect } from './routing/AccessDeniedRedirect';
import { appCustomRoutes } from './routing/customRoutes';
import { GuestNotFound as UnknownPathCheck } from './routing/GuestNotFound';
import { knownPaths, loadKnownPaths, onKnownPathsLoaded } from './routing/loadKnownPaths';
import { session } from './providers/session';
import { NotFoundRedirect } from './routing/NotFoundRedirect';
import { SessionEffects } from './routing/SessionEffects';
import { useResourcesRegistered } from './routing/useResourcesRegistered';

const store = watchStoreChanges(localStorageStore());

const queryClient = createQueryClient();
// A stored session asks for its user at once, and its list asks for its page once the signed-in app's
// module is in, not after the identity, the definition and the view: the list finds the answer in the
// cache (listPrefetch.ts).
if (typeof window !== 'undefined' && session.accessToken()) {
  preloadSessionUser();
  signedInModule().then(
    (app) =>
      app.prefetchOpenedList(window.location.pathname + window.location.search, { queryClient, store }),
    () => undefined,
  );
}
const AuthenticationErrorPage = lazy(() => import('./layout/AuthenticationErrorPage'));

const baseAuthProvider = createAuthProvider({ requirementFor });
/**
 * The app's authProvider; a sign-in starts loading the signed-in app (if the form's focus has not)
 * beside its token and /userinfo requests.
 */
const authProvider: AuthProvider = {
  ...baseAuthProvider,
  login: (params) => {
    preloadSignedInApp();
    return baseAuthProvider.login(params);
  },
  /**
   * Once the session is known good, the identity is asked for too (from the same /userinfo answer), so
   * that the shell's first render has the user's name with the permissions instead of a render later.
   */
  checkAuth: async (params) => {
    await baseAuthProvider.checkAuth(params);
    void queryClient.prefetchQuery({
      queryKey: ['auth', 'getIdentity'],
      queryFn: ({ signal }) => baseAuthProvider.getIdentity!({ signal }),
    });
  },
};

/** The full-screen routes (sign-up, /logout, the 404 page): what a guest can reach besides /login. */
const FULL_SCREEN = appCustomRoutes({ layout: false });
/**
 * Before the signed-in app has loaded: every path inside the shell shows the loading overlay, `/` too
 * (react-admin's own `/` route would otherwise send the user to the first resource). The shell's layout
 * waits for the same load; CoreAdminRoutes takes the new children one effect later than the layout
 * resolves, so for a moment the shell renders these.
 */
const LOADING: readonly ReactElement[] = [
  FULL_SCREEN,
  <CustomRoutes key="loading">
    <Route path="/" element={<LoadingOverlay />} />
    <Route path="*" element={<LoadingOverlay />} />
  </CustomRoutes>,
];

/**
 * The login page. The signed-in app starts loading once the user is at the form (a field or button
 * takes the focus), while the credentials are typed, and at the latest when the sign-in starts; the
 * login screen itself loads none of it.
 */
function AppLoginPage() {
  return (
    <div style={{ display: 'contents' }} onFocusCapture={preloadSignedInApp}>
      <LoginPage />
    </div>
  );
}

/**
 * SPEC 2: a guest's unknown path goes to the 404 page, not the login (./routing/GuestNotFound.tsx). The
 * check and the app's URL patterns it needs load for a guest only; a session's pages carry none of it.
 */
function GuestNotFound() {
  useLocation(); // checked again on every move
  const guest = session.tokens() === null;
  const paths = useSyncExternalStore(onKnownPathsLoaded, knownPaths);
  useEffect(() => {
    if (guest && !paths) loadKnownPaths().catch(() => undefined);
  }, [guest, paths]);
  return guest && paths ? <UnknownPathCheck paths={paths} /> : null;
}

/** The signed-in app once it has loaded (else null): the layout and the routes re-render together then. */
const useSignedInApp = () => useSyncExternalStore(onSignedInAppLoaded, signedInApp);

/**
 * The signed-in app's layout, or the loading overlay until it has loaded. Not a lazy component: React
 * renders a resolved lazy as a retry that the routes' update (the same load) interrupted, and the
 * shell's first render was done twice. A failed load goes to the error page, as a lazy's would.
 */
function Layout({ children }: { children: ReactNode }) {
  const app = useSignedInApp();
  useResourcesRegistered(app?.routes);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!app) loadSignedInApp().catch(setFailure);
  }, [app]);
  if (failure) throw failure;
  return app ? <app.Layout shell={app.Shell}>{children}</app.Layout> : <LoadingOverlay />;
}

/** <CoreAdminUI>'s children: the full-screen routes, then the signed-in app's once it has loaded. */
function useRoutes(): readonly ReactElement[] {
  const app = useSignedInApp();
  return useMemo(() => (app ? [FULL_SCREEN, ...app.routes] : LOADING), [app]);
}

/**
 * The guest shell: everything the login screen needs, and no more. The resource registry, the resources'
 * views, the routes inside the shell and most of the message catalogue are the signed-in app
 * (src/SignedInApp.tsx), loaded lazily (src/loadSignedInApp.ts) once a session is stored, the user is at
 * the login form or a sign-in starts; until then a signed-in path shows the loading overlay. A guest never renders anything inside
 * the shell (requireAuth), so a guest's screens are the same with or without it (docs/decisions.md,
 * "The login screen without the registry").
 *
 * Admin split into its context and UI so that SessionEffects (session end, other tabs, request
 * language) runs beside every route. The UI is ra-core's CoreAdminUI with what react-admin's AdminUI
 * adds (CssBaseline, the notification area) written out: AdminUI's defaults (its layout, login page,
 * 404) would otherwise land in the login screen's bundle even though every one of them is replaced here.
 * GuestNotFound knows the app's paths from src/known-paths.gen.ts, generated from the route table,
 * loaded for a guest only (src/routing/loadKnownPaths.ts).
 */
export function App() {
  const routes = useRoutes();
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={lightTheme}
      darkTheme={darkTheme}
    >
      <SessionEffects />
      <GuestNotFound />
      <CssBaseline enableColorScheme />
      <CoreAdminUI
        requireAuth
        disableTelemetry
        loginPage={AppLoginPage}
        catchAll={NotFoundRedirect}
        accessDenied={AccessDeniedRedirect}
        authenticationError={AuthenticationErrorPage}
        layout={Layout}
        error={ErrorPage}
        loading={LoadingOverlay}
      >
        {routes}
      </CoreAdminUI>
      <Notifier />
    </AdminContext>
  );
}
