import { describe, expect, it } from 'vitest';
import { buildNavigation } from './build';
import { filterNavigation } from './filter';
import type { MenuEntry, NavItem, NavSubject } from './types';

const entries: MenuEntry[] = [
  {
    id: 'dashboard',
    url: '/dashboard',
    title: 'shell.nav.items.dashboard',
    group: 'main',
    order: 0,
    auth: ['admin', 'Seller', 'StoreManager'],
  },
  {
    id: 'merchant-products',
    url: '/apps/merchant/products',
    title: { en: 'Products', sv: 'Produkter' },
    group: 'merchant',
    order: 1,
    auth: ['admin'],
    permissionKey: 'products',
  },
  {
    id: 'merchant-orders',
    url: '/apps/merchant/orders',
    title: { en: 'Orders', sv: 'Ordrar' },
    group: 'merchant',
    order: 2,
    auth: ['admin'],
    permissionKey: 'orders',
  },
  {
    id: 'merchant-loan',
    url: '/apps/merchant/loan',
    title: { en: 'Loan', sv: 'Lån' },
    group: 'merchant',
    order: 3,
    auth: ['admin'],
    permissionKey: 'loan',
  },
  {
    id: 'merchant-giftcards',
    url: '/apps/merchant/giftcards',
    title: { en: 'Gift cards', sv: 'Presentkort' },
    group: 'merchant',
    order: 4,
    auth: ['admin'],
    permissionKey: 'gift-cards',
  },
  {
    id: 'settings-stores',
    url: '/apps/setting/stores',
    title: { en: 'Stores', sv: 'Butiker' },
    group: 'settings',
    auth: ['admin'],
    permissionKey: 'stores',
  },
  {
    id: 'superadmin-features',
    url: '/apps/superadmin/features',
    title: 'shell.nav.items.features',
    group: 'superadmin',
    auth: ['superadmin'],
  },
  {
    id: 'developer-transactions',
    url: '/apps/superadmin/paymentTransactions',
    title: { en: 'Payment transactions', sv: 'Betaltransaktioner' },
    group: 'developer',
    auth: ['superadmin'],
  },
];
const tree = buildNavigation(entries);

const ALL_ON = { 'merchant-loan': true, 'merchant-giftcards': true };
const ALL_OFF = { 'merchant-loan': false, 'merchant-giftcards': false };

function visibleIds(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [item.id, ...visibleIds(item.children ?? [])]);
}

const cases: Array<{ name: string; subject: NavSubject; expected: string[] }> = [
  {
    name: 'merchant admin with every key and flags on',
    subject: {
      roles: ['admin'],
      permissions: ['products', 'orders', 'loan', 'gift-cards', 'stores'],
      flags: ALL_ON,
    },
    expected: [
      'dashboard',
      'group-merchant',
      'merchant-products',
      'merchant-orders',
      'merchant-loan',
      'merchant-giftcards',
      'group-settings',
      'settings-stores',
    ],
  },
  {
    name: 'merchant admin without the orders key',
    subject: { roles: ['admin'], permissions: ['products', 'loan', 'gift-cards', 'stores'], flags: ALL_ON },
    expected: [
      'dashboard',
      'group-merchant',
      'merchant-products',
      'merchant-loan',
      'merchant-giftcards',
      'group-settings',
      'settings-stores',
    ],
  },
  {
    name: 'merchant admin with every key but the loan and gift card flags off',
    subject: {
      roles: ['admin'],
      permissions: ['products', 'orders', 'loan', 'gift-cards', 'stores'],
      flags: ALL_OFF,
    },
    expected: [
      'dashboard',
      'group-merchant',
      'merchant-products',
      'merchant-orders',
      'group-settings',
      'settings-stores',
    ],
  },
  {
    name: 'merchant admin with only the loan key, flag off: merchant group left empty is removed',
    subject: { roles: ['admin'], permissions: ['loan'], flags: ALL_OFF },
    expected: ['dashboard'],
  },
  {
    name: 'merchant admin with only the gift card key, flag on',
    subject: {
      roles: ['admin'],
      permissions: ['gift-cards'],
      flags: { ...ALL_OFF, 'merchant-giftcards': true },
    },
    expected: ['dashboard', 'group-merchant', 'merchant-giftcards'],
  },
  {
    name: 'store manager: no admin entries, whatever the keys',
    subject: { roles: ['StoreManager'], permissions: ['products', 'orders', 'stores'], flags: ALL_ON },
    expected: ['dashboard'],
  },
  {
    name: 'super admin: own group and the developer group, no merchant entries',
    subject: { roles: ['superadmin'], permissions: [], flags: ALL_ON },
    expected: ['group-superadmin', 'superadmin-features', 'group-developer', 'developer-transactions'],
  },
  {
    name: 'super admin working inside a merchant (treated as admin) with keys',
    subject: { roles: ['superadmin', 'admin'], permissions: ['stores'], flags: ALL_ON },
    expected: [
      'dashboard',
      'group-settings',
      'settings-stores',
      'group-superadmin',
      'superadmin-features',
      'group-developer',
      'developer-transactions',
    ],
  },
  {
    name: 'user with no roles sees nothing',
    subject: { roles: [], permissions: ['products'], flags: ALL_ON },
    expected: [],
  },
];

describe('filterNavigation', () => {
  it.each(cases)('$name', ({ subject, expected }) => {
    expect(visibleIds(filterNavigation(tree, subject))).toEqual(expected);
  });

  it('removes nested collapses and groups left without children, and stray dividers', () => {
    const items: NavItem[] = [
      { id: 'divider-top', type: 'divider' },
      {
        id: 'group',
        type: 'group',
        title: 'g',
        children: [
          {
            id: 'collapse',
            type: 'collapse',
            title: 'c',
            children: [{ id: 'hidden', type: 'item', url: '/x', auth: ['superadmin'] }],
          },
          { id: 'divider-inner', type: 'divider' },
        ],
      },
      { id: 'open', type: 'item', url: '/open' },
      { id: 'divider-mid', type: 'divider' },
      { id: 'divider-double', type: 'divider' },
      { id: 'guest-only', type: 'item', url: '/login', auth: [] },
      { id: 'divider-end', type: 'divider' },
    ];
    const result = filterNavigation(items, { roles: ['admin'], permissions: [], flags: ALL_ON });
    expect(visibleIds(result)).toEqual(['open']);
  });

  it('gates by an explicit featureFlag as well as by id', () => {
    const items: NavItem[] = [{ id: 'other', type: 'item', url: '/o', featureFlag: 'merchant-loan' }];
    expect(filterNavigation(items, { roles: [], permissions: [], flags: ALL_OFF })).toEqual([]);
    expect(filterNavigation(items, { roles: [], permissions: [], flags: ALL_ON })).toHaveLength(1);
  });
});

describe('buildNavigation', () => {
  it('orders entries in their group, drops duplicate ids and makes entries with children collapsible', () => {
    const built = buildNavigation([
      { id: 'b', url: '/b', title: 'b', group: 'settings', order: 2 },
      { id: 'a', url: '/a', title: 'a', group: 'settings', order: 1 },
      { id: 'a', url: '/a2', title: 'a2', group: 'settings', order: 0 },
      {
        id: 'stats',
        url: '/s',
        title: 's',
        group: 'reports',
        children: [{ id: 'overview', url: '/s/o', title: 'o' }],
      },
    ]);
    expect(built.map((g) => [g.id, g.children?.map((c) => `${c.id}:${c.type}`)])).toEqual([
      ['group-reports', ['stats:collapse']],
      ['group-settings', ['a:item', 'b:item']],
    ]);
  });
});
