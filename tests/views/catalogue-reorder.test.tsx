/**
 * Reordering the catalogue's groups is a batch save (SPEC 7): the siblings' new sort orders are saved
 * together, then one toast names the moved group ("{name} Updated Successfully"). The real
 * dataProvider against the reference API in-process, as Kaffebaren's admin.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUtils } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../server/resources/definitions';
import { createDataProvider } from '../../src/providers/dataProvider';
import productGroupComponents from '../../src/resources/product-groups/components';
import productGroups from '../../src/resources/product-groups/index';
import productGroupMessages from '../../src/resources/product-groups/messages';
import catalogueMessages from '../../src/resources/shared/messages';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { inProcessApi } from './inProcessApi';
import { renderResources } from './renderRoute';

const registry = createRegistry([productGroups]);
const components = indexComponents({
  './product-groups/components.tsx': { default: productGroupComponents },
});
const api = inProcessApi(createRegistry(resourceDefinitions));

beforeAll(async () => {
  await import('../../src/resources/product-groups/GroupCatalogue');
});

interface Group {
  id: string;
  name: string;
  sortOrder: number | null;
}

async function mainGroups(): Promise<Group[]> {
  const filter = encodeURIComponent(JSON.stringify({ parent_empty: true }));
  const res = await api.server.app.request(
    `/api/catalog/productgroup?filter=${filter}&sort=${encodeURIComponent('["sortOrder","ASC"]')}&range=[0,99]`,
    { headers: await api.server.authHeader('admin@kaffebaren.test') },
  );
  return (await res.json()) as Group[];
}

describe('reordering the main groups', () => {
  it('saves the siblings together and names the moved group in one toast', async () => {
    const before = await mainGroups();
    const [first, second] = before;
    if (!first || !second) throw new Error('The demo has two main groups');
    const httpClient = (target: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(`http://api.test${target}`, {
        ...options,
        user: { authenticated: true, token: `Bearer ${api.token}` },
      });
    renderResources({
      registry,
      components,
      dataProvider: createDataProvider({ registry, httpClient }),
      messages: { ...catalogueMessages.en, ...productGroupMessages.en },
      url: '/apps/merchant/productgroupsV3',
    });
    const up = await screen.findByRole('button', { name: `Move ${second.name} up` }, { timeout: 15_000 });
    await userEvent.setup().click(up);
    expect(await screen.findByText(`${second.name} Updated Successfully`)).toBeInTheDocument();
    const after = await mainGroups();
    expect(after.slice(0, 2).map((g) => g.name)).toEqual([second.name, first.name]);
  }, 60_000);
});
