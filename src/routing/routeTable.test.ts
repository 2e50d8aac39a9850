import { describe, expect, it } from 'vitest';
import { landingFor, ROLE_GROUPS, type AccessSubject } from '../domain/roles';
import { apiReferenceRoute } from '../pages/apiReference/route';
import { featuresRoute } from '../pages/features/route';
import { registry } from '../resources/registry';
import { LEGACY_OPERATIONS } from '../schema/ui/resourceElements';
import { NOT_FOUND_PATH } from './appRoutes';
import {
  buildRouteTable,
  concretePath,
  expectedOutcome,
  LEGACY_VIEWS,
  UNKNOWN_PATH,
  type RouteEntry,
  type Visitor,
} from './routeTable';

const table = buildRouteTable({ registry, pages: [featuresRoute, apiReferenceRoute] });
const entry = (path: string): RouteEntry => {
  const found = table.find((e) => e.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found;
};
const guest: Visitor = { subject: { roles: [], permissions: [] }, signedIn: false };
const as = (roles: string[], permissions: string[] = []): Visitor => ({
  subject: { roles, permissions } satisfies AccessSubject,
  signedIn: true,
});
const merchantAdmin = as(
  ['admin'],
  ['login-backstage', 'stores', 'users', 'warehouses', 'payment-methods', 'organization'],
);

describe('the route table', () => {
  it('mirrors the legacy operation words of resourceElements', () => {
    const view = (target: string) => (target === 'create' ? 'create' : target === ':id' ? 'edit' : 'show');
    expect(
      Object.fromEntries(Object.entries(LEGACY_OPERATIONS).map(([word, target]) => [word, view(target)])),
    ).toEqual(LEGACY_VIEWS);
  });

  it('has every registration with the views its definition allows, the app routes, the pages and the catch-all', () => {
    const paths = table.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { path, definition } of registry.registrations) {
      expect(paths).toContain(path);
      expect(paths.includes(`${path}/create`)).toBe(definition.access.create !== false);
      expect(paths.includes(`${path}/:id/show`)).toBe(definition.access.show !== false);
      expect(paths.includes(`${path}/:id`)).toBe(definition.access.edit !== false);
    }
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/logout',
        '/signup',
        '/dashboard',
        '/profile',
        '/apps/merchant',
        NOT_FOUND_PATH,
        featuresRoute.path,
        apiReferenceRoute.path,
        UNKNOWN_PATH,
      ]),
    );
    expect(paths).toContain('/apps/setting/users/edit/:key');
    expect(paths).toContain('/apps/setting/stores/edit/:id');
    expect(paths).toContain('/apps/setting/stores/new');
    expect(paths).not.toContain('/apps/superadmin/agreements/edit/:id');
  });

  it('resolves every entry for every role without a loop or an unknown target', () => {
    const visitors = [
      guest,
      ...Object.values(ROLE_GROUPS).flatMap((roles) => roles.map((role) => as([role]))),
    ];
    for (const e of table)
      for (const visitor of visitors) expect(() => expectedOutcome(table, e, visitor)).not.toThrow();
  });
});

describe('expected outcomes (SPEC 2, 4 and 6)', () => {
  it.each<[string, Visitor, { kind: string; path: string }]>([
    ['/apps/setting/stores', merchantAdmin, { kind: 'shown', path: '/apps/setting/stores' }],
    ['/apps/setting/stores/:id', merchantAdmin, { kind: 'shown', path: '/apps/setting/stores/:id' }],
    [
      '/apps/setting/stores/edit/:id',
      merchantAdmin,
      { kind: 'redirected', path: '/apps/setting/stores/:id' },
    ],
    ['/apps/setting/stores/new', merchantAdmin, { kind: 'redirected', path: '/apps/setting/stores/create' }],
    ['/apps/setting/stores', as(['admin'], ['login-backstage']), { kind: 'landing', path: '/dashboard' }],
    ['/apps/setting/stores', as(['superadmin']), { kind: 'landing', path: '/apps/superadmin/organizations' }],
    ['/apps/setting/stores', guest, { kind: 'login', path: '/login' }],
    [
      '/apps/setting/Organization/:id',
      merchantAdmin,
      { kind: 'shown', path: '/apps/setting/Organization/:id' },
    ],
    ['/apps/setting/Organization/create', merchantAdmin, { kind: 'landing', path: '/dashboard' }],
    [
      '/apps/setting/Organization/:id/show',
      merchantAdmin,
      { kind: 'shown', path: '/apps/setting/Organization/:id/show' },
    ],
    [
      '/apps/superadmin/organizations/create',
      as(['superadmin']),
      { kind: 'shown', path: '/apps/superadmin/organizations/create' },
    ],
    [
      '/apps/supportadmin/organizations',
      as(['superadmin']),
      { kind: 'landing', path: '/apps/superadmin/organizations' },
    ],
    [
      '/apps/salesadmin/agreements/view/:key',
      as(['salesadmin']),
      { kind: 'redirected', path: '/apps/salesadmin/agreements/:id/show' },
    ],
    [featuresRoute.path, as(['superadmin']), { kind: 'shown', path: featuresRoute.path }],
    [featuresRoute.path, merchantAdmin, { kind: 'landing', path: '/dashboard' }],
    [apiReferenceRoute.path, as(['superadmin']), { kind: 'shown', path: apiReferenceRoute.path }],
    [apiReferenceRoute.path, merchantAdmin, { kind: 'landing', path: '/dashboard' }],
    [
      apiReferenceRoute.path,
      as(['supportadmin']),
      { kind: 'landing', path: '/apps/supportadmin/organizations' },
    ],
    [apiReferenceRoute.path, guest, { kind: 'login', path: '/login' }],
    ['/', as(['partneradmin']), { kind: 'landing', path: '/apps/partneradmin/organizations' }],
    ['/', guest, { kind: 'login', path: '/login' }],
    ['/apps/merchant', merchantAdmin, { kind: 'landing', path: '/dashboard' }],
    ['/apps/merchant', as(['salesadmin']), { kind: 'landing', path: '/apps/salesadmin/agreements' }],
    ['/login', guest, { kind: 'shown', path: '/login' }],
    ['/login', merchantAdmin, { kind: 'landing', path: '/dashboard' }],
    ['/signup', guest, { kind: 'shown', path: '/signup' }],
    ['/logout', merchantAdmin, { kind: 'login', path: '/login' }],
    [NOT_FOUND_PATH, guest, { kind: 'shown', path: NOT_FOUND_PATH }],
    [UNKNOWN_PATH, merchantAdmin, { kind: 'notFound', path: NOT_FOUND_PATH }],
    // SPEC 2: for guests too, not the login (src/routing/GuestNotFound.tsx).
    [UNKNOWN_PATH, guest, { kind: 'notFound', path: NOT_FOUND_PATH }],
  ])('%s', (path, visitor, expected) => {
    expect(expectedOutcome(table, entry(path), visitor)).toMatchObject(expected);
  });

  it('sends every signed-in role that lands somewhere to a shown screen', () => {
    for (const role of Object.values(ROLE_GROUPS).flat()) {
      const landing = landingFor([role]);
      if (landing === '/login') continue;
      expect(expectedOutcome(table, entry('/'), as([role])).path).toBe(landing);
    }
  });

  it('puts a record into a pattern', () => {
    expect(concretePath('/apps/setting/users/edit/:key', { id: 'u 1', key: 'a@b.c' })).toBe(
      '/apps/setting/users/edit/a%40b.c',
    );
    expect(concretePath('/apps/setting/stores/:id/show', { id: 's/1', key: 'x' })).toBe(
      '/apps/setting/stores/s%2F1/show',
    );
    expect(() => concretePath('/apps/setting/stores/:id')).toThrow();
  });
});
