/**
 * The summary's submission when someone else saved the draft since it was read: nothing is submitted
 * over their change; the summary shows it, says so, and a second click submits what is now shown. With
 * the real dataProvider against the reference API in-process.
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
type Lead = { id: string; leadId: string; version: number; status: string; storeName?: string };

async function call(method: string, path: string, body: unknown): Promise<Lead> {
  const res = await api.server.app.request(`/api/leads/3.0${path}`, {
    method,
    headers: { ...(await api.server.authHeader(USER)), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as Lead;
}

/** A draft with every step filled in, as the wizard would have saved it. */
async function completeDraft(): Promise<Lead> {
  await clearLeads(api.server, '559412-0734');
  let draft = await call('POST', '/onboarding', { organizationNumber: '559412-0734' });
  for (const [step, values] of Object.entries(STEPS))
    draft = await call('PUT', `/${draft.id}/onboarding/${step}`, { ...values, version: draft.version });
  return draft;
}

function renderWizard(leadId: string) {
  return renderRoute(api, PATH, <OnboardingPage />, PATH.replace(':key', leadId));
}

describe('the summary’s submission', () => {
  it('shows what someone else saved meanwhile instead of submitting over it, then submits', async () => {
    const user = userEvent.setup();
    const draft = await completeDraft();
    renderWizard(draft.leadId);
    const submit = await screen.findByRole('button', { name: 'Submit the agreement' }, { timeout: 15_000 });
    // Another device renames the store after this summary was read.
    const other = await call('PUT', `/${draft.id}/onboarding/store`, {
      ...STEPS.store,
      storeName: 'Solrosens Bageri Haga',
      version: draft.version,
    });
    await user.click(submit);
    expect(
      await screen.findByText(/Someone else saved the draft meanwhile/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Solrosens Bageri Haga')).toBeInTheDocument();
    const stored = await api.server.app.request(`/api/leads/3.0/${draft.id}`, {
      headers: await api.server.authHeader(USER),
    });
    expect(((await stored.json()) as Lead).status).toBe('draft');

    await user.click(screen.getByRole('button', { name: 'Submit the agreement' }));
    await screen.findByText('The agreement was submitted', undefined, { timeout: 10_000 });
    const after = await api.server.app.request(`/api/leads/3.0/${draft.id}`, {
      headers: await api.server.authHeader(USER),
    });
    expect(await after.json()).toMatchObject({ status: 'submitted', version: other.version + 1 });
  }, 60_000);
});
