/**
 * A partner's licences (issue 40): the partner admin's list names each licence's organization, shows
 * its licence, status and who created it, and filters by organization; another partner's licences
 * never show. The real dataProvider against the reference API in-process, as partner@demo.test.
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../server/resources/definitions';
import organizationComponents from '../../src/resources/organizations/components';
import organizations from '../../src/resources/organizations/index';
import partnerLicenses from '../../src/resources/partner-licenses';
import partners from '../../src/resources/partners';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { inProcessApi } from './inProcessApi';
import { resourceRenderer } from './renderRoute';

const registry = createRegistry([partnerLicenses, organizations, partners]);
const components = indexComponents({
  './organizations/components.tsx': { default: organizationComponents },
});
const api = inProcessApi(createRegistry(resourceDefinitions), 'partner@demo.test');

beforeAll(async () => {
  await import('../../src/schema/ui/ResourceList');
});

const renderAt = resourceRenderer(api, { registry, components, roles: ['partneradmin'] });

describe("a partner admin's licences", () => {
  it('names each licence’s organization, with its licence, status and who created it', async () => {
    renderAt('/apps/partneradmin/licenses');
    const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Organization', 'Licence', 'Status', 'Created by']));
    expect((await within(table).findAllByText('Kaffebaren AB')).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^KB-POS-/).length).toBeGreaterThan(0);
    expect(within(table).queryByText('Bokhandeln AB')).not.toBeInTheDocument();
    expect(within(table).queryByText(/^BH-POS-/)).not.toBeInTheDocument();
  }, 60_000);

  it('filters by organization and status', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ organization: 'org-kaffebaren', status: 'suspended' }),
    );
    renderAt(`/apps/partneradmin/licenses?filter=${filter}`);
    const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
    expect((await within(table).findAllByText('Suspended')).length).toBeGreaterThan(0);
    expect(within(table).queryByText('Active')).not.toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toBeInTheDocument();
  }, 60_000);
});
