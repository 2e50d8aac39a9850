/** The menu's way to prefetch a list's first page (./listPrefetch.ts) with the app's providers. */
import { useCallback, useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DataProviderContext, useStoreContext } from 'react-admin';
import { useRegistryIfAny } from './EngineContext';
import { prefetchListAt } from './listPrefetch';

/** `(path) => void`: asks for the first page of the list at `path`, where it is one the registry knows. */
export function useListPrefetch(): (path: string) => void {
  const registry = useRegistryIfAny();
  const queryClient = useQueryClient();
  // The app's own dataProvider: react-admin's useDataProvider would re-render every menu entry with each
  // render of the routes (its logout on a refusal reads the router's context).
  const dataProvider = useContext(DataProviderContext);
  const store = useStoreContext();
  return useCallback(
    (path: string) => {
      if (registry && dataProvider) prefetchListAt(registry, { queryClient, dataProvider, store }, path);
    },
    [registry, queryClient, dataProvider, store],
  );
}
