/** Every contributed menu entry (resource registry and page menu files) fits the navigation. */
import { describe, expect, it } from 'vitest';
import { PARTNER_ONBOARDING } from '../domain/roles';
import { buildNavigation } from './build';
import { contributedMenuEntries, userMenuEntries } from './contributions';
import { filterNavigation } from './filter';
import { NAV_GROUPS } from './groups';
import { NAV_ICONS } from './icons';

const entries = [...contributedMenuEntries(), ...userMenuEntries()];
const groups = new Set<string>(NAV_GROUPS.map((group) => group.id));

describe('contributed menu entries', () => {
  it('come from the resource registry and the bespoke pages', () => {
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining(['superadmin-features']));
    expect(entries.length).toBeGreaterThan(1);
  });

  it.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s has a known icon, group, url and a unique id',
    (id, entry) => {
      if (entry.icon !== undefined) expect(Object.keys(NAV_ICONS), `icon of ${id}`).toContain(entry.icon);
      expect([...groups], `group of ${id}`).toContain(entry.group);
      expect(entry.url).toMatch(/^(\/|https:\/\/)/);
      expect(entries.filter((other) => other.id === id)).toHaveLength(1);
    },
  );

  it('name every icon of the map, which every signed-in page loads with its menu (issue 41)', () => {
    const named = new Set(entries.flatMap((entry) => (entry.icon ? [entry.icon] : [])));
    expect(Object.keys(NAV_ICONS).sort()).toEqual([...named].sort());
  });

  it('shows the files entry to a merchant admin holding files, and to no one else (SPEC 6 `files`)', () => {
    const shown = (roles: string[], permissions: string[]) =>
      JSON.stringify(
        filterNavigation(buildNavigation(contributedMenuEntries()), { roles, permissions, flags: {} }),
      ).includes('"/apps/merchant/files"');
    expect(shown(['admin'], ['login-backstage', 'files'])).toBe(true);
    expect(shown(['admin'], ['login-backstage', 'stores'])).toBe(false);
    expect(shown(['associate'], ['files'])).toBe(false);
  });

  it('shows the permissions entry to a merchant admin who manages users', () => {
    const shown = (permissions: string[]) =>
      JSON.stringify(
        filterNavigation(buildNavigation(contributedMenuEntries()), {
          roles: ['admin'],
          permissions,
          flags: {},
        }),
      ).includes('"/apps/setting/permissions"');
    expect(shown(['login-backstage', 'users'])).toBe(true);
    expect(shown(['login-backstage', 'stores'])).toBe(false);
  });

  it('shows a partner admin the agreements entry only while its partner may onboard (PARTNER_ONBOARDING)', () => {
    const urls = (permissions: string[]) =>
      JSON.stringify(
        filterNavigation(buildNavigation(contributedMenuEntries()), {
          roles: ['partneradmin'],
          permissions,
          flags: { 'merchant-loan': true, 'merchant-giftcards': true },
        }),
      );
    expect(urls([PARTNER_ONBOARDING])).toContain('/apps/partneradmin/agreements');
    expect(urls([])).not.toContain('/apps/partneradmin/agreements');
    expect(urls([])).toContain('/apps/partneradmin/organizations');
  });

  it('lists the partners in the super and support admins’ menus, in their own groups', () => {
    const menu = (role: string) =>
      filterNavigation(buildNavigation(contributedMenuEntries()), {
        roles: [role],
        permissions: [],
        flags: {},
      });
    const partners = (role: string) =>
      menu(role)
        .flatMap((group) => (group.children ?? []).map((item) => ({ group: group.id, url: item.url })))
        .filter((item) => item.url?.endsWith('/partners'));
    expect(partners('superadmin')).toEqual([{ group: 'group-superadmin', url: '/apps/superadmin/partners' }]);
    expect(partners('supportadmin')).toEqual([
      { group: 'group-supportadmin', url: '/apps/supportadmin/partners' },
    ]);
    // SPEC 2 names the partner and sales admins' menus; their partners routes are lookups only.
    expect(partners('partneradmin')).toEqual([]);
    expect(partners('salesadmin')).toEqual([]);
  });
});
