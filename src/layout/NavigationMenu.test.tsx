import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { bundledMessages } from '../i18n/bundledMessages';
import { createI18nProvider } from '../i18n/i18nProvider';
import type { NavItem } from '../navigation/types';
import { NavigationList } from './NavigationMenu';
import { NavUnfoldedContext } from './navFold';

const i18nProvider = createI18nProvider({ locale: 'en', messages: bundledMessages('en'), remote: 'off' });

const items: NavItem[] = [
  { id: 'dashboard', type: 'item', title: 'shell.nav.items.dashboard', icon: 'Dashboard', url: '/dashboard' },
  {
    id: 'group-merchant',
    type: 'group',
    title: 'shell.nav.groups.merchant',
    children: [
      {
        id: 'offers',
        type: 'item',
        title: { en: 'Offers', sv: 'Erbjudanden' },
        icon: 'LocalOffer',
        url: '/apps/merchant/offers',
        movedToNewPlatform: true,
      },
      {
        id: 'help',
        type: 'link',
        title: { en: 'Help centre', sv: 'Hjälpcenter' },
        url: 'https://help.example.com',
        badge: { title: { en: 'New', sv: 'Ny' } },
      },
    ],
  },
];

function renderMenu(unfolded = true) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <NavUnfoldedContext.Provider value={unfolded}>
        <NavigationList items={items} />
      </NavUnfoldedContext.Provider>
    </AdminContext>,
  );
}

describe('NavigationList', () => {
  it('renders items, group headings, inline labels in the current language and badges', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/dashboard$/),
    );
    const group = screen.getByRole('list', { name: 'Merchant' });
    expect(within(group).getByRole('link', { name: /Help centre/ })).toHaveAttribute('target', '_blank');
    expect(within(group).getByRole('link', { name: /Help centre/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(group).getByText('New')).toBeInTheDocument();
  });

  it('shows the moved-to-the-new-platform notice instead of opening a moved entry', async () => {
    renderMenu();
    expect(screen.queryByRole('link', { name: 'Offers' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Offers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moved to the new platform' });
    expect(dialog).toHaveTextContent('This part of the product has moved to our new platform.');
  });

  it('when folded shows icons only, keeping each label as the accessible name', () => {
    renderMenu(false);
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
    expect(screen.queryByText('Merchant')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offers' })).toBeInTheDocument();
  });

  it('draws each entry as a plain link or button styled once by the list, not a component per entry', () => {
    renderMenu();
    const entries = [
      screen.getByRole('link', { name: 'Dashboard' }),
      screen.getByRole('button', { name: 'Offers' }),
      screen.getByRole('link', { name: /Help centre/ }),
    ];
    for (const entry of entries) {
      expect(entry).toHaveClass('nav-entry');
      expect(entry.querySelector('[class*="MuiListItem"], [class*="MuiTypography"]')).toBeNull();
    }
    expect(document.querySelector('.MuiButtonBase-root')).toBeNull();
  });
});
