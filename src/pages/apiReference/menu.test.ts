/** The API reference's menu entry: in the developer group for a super admin, nowhere for anyone else. */
import { describe, expect, it } from 'vitest';
import { buildNavigation } from '../../navigation/build';
import { contributedMenuEntries } from '../../navigation/contributions';
import { filterNavigation } from '../../navigation/filter';
import type { NavItem } from '../../navigation/types';
import { API_REFERENCE_PATH } from './route';

const flags = { 'merchant-loan': true, 'merchant-giftcards': true };
const menuFor = (roles: string[], permissions: string[] = []) =>
  filterNavigation(buildNavigation(contributedMenuEntries()), { roles, permissions, flags });
const groupOf = (items: readonly NavItem[], url: string): string | undefined =>
  items.find((group) => group.children?.some((child) => child.url === url))?.id;

describe('the API reference in the menu', () => {
  it('is in the developer group for a super admin', () => {
    expect(groupOf(menuFor(['superadmin']), API_REFERENCE_PATH)).toBe('group-developer');
  });

  it.each([
    ['a merchant admin', ['admin'], ['login-backstage', 'stores', 'users', 'organization']],
    ['a support admin', ['supportadmin'], []],
    ['a partner admin', ['partneradmin'], []],
    ['a seller', ['Seller'], []],
  ])('is not there for %s', (_who, roles, permissions) => {
    expect(JSON.stringify(menuFor(roles, permissions))).not.toContain(API_REFERENCE_PATH);
  });
});
