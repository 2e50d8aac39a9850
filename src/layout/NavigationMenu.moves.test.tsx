import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { bundledMessages } from '../i18n/bundledMessages';
import { createI18nProvider } from '../i18n/i18nProvider';
import type { NavItem } from '../navigation/types';
import { NavigationList } from './NavigationMenu';

// Each render of an entry (and of its label) reads the titles once: the count of renders.
const titleReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../navigation/useNavTitle', async (original) => {
  const actual = await original<typeof import('../navigation/useNavTitle')>();
  return {
    useNavTitle: () => {
      titleReads.count++;
      return actual.useNavTitle();
    },
  };
});

const i18nProvider = createI18nProvider({ locale: 'en', messages: bundledMessages('en'), remote: 'off' });

const ENTRIES = 12;
const items: NavItem[] = Array.from({ length: ENTRIES }, (_, index) => ({
  id: `entry-${index}`,
  type: 'item',
  title: { en: `Entry ${index}`, sv: `Post ${index}` },
  icon: 'Dashboard',
  url: `/apps/test/entry-${index}`,
}));

describe('NavigationList on a move', () => {
  it('renders again only the entries that become active or inactive, and marks the new one', () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <NavigationList items={items} />
      </AdminContext>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Entry 2' }));
    });
    expect(screen.getByRole('link', { name: 'Entry 2' })).toHaveAttribute('aria-current', 'page');

    titleReads.count = 0;
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Entry 7' }));
    });
    expect(screen.getByRole('link', { name: 'Entry 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Entry 2' })).not.toHaveAttribute('aria-current');
    // The two entries that changed render with their label (a few reads each); every entry rendering
    // again would read at least once per entry.
    expect(titleReads.count).toBeGreaterThan(0);
    expect(titleReads.count).toBeLessThan(ENTRIES);
  });
});
