import { describe, expect, it } from 'vitest';
import { rowChanges } from './history-rows';
import type { SubRecordsField } from './types';

const lines: SubRecordsField = {
  kind: 'subRecords',
  label: { en: 'Lines', sv: 'Rader' },
  fields: {
    productName: { kind: 'text', label: { en: 'Product', sv: 'Produkt' } },
    quantity: { kind: 'integer', label: { en: 'Quantity', sv: 'Antal' } },
    refundedQuantity: { kind: 'integer', label: { en: 'Refunded', sv: 'Återbetalda' } },
  },
};

describe('the changes of a list of sub-records', () => {
  it('names each changed row and gives only the fields that changed', () => {
    const from = [
      { productName: 'Latte', quantity: 2 },
      { productName: 'Bulle', quantity: 1 },
    ];
    const to = [
      { productName: 'Latte', quantity: 2, refundedQuantity: 1 },
      { productName: 'Bulle', quantity: 1 },
    ];
    expect(rowChanges(lines, from, to)).toEqual([
      {
        kind: 'changed',
        row: 'Latte',
        fields: [
          { source: 'refundedQuantity', field: lines.fields.refundedQuantity, from: undefined, to: 1 },
        ],
      },
    ]);
  });

  it('tells added and removed rows, named by their place when they have no name', () => {
    const changes = rowChanges(
      lines,
      [{ quantity: 1 }],
      [{ quantity: 1 }, { productName: 'Te', quantity: 3 }],
    );
    expect(changes.map((c) => [c.kind, c.row, c.fields.map((f) => f.source)])).toEqual([
      ['added', 'Te', ['productName', 'quantity']],
    ]);
    expect(rowChanges(lines, [{ quantity: 1 }, { quantity: 2 }], [{ quantity: 1 }])).toEqual([
      { kind: 'removed', row: '#2', fields: [] },
    ]);
  });

  it('takes an empty value and a missing one as the same', () => {
    expect(rowChanges(lines, [{ productName: 'Te', quantity: null }], [{ productName: 'Te' }])).toEqual([]);
  });
});
