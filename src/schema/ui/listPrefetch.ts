/**
 * A list's first page asked for before the list renders. The generated list (ResourceList) asks for its
 * data only once its first render is committed: a few hundred ms of rendering after a menu click or a
 * cold load, with the network idle meanwhile. Where the list's first request is known in advance (its
 * defaults: the user has not changed its sort, filter or page), it is asked for at once when the
 * pointer rests on a menu entry, presses it or it is chosen. The answer goes into react-query's cache under
 * the key react-admin's list controller uses, so the list finds it, and for a few seconds the list
 * takes it as its own request instead of asking again.
 */
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import type { DataProvider, Store } from 'react-admin';
import type { Registry } from '../registry-core';
import type { ResourceDefinition } from '../types';

const DEFAULT_SORT = { field: 'createdAt', order: 'DESC' } as const;
const DEFAULT_PER_PAGE = 25;
/** How long a prefetched page stands in for the list's own first request. */
const FRESH_MS = 10_000;

/** How the generated list sorts and pages while the user has not changed it. */
export function listDefaults(definition: ResourceDefinition): {
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
} {
  return {
    sort: definition.list?.sort ?? DEFAULT_SORT,
    perPage: definition.list?.perPage ?? DEFAULT_PER_PAGE,
  };
}

/** Whether react-admin's stored parameters of a list differ from its defaults (its `hasCustomParams`). */
function changedByUser(stored: unknown): boolean {
  if (stored === undefined || stored === null) return false;
  if (typeof stored !== 'object') return true;
  const params = stored as {
    filter?: object;
    sort?: unknown;
    order?: unknown;
    page?: unknown;
    perPage?: unknown;
  };
  return (
    Object.keys(params.filter ?? {}).length > 0 ||
    params.sort != null ||
    params.order != null ||
    (params.page != null && params.page !== 1) ||
    params.perPage != null
  );
}

/** When each prefetch was asked for, by react-query's key hash. */
const prefetchedAt = new Map<string, number>();

export interface PrefetchTools {
  queryClient: QueryClient;
  dataProvider: Pick<DataProvider, 'getList'>;
  store: Pick<Store, 'getItem'>;
}

/**
 * Asks for the first page of the list at `path` as the generated list will; nothing where the path is
 * no list the registry knows (a URL with a query is none), the list keeps to the user's organization (it
 * waits for the identity), the user's stored choices decide its parameters, or it was asked for moments
 * ago.
 */
export function prefetchListAt(registry: Registry, tools: PrefetchTools, path: string): void {
  const name = path.replace(/^\/+|\/+$/g, '');
  const registration = registry.registrations.find((r) => r.name === name);
  if (!registration || registration.ownOrganization || registration.definition.access.list === false) return;
  if (changedByUser(tools.store.getItem(`${name}.listParams`))) return;
  const { sort, perPage } = listDefaults(registration.definition);
  // The key of react-admin's useGetList, as its list controller fills it in.
  const params = { pagination: { page: 1, perPage }, sort, filter: {}, meta: undefined };
  const queryKey = [name, 'getList', params];
  const hash = hashKey(queryKey);
  const asked = prefetchedAt.get(hash);
  if (asked !== undefined && Date.now() - asked < FRESH_MS) return;
  prefetchedAt.set(hash, Date.now());
  void tools.queryClient.prefetchQuery({
    queryKey,
    queryFn: async () => {
      const { data, total, pageInfo, meta } = await tools.dataProvider.getList(name, params);
      return { data, total, pageInfo, meta };
    },
    retry: false,
  });
}

/**
 * For the list's `refetchOnMount`: a page prefetched moments ago, not invalidated since (a save, a
 * refresh), is the list's first request; anything else is asked again as react-admin would.
 */
export function refetchUnlessPrefetched(
  query: Pick<Query, 'queryHash'> & { state: Pick<Query['state'], 'isInvalidated' | 'dataUpdatedAt'> },
): boolean {
  const asked = prefetchedAt.get(query.queryHash);
  const taken =
    asked !== undefined &&
    Date.now() - asked < FRESH_MS &&
    !query.state.isInvalidated &&
    query.state.dataUpdatedAt >= asked;
  return !taken;
}
