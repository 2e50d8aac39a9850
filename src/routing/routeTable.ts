/**
 * Every route the app has, as data, and what SPEC 2/4/6 say happens to a user on each: the source of
 * the role-by-route matrix (e2e/matrix.spec.ts). Built from the same data the app mounts: APP_ROUTES,
 * the guarded bespoke pages (src/pages/<page>/route.ts), the resource registry (list, create, show and
 * edit of every registration, and the SPEC's `:operation/:id?` URLs), plus the catch-all.
 *
 * Pure (no React, no import.meta.glob), so a Node test runner can build it from the resource files.
 */
import { landingFor, type AccessRequirement, type AccessSubject } from '../domain/roles';
import { requirementIn, type Registry } from '../schema/registry-core';
import type { ViewName } from '../schema/types';
import { APP_ROUTES, LOGIN_PATH, NOT_FOUND_PATH, type AppRoute, type PageName } from './appRoutes';
import { routeOutcome } from './routeOutcome';

/** A guarded bespoke page mounted outside APP_ROUTES (e.g. src/pages/features/route.ts). */
export interface PageRoute {
  path: string;
  roles: readonly string[];
}

/** What a URL shows when it is shown. */
export type Screen =
  /** A bespoke page: a PageName of APP_ROUTES, 'login', or the path of a guarded page. */
  | { kind: 'page'; page: PageName | 'login' | (string & {}) }
  | { kind: 'resource'; resource: string; view: ViewName };

/** `:id` in a path: a record id; `:key`: the record's legacy key (the field the old URLs name it by). */
export type RouteTarget =
  | { kind: 'screen'; screen: Screen; requirement: AccessRequirement | null | undefined }
  | { kind: 'redirect'; to: string }
  | { kind: 'landing' }
  | { kind: 'logout' };

export interface RouteEntry {
  /** The URL pattern to visit. */
  path: string;
  /** Where it comes from, for reports. */
  source: 'app' | 'page' | 'resource' | 'legacy' | 'catchAll';
  /** Rendered inside the app shell: react-admin's requireAuth sends a guest to /login before any guard. */
  inShell: boolean;
  target: RouteTarget;
  /** The resource whose records `:id` / `:key` stand for. */
  resource?: string;
}

/**
 * The SPEC's operation words and the view each one opens; mirrors LEGACY_OPERATIONS of
 * src/schema/ui/resourceElements.tsx (a unit test keeps them equal).
 */
export const LEGACY_VIEWS: Readonly<Record<string, Exclude<ViewName, 'list'>>> = {
  new: 'create',
  add: 'create',
  edit: 'edit',
  update: 'edit',
  view: 'show',
  show: 'show',
  details: 'show',
};

/** A path no route matches, standing for every unknown path. */
export const UNKNOWN_PATH = '/no/such/page';

const VIEW_SUFFIX: Record<ViewName, string> = {
  list: '',
  create: '/create',
  show: '/:id/show',
  edit: '/:id',
};
const VIEWS: readonly ViewName[] = ['list', 'create', 'show', 'edit'];

function appTarget(route: AppRoute): RouteTarget {
  switch (route.kind) {
    case 'page':
      return { kind: 'screen', screen: { kind: 'page', page: route.page }, requirement: route.requirement };
    case 'login':
      return { kind: 'screen', screen: { kind: 'page', page: 'login' }, requirement: route.requirement };
    case 'redirect':
      return { kind: 'redirect', to: route.to };
    case 'landing':
      return { kind: 'landing' };
    case 'logout':
      return { kind: 'logout' };
  }
}

export interface RouteTableInput {
  registry: Registry;
  pages?: readonly PageRoute[];
  appRoutes?: readonly AppRoute[];
}

export function buildRouteTable({
  registry,
  pages = [],
  appRoutes = APP_ROUTES,
}: RouteTableInput): RouteEntry[] {
  const entries: RouteEntry[] = appRoutes.map((route) => ({
    path: route.path,
    source: 'app',
    // /login has layout false too, it is Admin's loginPage slot.
    inShell: route.layout,
    target: appTarget(route),
    ...(route.kind === 'page' && route.resource ? { resource: route.resource } : {}),
  }));
  for (const page of pages) {
    entries.push({
      path: page.path,
      source: 'page',
      inShell: true,
      target: {
        kind: 'screen',
        screen: { kind: 'page', page: page.path },
        requirement: { roles: page.roles },
      },
    });
  }
  for (const { name, path, definition } of registry.registrations) {
    // A view the definition forbids is not mounted: no route (resourceElements.tsx).
    const views = VIEWS.filter((view) => definition.access[view] !== false);
    for (const view of views) {
      entries.push({
        path: `${path}${VIEW_SUFFIX[view]}`,
        source: 'resource',
        inShell: true,
        target: {
          kind: 'screen',
          screen: { kind: 'resource', resource: name, view },
          requirement: requirementIn(registry, name, view),
        },
        resource: name,
      });
    }
    for (const [operation, view] of Object.entries(LEGACY_VIEWS)) {
      if (!views.includes(view)) continue;
      const named = view !== 'create';
      entries.push({
        path: `${path}/${operation}${named ? (definition.legacyKey ? '/:key' : '/:id') : ''}`,
        source: 'legacy',
        inShell: true,
        target: { kind: 'redirect', to: `${path}${VIEW_SUFFIX[view]}` },
        resource: name,
      });
    }
  }
  // A guest's unknown path is sent to the 404 page before the shell (GuestNotFound); a signed-in
  // user's reaches react-admin's catchAll inside it.
  entries.push({
    path: UNKNOWN_PATH,
    source: 'catchAll',
    inShell: false,
    target: { kind: 'redirect', to: NOT_FOUND_PATH },
  });
  return entries;
}

/** react-admin's own routes, which the route table does not list. */
const ADMIN_PATHS = ['/auth-callback', '/access-denied', '/authentication-error'];

/**
 * The URL patterns of every route but the catch-all: a path none of them matches is unknown. A
 * resource's views take deeper paths too (react-admin mounts them with `/*`: a tabbed form's tab).
 */
export const knownPaths = (table: readonly RouteEntry[]): string[] => [
  ...table
    .filter((entry) => entry.source !== 'catchAll')
    .map((entry) => (entry.source === 'resource' ? `${entry.path}/*` : entry.path)),
  ...ADMIN_PATHS,
];

/** Who looks: `signedIn` false is a guest (no session at all). */
export interface Visitor {
  subject: AccessSubject;
  signedIn: boolean;
}

/**
 * For reports: shown where opened, another view (old URLs), the role's landing, /login, the 404 page,
 * or the route's in-place message that it is switched off for the user (routeOutcome's `notEnabled`).
 */
export type OutcomeKind = 'shown' | 'redirected' | 'landing' | 'login' | 'notFound' | 'notEnabled';

export interface ExpectedOutcome {
  kind: OutcomeKind;
  /** The path pattern the browser ends on (`:id` for the visited record). */
  path: string;
  screen: Screen;
}

const LOGIN_SCREEN: Screen = { kind: 'page', page: 'login' };
/** The in-place message of a route switched off for the user (src/routing/NotEnabled.tsx). */
export const NOT_ENABLED_SCREEN: Screen = { kind: 'page', page: 'notEnabled' };

/** Where a visitor ends when opening an entry's URL, by the SPEC's rules applied to the route data. */
export function expectedOutcome(
  table: readonly RouteEntry[],
  entry: RouteEntry,
  visitor: Visitor,
): ExpectedOutcome {
  const landing = visitor.signedIn ? landingFor(visitor.subject.roles) : LOGIN_PATH;
  const end = (path: string, screen: Screen): ExpectedOutcome => {
    const kind: OutcomeKind =
      path === entry.path
        ? 'shown'
        : path === LOGIN_PATH
          ? 'login'
          : path === NOT_FOUND_PATH
            ? 'notFound'
            : path === landing
              ? 'landing'
              : 'redirected';
    return { kind, path, screen };
  };
  const resolve = (current: RouteEntry, hops: number): ExpectedOutcome => {
    if (hops > 8) throw new Error(`Redirect loop from ${entry.path}`);
    const follow = (to: string): ExpectedOutcome => {
      const next = table.find((candidate) => candidate.path === to);
      if (!next) throw new Error(`${current.path} leads to ${to}, which is not in the route table`);
      return resolve(next, hops + 1);
    };
    if (!visitor.signedIn && current.inShell) return end(LOGIN_PATH, LOGIN_SCREEN);
    const { target } = current;
    switch (target.kind) {
      case 'logout':
        return end(LOGIN_PATH, LOGIN_SCREEN);
      case 'landing':
        return follow(landingFor(visitor.subject.roles));
      case 'redirect':
        return follow(target.to);
      case 'screen': {
        const outcome = routeOutcome(
          target.requirement,
          visitor.signedIn ? visitor.subject : { roles: [], permissions: [] },
        );
        if (outcome.kind === 'notEnabled')
          return { kind: 'notEnabled', path: current.path, screen: NOT_ENABLED_SCREEN };
        return outcome.kind === 'show' ? end(current.path, target.screen) : follow(outcome.to);
      }
    }
  };
  return resolve(entry, 0);
}

/** An entry's URL with a record's id and legacy key put in. */
export function concretePath(path: string, record?: { id: string; key: string }): string {
  if (!path.includes(':id') && !path.includes(':key')) return path;
  if (!record) throw new Error(`${path} needs a record`);
  return path.replace(':id', encodeURIComponent(record.id)).replace(':key', encodeURIComponent(record.key));
}
