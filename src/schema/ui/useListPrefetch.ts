/**
 * The menu's way to prepare a list before it is opened: its view's code (a view not loaded yet leaves the
 * page empty until it is, resourceElements.tsx `gated`) and its first page (./listPrefetch.ts) with the
 * app's providers.
 */
import { useCallback, useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DataProviderContext, useStoreContext } from 'react-admin';
import { useEngineIfAny } from './EngineContext';
import { prefetchListAt } from './listPrefetch';
import { preloadViewAt } from './resourceElements';

/** `(path) => void`: loads the view at `path` and asks for its first page, where it is a list the registry knows. */
export function useListPrefetch(): (path: string) => void {
  const engine = useEngineIfAny();
  const queryClient = useQueryClient();
  // The app's own dataProvider: react-admin's useDataProvider would re-render every menu entry with each
  // render of the routes (its logout on a refusal reads the router's context).
  const dataProvider = useContext(DataProviderContext);
  const store = useStoreContext();
  return useCallback(
    (path: string) => {
      if (!engine) return;
      // The page's request first: it leaves within this call, before the view's files are asked for.
      if (dataProvider) prefetchListAt(engine.registry, { queryClient, dataProvider, store }, path);
      preloadViewAt(engine.registry, engine.components, path);
    },
    [engine, queryClient, dataProvider, store],
  );
}
