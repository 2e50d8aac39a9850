/**
 * The onboarding's contacts step (issue 40, SPEC 3 "contact types"): its shortcuts fill a type's contact
 * from the signing officer saved steps earlier, or from the accounting contact typed above, and the step
 * saves them. With the real dataProvider against the reference API in-process.
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
type Lead = Record<string, unknown> & { id: string; leadId: string; version: number };

async function call(method: string, path: string, body?: unknown): Promise<Lead> {
  const res = await api.server.app.request(`/api/leads/3.0${path}`, {
    method,
    headers: { ...(await api.server.authHeader(USER)), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as Lead;
}

/** A draft saved up to its contacts: the wizard opens there. */
async function draftBeforeContacts(): Promise<Lead> {
  await clearLeads(api.server, '559412-0734');
  let draft = await call('POST', '/onboarding', { organizationNumber: '559412-0734' });
  const { contacts: _contacts, ...before } = STEPS;
  for (const [step, values] of Object.entries(before))
    draft = await call('PUT', `/${draft.id}/onboarding/${step}`, { ...values, version: draft.version });
  return draft;
}

describe('the contacts step', () => {
  it('fills a contact as the signing officer or as accounting, and saves them', async () => {
    const user = userEvent.setup();
    const draft = await draftBeforeContacts();
    renderRoute(api, PATH, <OnboardingPage />, PATH.replace(':key', draft.leadId));
    await screen.findByRole('heading', { name: '16. Contacts' }, { timeout: 15_000 });

    const [asSignatory] = screen.getAllByRole('button', { name: 'Same as the signing officer' });
    await user.click(asSignatory!);
    expect(screen.getByLabelText(/^Accounting contact( \*)?$/)).toHaveValue('Sofia Holm');
    expect(screen.getByLabelText(/^Accounting contact’s email/)).toHaveValue('sofia@solrosensbageri.se');
    // Accounting has its own mailbox; the others follow it.
    const accountingEmail = screen.getByLabelText(/^Accounting contact’s email/);
    await user.clear(accountingEmail);
    await user.type(accountingEmail, 'ekonomi@solrosensbageri.se');
    const sameAsAccounting = screen.getAllByRole('button', { name: 'Same as Accounting' });
    expect(sameAsAccounting).toHaveLength(3);
    for (const button of sameAsAccounting) await user.click(button);
    expect(screen.getByLabelText(/^Technical contact’s email/)).toHaveValue('ekonomi@solrosensbageri.se');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: '17. Summary' }, { timeout: 10_000 });
    const stored = await call('GET', `/${draft.id}`);
    expect(stored).toMatchObject({
      accountingContactName: 'Sofia Holm',
      accountingContactEmail: 'ekonomi@solrosensbageri.se',
      returnsContactName: 'Sofia Holm',
      returnsContactEmail: 'ekonomi@solrosensbageri.se',
      technicalContactName: 'Sofia Holm',
    });
  }, 60_000);
});
