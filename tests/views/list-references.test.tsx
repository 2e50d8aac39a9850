/**
 * A list's reference column (products' group) against the in-process API: each cell shows the group's name as
 * a link to the group, and the page asks for its groups in one query, not a query and a loading bar per cell
 * (src/schema/ui/pageReferences.tsx).
 */
import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import modifierSets from '../../src/resources/modifier-sets';
import productGroups from '../../src/resources/product-groups';
import products from '../../src/resources/products';
import taxGroups from '../../src/resources/tax-groups';
import { createRegistry } from '../../src/schema/registry-core';
import { components } from '../../src/resources/component-registry';
import { inProcessApi } from './inProcessApi';
import { resourceRenderer } from './renderRoute';

const registry = createRegistry([products, productGroups, taxGroups, modifierSets]);
const api = inProcessApi(registry);

describe('a reference column of a list', () => {
  it("names each row's group with a link to it, from one query for the page", async () => {
    const queryClient = new QueryClient();
    resourceRenderer(api, {
      registry,
      components,
      roles: ['admin'],
      permissions: ['products', 'product-groups'],
      queryClient,
    })('/apps/merchant/productsV3');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows.length).toBeGreaterThan(5);
    const stored = await api.server.db.query<{ name: string; group_name: string; group_id: string }>(
      `SELECT p.name, g.name AS group_name, g.id AS group_id FROM products p JOIN product_groups g ON g.id = p.group`,
    );
    const groupOf = new Map(stored.map((row) => [row.name, row]));
    for (const row of rows) {
      const name = row.querySelector('td.column-name')?.textContent ?? '';
      const group = groupOf.get(name);
      expect(group, name).toBeDefined();
      const link = await within(row).findByRole('link', { name: group!.group_name });
      expect(link.getAttribute('href')).toMatch(new RegExp(`/productgroupsV3/${group!.group_id}/show$`));
    }
    const groupQueries = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) => String(query.queryKey[0]).includes('productgroups') && query.queryKey[1] === 'getMany',
      );
    expect(groupQueries).toHaveLength(1);
    expect(document.querySelector('.MuiLinearProgress-root')).toBeNull();
  }, 60_000);
});
