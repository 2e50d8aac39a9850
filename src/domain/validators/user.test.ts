import { describe, expect, it } from 'vitest';
import {
  adminUsernameRule,
  cashierCodeRule,
  isAdminUser,
  loginCodeRule,
  loginPermissionRule,
  MANAGEABLE_GROUPS,
  mayManageUser,
  MERCHANT_GROUPS,
  personNameRule,
  pinRule,
  timeTrackingNeedsSsnRule,
  usernameForRoleRule,
} from './user';

describe('names', () => {
  it.each([
    ['Al', null],
    ['Åsa', null],
    ['A', 'validation.user.name'],
    ['  ', 'validation.user.name'],
    [' A ', 'validation.user.name'],
    ['', null],
  ])('%j -> %s', (value, key) => expect(personNameRule.check(value)).toBe(key));
});

describe('usernames by role', () => {
  const check = (username: string, groups: string[]) =>
    usernameForRoleRule.check({ username, groups })[0]?.key ?? null;
  it.each([
    ['kalle1', ['Seller'], null],
    ['Kalle', ['StoreManager'], null],
    ['abcd', ['Seller'], 'validation.user.username'],
    ['a'.repeat(99), ['Bookkeeper'], null],
    ['a'.repeat(100), ['Bookkeeper'], 'validation.user.username'],
    ['kalle_1', ['Seller'], 'validation.user.username'],
    ['kålle1', ['Seller'], 'validation.user.username'],
    ['kalle@firma.se', ['Seller'], 'validation.user.username'],
    ['anna@kaffebaren.se', ['MerchantAdmin'], null],
    ['anna@kaffebaren.se', ['Owner'], null],
    ['anna12345', ['MerchantAdmin'], 'validation.user.admin_username'],
    ['support@demo.test', ['SupportAdmin'], null],
    ['support@demo', ['SupportAdmin'], 'validation.user.admin_username'],
  ])('%s as %j -> %s', (username, groups, key) => expect(check(username, groups)).toBe(key));

  it('treats admins of every kind as admins and register staff as not', () => {
    expect(
      ['MerchantAdmin', 'Owner', 'SuperAdmin', 'PartnerAdmin', 'SalesAdmin', 'SupportAdmin'].every((g) =>
        isAdminUser([g]),
      ),
    ).toBe(true);
    expect(['Seller', 'StoreManager', 'Bookkeeper'].some((g) => isAdminUser([g]))).toBe(false);
    expect(isAdminUser(undefined)).toBe(false);
  });

  it('the admin username rule wants an email', () => {
    expect(adminUsernameRule.check('a@b.se')).toBeNull();
    expect(adminUsernameRule.check('ab.se')).toBe('validation.user.admin_username');
  });
});

describe('codes', () => {
  it.each([
    [pinRule, '1234', null],
    [pinRule, '123', 'validation.user.pin'],
    [pinRule, '12345', 'validation.user.pin'],
    [pinRule, '12a4', 'validation.user.pin'],
    [cashierCodeRule, '0007', null],
    [cashierCodeRule, '７７７７', 'validation.user.cashier_code'],
    [loginCodeRule, '123456', null],
    [loginCodeRule, '12345', 'validation.user.login_code'],
    [loginCodeRule, '', null],
  ])('%#: %s', (rule, value, key) => expect(rule.check(value)).toBe(key));
});

describe('record rules', () => {
  it('time tracking needs the SSN', () => {
    expect(timeTrackingNeedsSsnRule.check({ timeTracking: true })).toEqual([
      { field: 'ssn', key: 'validation.user.ssn_required' },
    ]);
    expect(timeTrackingNeedsSsnRule.check({ timeTracking: true, ssn: '  ' })).toHaveLength(1);
    expect(timeTrackingNeedsSsnRule.check({ timeTracking: true, ssn: '811218-9876' })).toEqual([]);
    expect(timeTrackingNeedsSsnRule.check({ timeTracking: false })).toEqual([]);
  });

  it('at least one login permission', () => {
    expect(loginPermissionRule.check({ permissions: ['users', 'stores'] })).toEqual([
      { field: 'permissions', key: 'validation.user.login_permission' },
    ]);
    expect(loginPermissionRule.check({})).toHaveLength(1);
    expect(loginPermissionRule.check({ permissions: ['login-register'] })).toEqual([]);
    expect(loginPermissionRule.check({ permissions: ['users', 'login-backstage'] })).toEqual([]);
  });
});

describe('who may manage which users', () => {
  it.each([
    [['superadmin'], ['SuperAdmin'], true],
    [['superadmin'], ['Seller'], true],
    [['supportadmin'], ['PartnerAdmin'], true],
    [['supportadmin'], ['SalesAdmin'], true],
    [['supportadmin'], ['SuperAdmin'], false],
    [['supportadmin'], ['SupportAdmin'], false],
    [['supportadmin'], ['Seller'], false],
    [['supportadmin', 'admin'], ['Seller'], true],
    [['partneradmin'], ['MerchantAdmin'], true],
    [['partneradmin'], ['PartnerAdmin'], false],
    [['admin'], ['Owner'], false],
    [['admin'], ['MerchantAdmin'], true],
    [['admin', 'Owner'], ['Owner'], true],
    [['supportadmin', 'admin'], ['Owner'], true],
    [['partneradmin', 'admin'], ['Owner'], true],
    [['admin'], ['SuperAdmin'], false],
    [['admin', 'Owner'], ['MerchantAdmin', 'SalesAdmin'], false],
    [['salesadmin'], ['Seller'], false],
    [['Seller'], ['Seller'], false],
  ])('%j may manage %j: %s', (roles, groups, allowed) => expect(mayManageUser(roles, groups)).toBe(allowed));

  it('merchant admins manage the merchant roles but the Owner; an Owner manages them all', () => {
    expect(MANAGEABLE_GROUPS.admin).toEqual(MERCHANT_GROUPS.filter((group) => group !== 'Owner'));
    expect(MANAGEABLE_GROUPS.Owner).toEqual(MERCHANT_GROUPS);
  });
});
