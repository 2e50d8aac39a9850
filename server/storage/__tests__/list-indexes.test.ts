/**
 * A definition's `list.indexes` (src/schema/types.ts): the table gets an index on the organization, the
 * equality fields and the sort field, ending in id, so a page of one store's orders by time and its
 * count are read from it; a field that is not stored is refused when the definition loads.
 */
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/schema/define-resource.ts';
import { resourceDefinitions } from '../../resources/definitions.ts';
import { tableSpecs } from '../tables.ts';

const label = { en: 'X', sv: 'X' };

describe('list indexes', () => {
  it("gives the orders table an index for one store's orders by time", () => {
    const orders = tableSpecs(resourceDefinitions).get('orders');
    const creates = orders?.indexes.map((index) => index.create) ?? [];
    expect(
      creates.filter((sql) => sql.includes('("organization_id", "store", "placed_at", "id")')),
    ).toHaveLength(1);
  });

  it('refuses an index naming a field the resource does not store', () => {
    const define = (fields: string[]) =>
      defineResource({
        name: 'gizmos',
        label: { one: label, many: label },
        routes: ['/apps/merchant/gizmos'],
        api: 'api/gizmos',
        scope: 'organization',
        access: { roles: ['admin'] },
        representation: 'title',
        list: { indexes: [fields] },
        fields: {
          title: { kind: 'text', label, sortable: true },
          shown: { kind: 'text', label, compute: async (records) => records.map(() => 'x') },
        },
      });
    expect(() => define(['title', 'nothing'])).toThrow(/list index \[title, nothing\]/);
    expect(() => define(['title', 'shown'])).toThrow(/needs two or more stored fields/);
    expect(() => define(['title'])).toThrow(/needs two or more stored fields/);
  });
});
