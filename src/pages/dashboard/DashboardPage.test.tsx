/** SPEC 8: where Safari blocks the browser's storage, the dashboard shows the notice, not a broken page. */
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledMessages } from '../../i18n/bundledMessages';
import type { Messages } from '../../i18n/catalogueCore';
import { createI18nProvider } from '../../i18n/i18nProvider';
import sessionPages from '../../i18n/messages/sessionPages';
import { session } from '../../providers/session';
import DashboardPage from './DashboardPage';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'u1', fullName: 'Oskar Lund', roles: ['admin'] }),
};

function renderDashboard(locale: 'sv' | 'en') {
  const messages: Messages = { ...bundledMessages(locale), ...sessionPages[locale] };
  render(
    <MemoryRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={testDataProvider()}
        store={memoryStore()}
        i18nProvider={createI18nProvider({ locale, messages, remote: 'off' })}
      >
        <DashboardPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

function blockStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
});

describe('the dashboard where the browser storage is blocked', () => {
  it('shows the notice in Swedish instead of the day’s figures', async () => {
    blockStorage();
    renderDashboard('sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Oskar Lund!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Översikten kan inte visas');
    expect(screen.getByRole('alert')).toHaveTextContent('Förhindra spårning mellan webbplatser');
    expect(screen.queryByText('I dag')).not.toBeInTheDocument();
  });

  it('says it in English with the SPEC’s words', async () => {
    blockStorage();
    renderDashboard('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Safari cross-site tracking must be disabled to show the dashboard',
    );
  });

  it('shows no notice where storage works', async () => {
    renderDashboard('sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Oskar Lund!' })).toBeInTheDocument();
    expect(screen.queryByText('Översikten kan inte visas')).not.toBeInTheDocument();
  });

  it('keeps the session in the tab’s memory, so signing in still works', () => {
    blockStorage();
    session.saveTokens({ accessToken: 'token-1', idToken: null, refreshToken: 'refresh-1' });
    expect(session.accessToken()).toBe('token-1');
  });
});
