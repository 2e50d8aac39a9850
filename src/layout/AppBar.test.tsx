import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { bundledMessages } from '../i18n/bundledMessages';
import { createI18nProvider } from '../i18n/i18nProvider';
import { AppBar } from './AppBar';
import { toSessionView } from './sessionView';
import { shellRules } from './shellRules';

const i18nProvider = createI18nProvider({ locale: 'sv', messages: bundledMessages('sv'), remote: 'off' });

function renderBar(identity: Record<string, unknown>) {
  const view = toSessionView(identity, { roles: ['admin'], permissions: [] });
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <AppBar view={view} rules={shellRules(view)} />
    </AdminContext>,
  );
}

describe('AppBar', () => {
  it("shows the organization's logo beside its name when it has one", () => {
    renderBar({
      fullName: 'Anna Berg',
      organizationName: 'Kaffebaren AB',
      organizationLogoUrl: '/infrastructure/3.0/image/logo-1',
    });
    expect(screen.getByTestId('organization-name')).toHaveTextContent('Kaffebaren AB');
    expect(screen.getByTestId('organization-logo').querySelector('img')).toHaveAttribute(
      'src',
      '/infrastructure/3.0/image/logo-1',
    );
  });

  it('shows the name alone without a logo', () => {
    renderBar({ fullName: 'Anna Berg', organizationName: 'Kaffebaren AB' });
    expect(screen.getByTestId('organization-name')).toHaveTextContent('Kaffebaren AB');
    expect(screen.queryByTestId('organization-logo')).toBeNull();
  });
});
