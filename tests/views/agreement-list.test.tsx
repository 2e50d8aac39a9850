/**
 * The agreements list (issue 38 item 10): beside the status, where each agreement's digital signing
 * and its save in the CRM stand, as columns; with the real dataProvider against the reference API
 * in-process, as a sales admin.
 */
import { screen, within } from '@testing-library/react';
import { fetchUtils } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { SALES } from '../../server/features/onboarding/onboarding-fixtures';
import { resourceDefinitions } from '../../server/resources/definitions';
import { createDataProvider } from '../../src/providers/dataProvider';
import agreementComponents from '../../src/resources/agreements/components';
import agreements from '../../src/resources/agreements/index';
import agreementMessages from '../../src/resources/agreements/messages';
import partners from '../../src/resources/partners';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { inProcessApi } from './inProcessApi';
import { renderResources } from './renderRoute';

const registry = createRegistry([agreements, partners]);
const components = indexComponents({ './agreements/components.tsx': { default: agreementComponents } });
const api = inProcessApi(createRegistry(resourceDefinitions), SALES);

beforeAll(async () => {
  await Promise.all([
    import('../../src/schema/ui/ResourceList'),
    import('../../src/resources/agreements/AgreementList'),
  ]);
});

function renderAt(path: string) {
  const httpClient = (target: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(`http://api.test${target}`, {
      ...options,
      user: { authenticated: true, token: `Bearer ${api.token}` },
    });
  return renderResources({
    registry,
    components,
    dataProvider: createDataProvider({ registry, httpClient }),
    messages: agreementMessages.en,
    url: path,
    authProvider: {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => ({ roles: ['salesadmin'], permissions: [] }),
      canAccess: async () => true,
    },
  });
}

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
});
