/**
 * The agreements list and delete (issue 38 item 10): beside the status, where each agreement's digital
 * signing and its save in the CRM stand, as columns; a delete's confirmation names the agreement by its
 * number and says its contracts are annulled. The real dataProvider against the reference API
 * in-process, as a sales admin.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadsApi, SALES, STEPS } from '../../server/features/onboarding/onboarding-fixtures';
import { resourceDefinitions } from '../../server/resources/definitions';
import agreementComponents from '../../src/resources/agreements/components';
import agreements from '../../src/resources/agreements/index';
import organizationComponents from '../../src/resources/organizations/components';
import organizations from '../../src/resources/organizations/index';
import partners from '../../src/resources/partners';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { inProcessApi } from './inProcessApi';
import { resourceRenderer } from './renderRoute';
import agreementMessages from '../../src/resources/agreements/messages';

const registry = createRegistry([agreements, partners, organizations]);
const components = indexComponents({
  './agreements/components.tsx': { default: agreementComponents },
  './organizations/components.tsx': { default: organizationComponents },
});
const api = inProcessApi(createRegistry(resourceDefinitions), SALES);
const leads = leadsApi(() => api.server);

beforeAll(async () => {
  await Promise.all([
    import('../../src/schema/ui/ResourceList'),
    import('../../src/resources/agreements/AgreementList'),
    import('../../src/schema/ui/ResourceShow'),
    import('../../src/resources/agreements/AgreementShow'),
  ]);
});

const renderAt = resourceRenderer(api, {
  registry,
  components,
  messages: agreementMessages.en,
  roles: ['salesadmin'],
});

describe('the agreements list', () => {
  it('shows each agreement’s digital signing and its save in the CRM', async () => {
    renderAt('/apps/salesadmin/agreements');
    const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: /Digital signing/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^CRM/ })).toBeInTheDocument();
    expect((await within(table).findAllByText('Signed')).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Sent for signing').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Saved in the CRM').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Could not be saved in the CRM').length).toBeGreaterThan(0);
  }, 60_000);

  it('shows each agreement’s stage, and filters by it (issue 40)', async () => {
    const filter = encodeURIComponent(JSON.stringify({ stage: 'completed' }));
    renderAt(`/apps/salesadmin/agreements?filter=${filter}`);
    const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: /^Stage/ })).toBeInTheDocument();
    expect(await within(table).findByText('Järnhandeln i Kiruna AB')).toBeInTheDocument();
    expect(within(table).getByText('Syskonen Berg Handelsbolag')).toBeInTheDocument();
    expect(within(table).queryByText('Café Linnea AB')).not.toBeInTheDocument();
    expect(within(table).getAllByText('Completed').length).toBeGreaterThan(1);
    // The filter is the list's own.
    expect(await screen.findByRole('combobox', { name: 'Stage' })).toBeInTheDocument();
  }, 60_000);
});

describe('deleting an agreement', () => {
  it('asks by the agreement’s number and says its contracts are annulled', async () => {
    const user = userEvent.setup();
    const filter = encodeURIComponent(JSON.stringify({ status: 'done' }));
    const res = await api.server.app.request(`/api/leads/3.0?filter=${filter}`, {
      headers: await api.server.authHeader(SALES),
    });
    const [lead] = (await res.json()) as { id: string; leadId: string; companyName: string }[];
    if (!lead) throw new Error('The demo has signed agreements');
    renderAt(`/apps/salesadmin/agreements/${lead.id}/show`);
    // The page settles (its references, its access checks) before the button stays: pressed until it opens.
    const dialog = await waitFor(
      async () => {
        await user.click(screen.getByRole('button', { name: 'Delete' }));
        return screen.getByRole('dialog');
      },
      { timeout: 40_000 },
    );
    expect(dialog).toHaveTextContent(`${lead.leadId} ${lead.companyName}`);
    expect(dialog).toHaveTextContent(
      `Delete the agreement ${lead.leadId} ${lead.companyName}? All its contracts, signed ones too, are annulled.`,
    );
  }, 60_000);
});

describe('approving an agreement', () => {
  it('is not offered for a company without F-tax: the button is disabled and says why', async () => {
    const ali = { name: 'Ali Rahimi', personalNumber: '19931017-3522' };
    const agreement = await leads.submitted('556302-9585', {
      signatory: { ...STEPS.signatory, signatoryName: ali.name, signatoryPersonalNumber: ali.personalNumber },
      pep: { signingOfficers: [ali], anyPep: false },
    });
    renderAt(`/apps/salesadmin/agreements/${agreement.id}/show`);
    const reason = await screen.findByLabelText(
      'The company has no F-tax certificate: the agreement cannot be approved',
      undefined,
      { timeout: 15_000 },
    );
    expect(within(reason).getByRole('button', { name: /^Approve/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  }, 60_000);
});
