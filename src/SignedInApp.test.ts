/** The list a cold load opens is asked for once the user's access is known: only a list the user may open. */
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { prefetchOpenedList } from './SignedInApp';

function tools() {
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  return { queryClient: new QueryClient(), store: memoryStore(), dataProvider: { getList }, getList };
}

describe('prefetchOpenedList', () => {
  // First: the prefetch is asked once in 10 s per list, which would hide a refusal after an answer.
  it('asks nothing for a list the user may not open, nor for a path that is no list', () => {
    const t = tools();
    prefetchOpenedList({ roles: ['admin'], permissions: [] }, t, '/apps/merchant/productsV3');
    prefetchOpenedList({ roles: ['Seller'], permissions: ['products'] }, t, '/apps/merchant/productsV3');
    prefetchOpenedList({ roles: ['admin'], permissions: ['products'] }, t, '/apps/merchant/productsV3/42');
    prefetchOpenedList({ roles: ['admin'], permissions: ['products'] }, t, '/profile');
    expect(t.getList).not.toHaveBeenCalled();
  });

  it('asks for the first page of the products a merchant admin with the products key opens', () => {
    const t = tools();
    prefetchOpenedList({ roles: ['admin'], permissions: ['products'] }, t, '/apps/merchant/productsV3');
    expect(t.getList).toHaveBeenCalledTimes(1);
    expect(t.getList).toHaveBeenCalledWith(
      'apps/merchant/productsV3',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, filter: {} }),
    );
  });
});
