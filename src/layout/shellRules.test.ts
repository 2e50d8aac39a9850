import { describe, expect, it } from 'vitest';
import { environmentLabelKey, FEATURES_PATH, shellRules } from './shellRules';
import { toSessionView } from './sessionView';

describe('shell rules by role', () => {
  it.each([
    {
      roles: ['admin'],
      selected: false,
      nav: true,
      centred: false,
      back: false,
      profile: true,
      avatar: undefined,
    },
    {
      roles: ['admin', 'Owner'],
      selected: false,
      nav: true,
      centred: false,
      back: false,
      profile: true,
      avatar: undefined,
    },
    {
      roles: ['Seller'],
      selected: false,
      nav: false,
      centred: true,
      back: false,
      profile: true,
      avatar: undefined,
    },
    {
      roles: ['StoreManager', 'Seller'],
      selected: false,
      nav: false,
      centred: true,
      back: false,
      profile: true,
      avatar: undefined,
    },
    {
      roles: ['superadmin'],
      selected: false,
      nav: true,
      centred: false,
      back: false,
      profile: false,
      avatar: FEATURES_PATH,
    },
    {
      roles: ['superadmin', 'admin'],
      selected: true,
      nav: true,
      centred: false,
      back: true,
      profile: false,
      avatar: FEATURES_PATH,
    },
    {
      roles: ['supportadmin', 'admin'],
      selected: true,
      nav: true,
      centred: false,
      back: true,
      profile: false,
      avatar: undefined,
    },
    {
      roles: ['partneradmin', 'admin'],
      selected: true,
      nav: true,
      centred: false,
      back: true,
      profile: false,
      avatar: undefined,
    },
    {
      roles: ['salesadmin'],
      selected: false,
      nav: true,
      centred: false,
      back: false,
      profile: false,
      avatar: undefined,
    },
    {
      roles: ['salesadmin'],
      selected: true,
      nav: true,
      centred: false,
      back: false,
      profile: false,
      avatar: undefined,
    },
  ])(
    '$roles, organization selected: $selected',
    ({ roles, selected, nav, centred, back, profile, avatar }) => {
      expect(shellRules({ roles, organizationSelected: selected })).toEqual({
        showNavigation: nav,
        centreOrganizationName: centred,
        showBackToOrganizations: back,
        showProfileMenu: profile,
        avatarLink: avatar,
      });
    },
  );
});

describe('environment label', () => {
  it.each([
    [undefined, undefined],
    ['production', undefined],
    ['sandbox', 'shell.environment.sandbox'],
    ['rc', 'shell.environment.rc'],
    ['development', 'shell.environment.development'],
    ['Development ', 'shell.environment.development'],
  ])('%s -> %s', (environment, key) => {
    expect(environmentLabelKey(environment)).toBe(key);
  });
});

describe('session view', () => {
  it('reads the identity and permissions of the authProvider', () => {
    expect(
      toSessionView(
        {
          id: 'u1',
          fullName: 'Anna Admin',
          organizationName: 'Kaffebaren',
          organizationSelected: false,
          roles: ['admin'],
        },
        { roles: ['admin'], permissions: ['products'] },
      ),
    ).toEqual({
      fullName: 'Anna Admin',
      avatar: undefined,
      organizationName: 'Kaffebaren',
      organizationSelected: false,
      roles: ['admin'],
      permissions: ['products'],
    });
  });

  it('survives missing or odd values while the session loads', () => {
    expect(toSessionView(undefined, undefined)).toEqual({
      fullName: '',
      avatar: undefined,
      organizationName: undefined,
      organizationSelected: false,
      roles: [],
      permissions: [],
    });
    expect(
      toSessionView({ selectedOrganization: { name: 'Bageriet' }, roles: ['superadmin', 3] }, null),
    ).toMatchObject({
      organizationName: 'Bageriet',
      organizationSelected: true,
      roles: ['superadmin'],
    });
  });
});
