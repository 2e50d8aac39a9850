/**
 * The menu's first paint has every entry's icon (issue 41): each role's menu, rendered once, shows the
 * icon its entries name, none the neutral dot of a name the map lacks.
 */
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../domain/roles';
import { bundledMessages } from '../i18n/bundledMessages';
import { createI18nProvider } from '../i18n/i18nProvider';
import { buildNavigation } from '../navigation/build';
import { contributedMenuEntries } from '../navigation/contributions';
import { filterNavigation } from '../navigation/filter';
import type { NavItem } from '../navigation/types';
import { NavigationList } from './NavigationMenu';
import { NavUnfoldedContext } from './navFold';

const i18nProvider = createI18nProvider({ locale: 'sv', messages: bundledMessages('sv'), remote: 'off' });
const navigation = buildNavigation(contributedMenuEntries());
const flat = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((item) => [item, ...flat(item.children ?? [])]);

describe("the menu's icons", () => {
  it.each(['admin', 'superadmin', 'supportadmin', 'partneradmin', 'salesadmin', 'associate'])(
    "are all there in %s's menu as it first renders, folded",
    (role) => {
      const items = filterNavigation(navigation, {
        roles: [role],
        permissions: [...PERMISSION_KEYS],
        flags: {},
      });
      const named = flat(items).filter((item) => item.icon && !item.image);
      expect(named.length).toBeGreaterThan(0);
      render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <NavUnfoldedContext.Provider value={false}>
            <NavigationList items={items} />
          </NavUnfoldedContext.Provider>
        </AdminContext>,
      );
      for (const item of named)
        expect(screen.getAllByTestId(`${item.icon}Icon`).length, item.id).toBeGreaterThan(0);
      expect(screen.queryAllByTestId('CircleIcon')).toHaveLength(0);
    },
  );
});
