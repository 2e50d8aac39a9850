/** A page behind a feature flag (the loan offer's): with the flag off its route says so, in sv and en. */
import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../domain/feature-flags';
import { featureFlagStore } from '../featureFlags/store';
import type { Locale } from '../i18n/catalogue';
import { testI18nProvider } from '../pages/login/testing/renderWithAdmin';
import { APP_ROUTES, LOAN_PATH } from './appRoutes';
import { FlagGate } from './FlagGate';

const loan = APP_ROUTES.find((route) => route.path === LOAN_PATH);
const flag = loan?.kind === 'page' ? loan.featureFlag : undefined;

function renderLoan(locale: Locale = 'sv') {
  if (!flag) throw new Error('The loan page has a feature flag');
  return render(
    <AdminContext i18nProvider={testI18nProvider(locale)} store={memoryStore()}>
      <FlagGate flag={flag}>
        <h1>The loan offer</h1>
      </FlagGate>
    </AdminContext>,
  );
}

afterEach(() => featureFlagStore.reset());

describe('the loan page behind its feature flag', () => {
  it('shows while the flag is on', () => {
    renderLoan();
    expect(screen.getByRole('heading', { name: 'The loan offer' })).toBeInTheDocument();
  });

  it('says the feature is not available while it is off', async () => {
    act(() => featureFlagStore.replace({ ...DEFAULT_FEATURE_FLAGS, 'merchant-loan': false }));
    renderLoan();
    expect(
      await screen.findByRole('heading', { name: 'Funktionen är inte tillgänglig' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The loan offer' })).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    act(() => featureFlagStore.replace({ ...DEFAULT_FEATURE_FLAGS, 'merchant-loan': false }));
    renderLoan('en');
    expect(await screen.findByRole('heading', { name: 'This feature is not available' })).toBeInTheDocument();
  });
});
