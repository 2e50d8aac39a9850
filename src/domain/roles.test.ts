import { describe, expect, it } from 'vitest';
import {
  canSelectOrganization,
  effectiveAccess,
  IDENTITY_GROUPS,
  isAllowed,
  landingFor,
  loginRefusal,
  parsePermissions,
  PERMISSION_KEYS,
  ROLE_GROUPS,
  ROLES,
  rolesFromGroups,
  type AccessRequirement,
  type AccessSubject,
  type Role,
} from './roles';

describe('rolesFromGroups (SPEC 6, mapping of identity groups to roles)', () => {
  it.each<[string, Role[]]>([
    ['SuperAdmin', ['superadmin']],
    ['SupportAdmin', ['supportadmin']],
    ['PartnerAdmin', ['partneradmin']],
    ['SalesAdmin', ['salesadmin']],
    ['SalesRepresentative', ['associate']],
    ['MerchantAdmin', ['admin']],
    ['Owner', ['admin', 'Owner']],
    ['SelfSignupOwner', ['onboard', 'Owner']],
    ['Seller', ['Seller']],
    ['StoreManager', ['StoreManager']],
    ['Bookkeeper', ['Bookkeeper']],
  ])('group %s gives %j', (group, roles) => {
    expect(rolesFromGroups([group]).sort()).toEqual([...roles].sort());
  });

  it('covers every identity group', () => {
    for (const group of IDENTITY_GROUPS) expect(rolesFromGroups([group]).length).toBeGreaterThan(0);
  });

  it.each<[string, readonly string[] | string | null | undefined, Role[]]>([
    ['undefined', undefined, []],
    ['null', null, []],
    ['an empty list', [], []],
    ['an unknown group', ['Janitor'], []],
    ['a comma-separated string with spaces', 'SuperAdmin, Seller', ['superadmin', 'Seller']],
    ['duplicates collapsed', ['MerchantAdmin', 'Owner'], ['admin', 'Owner']],
    ['group names are case-sensitive', ['superadmin'], []],
  ])('%s', (_name, groups, roles) => {
    expect(rolesFromGroups(groups).sort()).toEqual([...roles].sort());
  });
});

describe('parsePermissions (a list or a comma-separated string)', () => {
  it.each<[readonly string[] | string | null | undefined, string[]]>([
    [undefined, []],
    [null, []],
    ['', []],
    ['login-backstage', ['login-backstage']],
    ['login-backstage, products ,orders', ['login-backstage', 'products', 'orders']],
    [
      ['products', ' ', 'users '],
      ['products', 'users'],
    ],
  ])('%j -> %j', (value, expected) => {
    expect(parsePermissions(value)).toEqual(expected);
  });
});

const guest: AccessSubject = { roles: [], permissions: [] };
const merchantAdmin: AccessSubject = { roles: ['admin'], permissions: ['login-backstage', 'products'] };
const seller: AccessSubject = { roles: ['Seller'], permissions: [] };
const superAdmin: AccessSubject = { roles: ['superadmin'], permissions: [] };

describe('isAllowed (SPEC 6, check rule)', () => {
  it.each<[string, AccessRequirement | null | undefined, AccessSubject, boolean]>([
    ['no requirement object, guest', undefined, guest, true],
    ['null requirement, user', null, merchantAdmin, true],
    ['roles undefined, guest', {}, guest, true],
    [
      'roles null with a permission key still has no requirement',
      { roles: null, permissionKey: 'products' },
      guest,
      true,
    ],
    ['empty roles admits a guest', { roles: [] }, guest, true],
    ['empty roles refuses any user', { roles: [] }, merchantAdmin, false],
    ['empty roles refuses an internal user', { roles: [] }, superAdmin, false],
    ['overlap admits', { roles: ['admin', 'Seller'] }, seller, true],
    ['no overlap refuses', { roles: ['admin'] }, seller, false],
    ['roles refuse a guest', { roles: ['admin'] }, guest, false],
    ['overlap and the permission key', { roles: ['admin'], permissionKey: 'products' }, merchantAdmin, true],
    [
      'overlap without the permission key',
      { roles: ['admin'], permissionKey: 'orders' },
      merchantAdmin,
      false,
    ],
    [
      'permission key without overlap',
      { roles: ['superadmin'], permissionKey: 'products' },
      merchantAdmin,
      false,
    ],
    [
      'empty permission key is no key',
      { roles: ['admin'], permissionKey: '' },
      { roles: ['admin'], permissions: [] },
      true,
    ],
    [
      'null permission key is no key',
      { roles: ['admin'], permissionKey: null },
      { roles: ['admin'], permissions: [] },
      true,
    ],
  ])('%s', (_name, requirement, subject, expected) => {
    expect(isAllowed(requirement, subject)).toBe(expected);
  });

  // Every role against every role group: allowed exactly when the group lists the role.
  const cases = Object.entries(ROLE_GROUPS).flatMap(([group, groupRoles]) =>
    ROLES.map((role) => [group, role, (groupRoles as readonly string[]).includes(role)] as const),
  );
  it.each(cases)('role group %s with role %s -> %s', (group, role, expected) => {
    const requirement = { roles: ROLE_GROUPS[group as keyof typeof ROLE_GROUPS] };
    expect(isAllowed(requirement, { roles: [role], permissions: [] })).toBe(expected);
  });

  it('the guest-only group admits only users without roles', () => {
    expect(isAllowed({ roles: ROLE_GROUPS.onlyGuest }, guest)).toBe(true);
    for (const role of ROLES)
      expect(isAllowed({ roles: ROLE_GROUPS.onlyGuest }, { roles: [role], permissions: [] })).toBe(false);
  });

  it('the role groups match SPEC 6', () => {
    expect(ROLE_GROUPS.StoreManager).toEqual(['admin', 'StoreManager']);
    expect(ROLE_GROUPS.Seller).toEqual(['admin', 'Seller', 'StoreManager']);
    expect(ROLE_GROUPS.profile).toEqual(['admin', 'Seller', 'StoreManager', 'onboard']);
  });
});

describe('landingFor (SPEC 2, landing page after login)', () => {
  it.each<[readonly string[], string]>([
    [['admin'], '/dashboard'],
    [['admin', 'Owner'], '/dashboard'],
    [['Seller'], '/dashboard'],
    [['StoreManager'], '/dashboard'],
    [['superadmin'], '/apps/superadmin/organizations'],
    [['supportadmin'], '/apps/supportadmin/organizations'],
    [['partneradmin'], '/apps/partneradmin/organizations'],
    [['salesadmin'], '/apps/salesadmin/agreements'],
    [['associate'], '/apps/associate/agreements'],
    [['superadmin', 'admin'], '/apps/superadmin/organizations'],
    [['onboard', 'Owner'], '/profile'],
    [['Bookkeeper'], '/login'],
    [[], '/login'],
  ])('%j -> %s', (roles, path) => {
    expect(landingFor(roles)).toBe(path);
  });
});

describe('organization selection by internal admins', () => {
  it.each<[Role, boolean]>([
    ['superadmin', true],
    ['supportadmin', true],
    ['partneradmin', true],
    ['salesadmin', false],
    ['associate', false],
    ['admin', false],
    ['Seller', false],
  ])('%s may select: %s', (role, expected) => {
    expect(canSelectOrganization([role])).toBe(expected);
  });

  it('an internal admin inside an organization gains admin and every merchant permission key', () => {
    const acting = effectiveAccess(superAdmin, true);
    expect(acting.roles).toEqual(['superadmin', 'admin']);
    expect([...acting.permissions].sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(isAllowed({ roles: ROLE_GROUPS.admin, permissionKey: 'reports' }, acting)).toBe(true);
    expect(landingFor(acting.roles)).toBe('/apps/superadmin/organizations');
  });

  it.each<[string, AccessSubject, boolean]>([
    ['internal admin outside an organization', superAdmin, false],
    ['sales admin cannot act inside one', { roles: ['salesadmin'], permissions: [] }, true],
    ['merchant admin is unchanged', merchantAdmin, true],
  ])('%s keeps its own access', (_name, subject, acting) => {
    expect(effectiveAccess(subject, acting)).toEqual(subject);
  });
});

describe('loginRefusal (SPEC 6, rules)', () => {
  it.each<[string, AccessSubject, ReturnType<typeof loginRefusal>]>([
    ['merchant admin with the login permission', merchantAdmin, null],
    ['owner without any permission list', { roles: ['admin', 'Owner'], permissions: [] }, null],
    ['super admin', superAdmin, null],
    ['sales admin', { roles: ['salesadmin'], permissions: [] }, null],
    ['sales representative', { roles: ['associate'], permissions: [] }, null],
    ['self-signup owner', { roles: ['onboard', 'Owner'], permissions: [] }, null],
    ['seller', seller, 'registerOnly'],
    ['store manager', { roles: ['StoreManager'], permissions: ['login-backstage'] }, 'registerOnly'],
    ['admin who is also a seller may log in', { roles: ['admin', 'Seller'], permissions: [] }, null],
    [
      'permissions without login-backstage',
      { roles: ['admin'], permissions: ['products', 'orders'] },
      'missingLoginPermission',
    ],
    ['bookkeeper only', { roles: ['Bookkeeper'], permissions: [] }, 'noBackofficeRole'],
    ['no roles at all', guest, 'noBackofficeRole'],
  ])('%s -> %s', (_name, subject, expected) => {
    expect(loginRefusal(subject)).toBe(expected);
  });
});
