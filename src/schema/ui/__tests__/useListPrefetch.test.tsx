/** A menu entry's intent loads the view its path opens, beside asking for the list's first page. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { createRegistry } from '../../registry-core';
import { defineComponents, indexComponents } from '../components';
import { EngineProvider } from '../EngineContext';
import { lazyView } from '../lazyView';
import { useListPrefetch } from '../useListPrefetch';

const gadgets = defineResource({
  name: 'gadgets',
  label: { one: { en: 'Gadget', sv: 'Pryl' }, many: { en: 'Gadgets', sv: 'Prylar' } },
  routes: ['/apps/merchant/gadgets'],
  api: 'api/gadgets',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  views: { list: 'gadget-board' },
  fields: { name: { kind: 'text', label: { en: 'Name', sv: 'Namn' } } },
});

describe('useListPrefetch', () => {
  it('asks for the first page of the path’s list, then loads its view', () => {
    const board = vi.fn(() => Promise.resolve({ default: () => null }));
    const components = indexComponents({
      'gadgets/components.tsx': defineComponents<typeof gadgets>('gadgets', {
        views: { 'gadget-board': lazyView(board) },
      }),
    });
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const queryClient = new QueryClient();
    // The user's permissions as react-admin's usePermissions keeps them: an admin may open the list.
    queryClient.setQueryData(['auth', 'getPermissions', {}], { roles: ['admin'], permissions: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <DataProviderContext.Provider value={{ getList } as unknown as DataProvider}>
          <EngineProvider registry={createRegistry([gadgets])} components={components}>
            {children}
          </EngineProvider>
        </DataProviderContext.Provider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useListPrefetch(), { wrapper });
    result.current('/apps/merchant/gadgets');
    expect(board).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledTimes(1);
    // The page is asked for before the view's files: its request is what the list waits for longest.
    expect(getList.mock.invocationCallOrder[0]).toBeLessThan(board.mock.invocationCallOrder[0]!);
    result.current('/apps/merchant/nothing');
    expect(board).toHaveBeenCalledTimes(1);
  });
});
