/**
 * Renders a page inside react-admin's context for component tests: a fresh memory store, the bundled
 * catalogues through a minimal polyglot i18nProvider, a memory router and the notification area.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  memoryStore,
  Notification,
  type AuthProvider,
  type TranslationMessages,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bundledMessages } from '../../../i18n/bundledMessages';
import type { Locale } from '../../../i18n/catalogue';

export function testI18nProvider(locale: Locale) {
  return polyglotI18nProvider(() => bundledMessages(locale) as unknown as TranslationMessages, locale);
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderOptions {
  authProvider: AuthProvider;
  locale?: Locale;
  initialEntry?: string | { pathname: string; state?: unknown };
}

/** Renders `page` at /login; any other path shows where the app navigated. */
export function renderAtLogin(
  page: ReactNode,
  { authProvider, locale = 'sv', initialEntry = '/login' }: RenderOptions,
) {
  return render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <AdminContext authProvider={authProvider} i18nProvider={testI18nProvider(locale)} store={memoryStore()}>
        <Routes>
          <Route path="/login" element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
