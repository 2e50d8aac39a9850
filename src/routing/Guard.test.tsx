/**
 * The guard of an agreement page for a partner admin (issue 38 item 10): while its partner may not
 * onboard, the page says so at once, in sv and en, instead of loading and then sending it away; with
 * the partner's onboarding key the page shows.
 */
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PARTNER_ONBOARDING } from '../domain/roles';
import type { Locale } from '../i18n/catalogue';
import { testI18nProvider } from '../pages/login/testing/renderWithAdmin';
import { APP_ROUTES, onboardingPath } from './appRoutes';
import { Guard } from './Guard';

const path = onboardingPath('partneradmin');
const route = APP_ROUTES.find((r) => r.path === path);

function renderAs(permissions: string[], locale: Locale = 'sv') {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ roles: ['partneradmin'], permissions }),
  };
  return render(
    <MemoryRouter initialEntries={[onboardingPath('partneradmin', 'L-25001')]}>
      <AdminContext authProvider={authProvider} i18nProvider={testI18nProvider(locale)} store={memoryStore()}>
        <Routes>
          <Route
            path={path}
            element={
              <Guard requirement={route?.requirement}>
                <h1>The wizard</h1>
              </Guard>
            }
          />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('an agreement page for a partner admin', () => {
  it('says at once that onboarding is not enabled for the partner', async () => {
    renderAs([]);
    expect(
      await screen.findByRole('heading', { name: 'Onboarding är inte aktiverat för din partner' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The wizard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Elsewhere' })).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    renderAs([], 'en');
    expect(
      await screen.findByRole('heading', { name: 'Onboarding is not enabled for your partner' }),
    ).toBeInTheDocument();
  });

  it('shows the page while the partner may onboard', async () => {
    renderAs([PARTNER_ONBOARDING]);
    expect(await screen.findByRole('heading', { name: 'The wizard' })).toBeInTheDocument();
  });
});
