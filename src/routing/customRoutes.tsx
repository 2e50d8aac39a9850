/**
 * APP_ROUTES as react-admin CustomRoutes: each one behind a Guard with its requirement, inside the
 * app shell or full screen. Pages load lazily so the login screen stays small.
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { CustomRoutes, Loading } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { withPageMessages } from '../i18n/pageMessages';
import { withWizardMessages } from '../i18n/wizardMessages';
import { APP_ROUTES, type AppRoute, type PageName } from './appRoutes';
import { FlagGate } from './FlagGate';
import { Guard } from './Guard';
import { LandingRedirect } from './LandingRedirect';
import { LogoutRoute } from './LogoutRoute';

const PAGES: Record<PageName, ComponentType> = {
  // The dashboard shows the statistics' charts and figures, so it loads their texts.
  dashboard: lazy(
    withPageMessages(
      'statistics',
      withPageMessages('profile', () => import('../pages/dashboard/DashboardPage')),
    ),
  ),
  profile: lazy(withPageMessages('profile', () => import('../pages/profile/ProfilePage'))),
  signup: lazy(() => import('../pages/login/SignupPage')),
  notFound: lazy(() => import('../pages/errors/NotFoundPage')),
  import: lazy(withPageMessages('import', () => import('../pages/import/ImportPage'))),
  reports: lazy(withPageMessages('statistics', () => import('../pages/statistics/ReportsPage'))),
  statistics: lazy(withPageMessages('statistics', () => import('../pages/statistics/StatisticsPage'))),
  loan: lazy(withPageMessages('loan', () => import('../pages/loan/LoanPage'))),
  files: lazy(withPageMessages('files', () => import('../pages/files/FilesPage'))),
  permissions: lazy(withPageMessages('permissions', () => import('../pages/permissions/PermissionsPage'))),
  onboarding: lazy(withWizardMessages(() => import('../wizards/onboarding/OnboardingPage'))),
  contractPdf: lazy(withWizardMessages(() => import('../wizards/onboarding/ContractPdfPage'))),
  transfer: lazy(withWizardMessages(() => import('../wizards/transfer/TransferPage'))),
  transferPdf: lazy(withWizardMessages(() => import('../wizards/transfer/TransferPdfPage'))),
  contractEdit: lazy(withWizardMessages(() => import('../wizards/contracts/ContractEditPage'))),
  contractTypePdf: lazy(withWizardMessages(() => import('../wizards/contracts/ContractTypePdfPage'))),
};

function elementFor(route: AppRoute): ReactElement | null {
  switch (route.kind) {
    case 'page': {
      const Page = PAGES[route.page];
      const page = (
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      );
      return route.featureFlag ? <FlagGate flag={route.featureFlag}>{page}</FlagGate> : page;
    }
    case 'redirect':
      return <Navigate to={route.to} replace />;
    case 'landing':
      return <LandingRedirect />;
    case 'logout':
      return <LogoutRoute />;
    case 'login':
      return null; // Admin's loginPage slot renders /login
  }
}

function routesOf(layout: boolean): ReactElement[] {
  return APP_ROUTES.filter((route) => route.layout === layout && route.kind !== 'login').map((route) => (
    <Route
      key={route.path}
      path={route.path}
      element={<Guard requirement={route.requirement}>{elementFor(route)}</Guard>}
    />
  ));
}

/**
 * The app's own routes: the full-screen ones (a guest's too, in src/App.tsx) or the ones inside the
 * shell (src/SignedInApp.tsx).
 */
export function appCustomRoutes({ layout }: { layout: boolean }): ReactElement {
  return (
    <CustomRoutes key={layout ? 'layout' : 'no-layout'} noLayout={!layout}>
      {routesOf(layout)}
    </CustomRoutes>
  );
}
