import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './compareCodeUnits';

describe('compareCodeUnits', () => {
  it('orders identifiers as a sort by code units does', () => {
    const ids = ['stores', 'product-groups', 'products', 'Z-reports', 'order-lines', 'orders', 'a'];
    expect([...ids].sort(compareCodeUnits)).toEqual([
      'Z-reports',
      'a',
      'order-lines',
      'orders',
      'product-groups',
      'products',
      'stores',
    ]);
  });

  it('says equal names are equal', () => {
    expect(compareCodeUnits('stores', 'stores')).toBe(0);
  });
});
