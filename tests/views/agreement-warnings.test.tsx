/**
 * The compliance warnings on the agreement's page, as the reviewer reads them (issue 38): each names the
 * agreement's field by its label (the definition's, in either language), never by the field's code name.
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadsApi, SALES, STEPS } from '../../server/features/onboarding/onboarding-fixtures';
import { resourceDefinitions } from '../../server/resources/definitions';
import agreements from '../../src/resources/agreements/index';
import agreementComponents from '../../src/resources/agreements/components';
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

describe('the compliance warnings on the agreement’s page', () => {
  let id = '';
  beforeAll(async () => {
    // Swedbank with Handelsbanken's clearing number 6000, and a signatory the registry names otherwise.
    const agreement = await leads.submitted('559412-0734', {
      signatory: { ...STEPS.signatory, signatoryName: 'Kalle Anka' },
      bank: { ...STEPS.bank, clearingNumber: '6000', accountNumber: '123456789' },
    });
    id = agreement.id;
  });

  it('name the field each is about by its label', async () => {
    renderAt(`/apps/salesadmin/agreements/${id}/show`);
    const cell = await screen.findByText('Handelsbanken', undefined, { timeout: 15_000 });
    const row = cell.closest('tr')!;
    expect(within(row).getByText('The bank named is not the clearing number’s bank')).toBeInTheDocument();
    expect(within(row).getByText('Bank')).toBeInTheDocument();
    const signatory = screen
      .getByText('The signing officer’s name is not the registry’s name for the personal identity number')
      .closest('tr')!;
    expect(within(signatory).getByText('Sofia Holm')).toBeInTheDocument();
    expect(within(signatory).getByText('Signing officer')).toBeInTheDocument();
    expect(screen.queryByText('bankName')).toBeNull();
    expect(screen.queryByText('signatoryName')).toBeNull();
  });
});
