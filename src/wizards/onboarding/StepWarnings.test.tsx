/**
 * The wizard shows the compliance warnings the API found when a step was saved on the field they
 * concern, without refusing the step: the step stays open once to show a new warning, and saving it
 * again as it is goes on. With the real dataProvider against the reference API in-process.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearLeads, STEPS } from '../../../server/features/onboarding/onboarding-fixtures';
import { inProcessApi } from '../../../tests/views/inProcessApi';
import { renderRoute } from '../../../tests/views/renderRoute';
import { registry } from '../../resources/registry';
import OnboardingPage from './OnboardingPage';

const USER = 'partner@demo.test';
const api = inProcessApi(registry, USER);
const PATH = '/apps/partneradmin/agreements/:key/onboard';
type Lead = { id: string; leadId: string; version: number };

async function call(method: string, path: string, body: unknown): Promise<Lead> {
  const res = await api.server.app.request(`/api/leads/3.0${path}`, {
    method,
    headers: { ...(await api.server.authHeader(USER)), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as Lead;
}

describe('a step’s compliance warnings', () => {
  it('shows an account its check digit does not confirm on the account number, then goes on', async () => {
    const user = userEvent.setup();
    await clearLeads(api.server, '559412-0734');
    let draft = await call('POST', '/onboarding', { organizationNumber: '559412-0734' });
    for (const step of [
      'company',
      'signatory',
      'store',
      'manager',
      'business',
      'goods',
      'pricing',
      'invoice',
    ])
      draft = await call('PUT', `/${draft.id}/onboarding/${step}`, {
        ...STEPS[step as keyof typeof STEPS],
        version: draft.version,
      });
    renderRoute(api, PATH, <OnboardingPage />, PATH.replace(':key', draft.leadId));

    const account = await screen.findByLabelText(/Account number/, undefined, { timeout: 15_000 });
    await user.type(screen.getByLabelText(/^Bank/), 'Swedbank');
    await user.type(screen.getByLabelText(/Clearing number/), '8327-9');
    await user.type(account, '123 456 789-0');
    await user.type(screen.getByLabelText(/Account holder/), 'Solrosens Bageri AB');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByText(
        /The account number does not match its bank’s check digit \(8327-9 123 456 789-0\)/,
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // Saved, not refused; still on the bank step.
    expect(screen.getByRole('heading', { name: /Bank details/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Account number/)).toHaveValue('123 456 789-0');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { name: /Merchant portal account/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 60_000);
});
