import { describe, expect, it } from 'vitest';
import { landingFor, ROLES, type AccessSubject } from '../domain/roles';
import { APP_ROUTES, isReturnPath, routeRequirement } from './appRoutes';
import { routeOutcome } from './routeOutcome';
import { loginTarget } from './loginTarget';

const guest: AccessSubject = { roles: [], permissions: [] };
const as = (...roles: string[]): AccessSubject => ({ roles, permissions: [] });

describe('routeOutcome (SPEC 4, route guard)', () => {
  it.each<[string, AccessSubject, ReturnType<typeof routeOutcome>]>([
    ['/dashboard', as('admin'), { kind: 'show' }],
    ['/dashboard', as('Seller'), { kind: 'show' }],
    ['/dashboard', as('StoreManager'), { kind: 'show' }],
    ['/dashboard', guest, { kind: 'redirect', to: '/login', keepPath: true }],
    [
      '/dashboard',
      as('superadmin'),
      { kind: 'redirect', to: '/apps/superadmin/organizations', keepPath: false },
    ],
    ['/dashboard', as('superadmin', 'admin'), { kind: 'show' }],
    [
      '/dashboard',
      as('salesadmin'),
      { kind: 'redirect', to: '/apps/salesadmin/agreements', keepPath: false },
    ],
    ['/profile', as('onboard', 'Owner'), { kind: 'show' }],
    [
      '/profile',
      as('partneradmin'),
      { kind: 'redirect', to: '/apps/partneradmin/organizations', keepPath: false },
    ],
    ['/signup', guest, { kind: 'show' }],
    ['/signup', as('admin'), { kind: 'redirect', to: '/dashboard', keepPath: false }],
    [
      '/login',
      as('supportadmin'),
      { kind: 'redirect', to: '/apps/supportadmin/organizations', keepPath: false },
    ],
    ['/pages/errors/error-404', guest, { kind: 'show' }],
    ['/logout', as('admin'), { kind: 'show' }],
  ])('%s for %j', (path, subject, expected) => {
    expect(routeOutcome(routeRequirement(path), subject)).toEqual(expected);
  });

  it('never sends a user with a landing to a route that bounces it again', () => {
    for (const role of ROLES) {
      const landing = landingFor([role]);
      const route = APP_ROUTES.find((r) => r.path === landing);
      if (route && landing !== '/login')
        expect(routeOutcome(route.requirement, as(role))).toEqual({ kind: 'show' });
    }
  });
});

describe('return after login', () => {
  it.each<[unknown, string]>([
    [undefined, '/'],
    [{ nextPathname: '/' }, '/'],
    [{ nextPathname: '/apps/merchant/orders', nextSearch: '?page=2' }, '/apps/merchant/orders?page=2'],
    [{ nextPathname: '/login' }, '/'],
    [{ nextPathname: '/logout' }, '/'],
    [{ nextPathname: '/signup' }, '/'],
    [{ nextPathname: '//evil.example' }, '/'],
    [{ nextPathname: 'https://evil.example/' }, '/'],
  ])('%j -> %s', (state, target) => {
    expect(loginTarget(state)).toBe(target);
  });

  it('isReturnPath refuses the session routes', () => {
    expect(isReturnPath('/profile')).toBe(true);
    expect(isReturnPath('/login')).toBe(false);
  });
});
