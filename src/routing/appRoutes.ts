/**
 * The app's own routes as data (SPEC 2, "Public and common"): path, who may see it, and what it is.
 * Resource routes come from the resource registry; these are the rest. The route guards, the custom
 * routes and the role-by-route matrix test are all generated from this list.
 */
import {
  PARTNER_ONBOARDING,
  ROLE_GROUPS,
  type AccessRequirement,
  type PermissionKey,
  type Role,
} from '../domain/roles';
import { LOAN_ACCESS } from '../domain/loan';
import type { FeatureFlagKey } from '../domain/feature-flags';
import { STATISTICS_ACCESS } from '../domain/statistics';
import { FILES_ACCESS, FILES_PATH } from '../domain/files';

/** What a route asks of the user, with known role names and permission keys (tsc checks them). */
export interface RouteRequirement extends AccessRequirement {
  roles?: readonly Role[] | null;
  permissionKey?: PermissionKey | null;
}

/** Bespoke screens that customRoutes.tsx maps to components. */
export type PageName =
  | 'dashboard'
  | 'profile'
  | 'signup'
  | 'notFound'
  | 'import'
  | 'reports'
  | 'statistics'
  | 'loan'
  | 'files'
  | 'permissions'
  | 'onboarding'
  | 'contractPdf'
  | 'transfer'
  | 'transferPdf'
  | 'contractEdit'
  | 'contractTypePdf';

export type AppRoute =
  /** A screen; `layout` false renders it full screen, outside the app shell. */
  | {
      kind: 'page';
      path: string;
      page: PageName;
      requirement: RouteRequirement | null;
      layout: boolean;
      /** The resource whose record `:id` in the path names (a product's statistics). */
      resource?: string;
      /** Shown while this feature flag is on; else the page says the feature is not available. */
      featureFlag?: FeatureFlagKey;
    }
  /** A fixed redirect. */
  | { kind: 'redirect'; path: string; to: string; requirement: RouteRequirement | null; layout: boolean }
  /** '/': the landing address of the user's role (landingFor). */
  | { kind: 'landing'; path: string; requirement: RouteRequirement | null; layout: boolean }
  /** '/logout': ends the session. */
  | { kind: 'logout'; path: string; requirement: RouteRequirement | null; layout: boolean }
  /** '/login': react-admin's login page slot (Admin's loginPage), guests only. */
  | { kind: 'login'; path: string; requirement: RouteRequirement | null; layout: boolean };

export const NOT_FOUND_PATH = '/pages/errors/error-404';
/** The reports page (SPEC 2 "reports-wip"): the way into the statistics and the other reports. */
export const REPORTS_PATH = '/apps/merchant/reports-wip';
export const STATISTICS_PATH = '/apps/merchant/statistics';
/** The business loan offer (SPEC 1, 2), behind the `merchant-loan` flag (its menu entry and its page). */
export const LOAN_PATH = '/apps/merchant/loan';
export const STATISTICS_VIEWS = ['overview', 'by-products', 'by-categories', 'by-revenue'] as const;
const STATISTICS: RouteRequirement = {
  roles: ROLE_GROUPS.admin,
  permissionKey: STATISTICS_ACCESS.permissionKey as PermissionKey,
};
const FILES: RouteRequirement = {
  roles: ROLE_GROUPS.admin,
  permissionKey: FILES_ACCESS.permissionKey as PermissionKey,
};
const LOAN: RouteRequirement = {
  roles: ROLE_GROUPS.admin,
  permissionKey: LOAN_ACCESS.permissionKey as PermissionKey,
};
export const LOGIN_PATH = '/login';
/** Who holds which permission key (SPEC 6 "a permissions screen"), for those who manage users. */
export const PERMISSIONS_PATH = '/apps/setting/permissions';
/** The admin areas that keep agreements, each with its own agreement pages (SPEC 2 "Agreement sub-routes"). */
export const AGREEMENT_AREAS = [
  'partneradmin',
  'superadmin',
  'supportadmin',
  'salesadmin',
  'associate',
] as const;
/** The onboarding wizard of an agreement (`:key`: its lead id). */
export const onboardingPath = (area: string, leadId = ':key') => `/apps/${area}/agreements/${leadId}/onboard`;
/**
 * An agreement page's requirement: the agreements list's (a partner admin's while its partner may
 * onboard; without, the page says so in place: routeOutcome).
 */
const onboardingRequirement = (area: (typeof AGREEMENT_AREAS)[number]): RouteRequirement => ({
  roles: ROLE_GROUPS[area],
  // Not a merchant key, but asked like one (src/domain/roles.ts).
  ...(area === 'partneradmin' ? { permissionKey: PARTNER_ONBOARDING as PermissionKey } : {}),
});

export const APP_ROUTES: readonly AppRoute[] = [
  { kind: 'login', path: LOGIN_PATH, requirement: { roles: ROLE_GROUPS.onlyGuest }, layout: false },
  {
    kind: 'page',
    path: '/signup',
    page: 'signup',
    requirement: { roles: ROLE_GROUPS.onlyGuest },
    layout: false,
  },
  { kind: 'logout', path: '/logout', requirement: null, layout: false },
  { kind: 'page', path: NOT_FOUND_PATH, page: 'notFound', requirement: null, layout: false },
  { kind: 'landing', path: '/', requirement: null, layout: true },
  {
    kind: 'page',
    path: '/dashboard',
    page: 'dashboard',
    requirement: { roles: ROLE_GROUPS.Seller },
    layout: true,
  },
  {
    kind: 'page',
    path: '/profile',
    page: 'profile',
    requirement: { roles: ROLE_GROUPS.profile },
    layout: true,
  },
  {
    kind: 'page',
    path: '/apps/setting/Import',
    page: 'import',
    requirement: { roles: ROLE_GROUPS.admin, permissionKey: 'import' },
    layout: true,
  },
  { kind: 'page', path: REPORTS_PATH, page: 'reports', requirement: STATISTICS, layout: true },
  { kind: 'page', path: FILES_PATH, page: 'files', requirement: FILES, layout: true },
  {
    kind: 'page',
    path: PERMISSIONS_PATH,
    page: 'permissions',
    requirement: { roles: ROLE_GROUPS.admin, permissionKey: 'users' },
    layout: true,
  },
  {
    kind: 'page',
    path: LOAN_PATH,
    page: 'loan',
    requirement: LOAN,
    layout: true,
    featureFlag: 'merchant-loan',
  },
  ...STATISTICS_VIEWS.map((view) => ({
    kind: 'page' as const,
    path: `${STATISTICS_PATH}/${view}`,
    page: 'statistics' as const,
    requirement: STATISTICS,
    layout: true,
  })),
  ...(
    [
      ['by-products', 'products'],
      ['by-categories', 'product-groups'],
    ] as const
  ).map(([view, resource]) => ({
    kind: 'page' as const,
    path: `${STATISTICS_PATH}/${view}/:id`,
    page: 'statistics' as const,
    requirement: STATISTICS,
    layout: true,
    resource,
  })),
  ...AGREEMENT_AREAS.map((area) => ({
    kind: 'page' as const,
    path: onboardingPath(area),
    page: 'onboarding' as const,
    requirement: onboardingRequirement(area),
    layout: true,
    resource: 'agreements',
  })),
  ...AGREEMENT_AREAS.map((area) => ({
    kind: 'page' as const,
    path: `${onboardingPath(area)}/transfer`,
    page: 'transfer' as const,
    requirement: onboardingRequirement(area),
    layout: true,
    resource: 'agreements',
  })),
  ...AGREEMENT_AREAS.map((area) => ({
    kind: 'page' as const,
    path: `${onboardingPath(area)}/transfer/PDFPreview`,
    page: 'transferPdf' as const,
    requirement: onboardingRequirement(area),
    layout: true,
    resource: 'agreements',
  })),
  ...AGREEMENT_AREAS.map((area) => ({
    kind: 'page' as const,
    path: `${onboardingPath(area)}/PDFPreview`,
    page: 'contractPdf' as const,
    requirement: onboardingRequirement(area),
    layout: true,
    resource: 'agreements',
  })),
  ...AGREEMENT_AREAS.map((area) => ({
    kind: 'page' as const,
    path: `${onboardingPath(area)}/edit/:type`,
    page: 'contractEdit' as const,
    requirement: onboardingRequirement(area),
    layout: true,
    resource: 'agreements',
  })),
  ...AGREEMENT_AREAS.map((area) => ({
    kind: 'page' as const,
    path: `${onboardingPath(area)}/edit/:type/PDFPreview`,
    page: 'contractTypePdf' as const,
    requirement: onboardingRequirement(area),
    layout: true,
    resource: 'agreements',
  })),
  { kind: 'redirect', path: '/apps/merchant', to: '/dashboard', requirement: null, layout: true },
  // SPEC 2 lists both product addresses: the older one opens the one catalogue (docs/decisions.md).
  {
    kind: 'redirect',
    path: '/apps/merchant/products',
    to: '/apps/merchant/productsV3',
    requirement: { roles: ROLE_GROUPS.admin, permissionKey: 'products' },
    layout: true,
  },
];

/** Paths a user may be sent back to after signing in. */
export function isReturnPath(path: string | undefined | null): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return false;
  return !APP_ROUTES.some(
    (route) =>
      (route.kind === 'login' || route.kind === 'logout' || route.path === '/signup') && route.path === path,
  );
}

/** The requirement of one of these routes, for menu entries that open it. */
export function routeRequirement(path: string): RouteRequirement | null {
  return APP_ROUTES.find((route) => route.path === path)?.requirement ?? null;
}
