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
import type { DataProvider, GetListParams, Store } from 'react-admin';
import { parse } from '../../shims/queryString';
import { isAllowed } from '../../domain/roles';
import { requirementIn, type Registry } from '../registry-core';
import type { ResourceDefinition } from '../types';
import { isAccessSubject } from './useAccessRule';

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

interface ListQuery {
  filter?: unknown;
  sort?: unknown;
  order?: unknown;
  page?: unknown;
  perPage?: unknown;
}

/** react-admin's `hasCustomParams`: whether the stored parameters of a list differ from its defaults. */
function changedByUser(stored: unknown): stored is ListQuery {
  if (stored === undefined || stored === null || typeof stored !== 'object') return false;
  const params = stored as ListQuery;
  return (
    params.filter != null &&
    (Object.keys(params.filter).length > 0 ||
      params.order != null ||
      params.page !== 1 ||
      params.perPage != null ||
      params.sort != null)
  );
}

/** react-admin's `parseQueryFromLocation`: the URL's query, its filter read as JSON (dropped when it is not). */
function queryFromSearch(search: string): ListQuery {
  const query: Record<string, unknown> = { ...parse(search) };
  if (typeof query.filter === 'string') {
    try {
      query.filter = JSON.parse(query.filter);
    } catch {
      delete query.filter;
    }
  }
  return query;
}

/** react-admin's `getNumberOrDefault`. */
function numberOr(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = typeof value === 'string' ? parseInt(value, 10) : Number(value);
  return isNaN(parsed) ? fallback : parsed;
}

/**
 * The parameters of react-admin's getList as its list controller will ask with them (useListParams'
 * `getQuery`): the URL's query when it has one, else what the user chose last (the store), else the
 * list's defaults.
 */
export function listRequestParams(
  definition: ResourceDefinition,
  search: string,
  stored: unknown,
): GetListParams & { meta: undefined } {
  const defaults = listDefaults(definition);
  const fromUrl = queryFromSearch(search);
  const query: ListQuery = Object.keys(fromUrl).length
    ? fromUrl
    : changedByUser(stored)
      ? stored
      : { filter: {} };
  const sorted = Boolean(query.sort);
  const filter = query.filter && typeof query.filter === 'object' ? query.filter : {};
  return {
    pagination: {
      page: numberOr(query.page ?? 1, 1),
      perPage: numberOr(query.perPage ?? defaults.perPage, 10),
    },
    sort: sorted
      ? { field: String(query.sort), order: query.order as 'ASC' | 'DESC' }
      : { field: defaults.sort.field, order: defaults.sort.order },
    filter: { ...filter },
    meta: undefined,
  };
}

/**
 * Whether the list's path opens the generated table: a list with named views (`list.currentViews`)
 * opens its first one there, which may be another view (the product groups' tree).
 */
const opensTable = (definition: ResourceDefinition) =>
  (definition.list?.currentViews?.[0] ?? 'table') === 'table';

/** When each prefetch was asked for, by react-query's key hash. */
const prefetchedAt = new Map<string, number>();

export interface PrefetchTools {
  queryClient: QueryClient;
  dataProvider: Pick<DataProvider, 'getList'>;
  store: Pick<Store, 'getItem'>;
}

/**
 * Whether the user may open the list, as the list's own access check will answer (useAccessRule), from
 * the permissions react-admin keeps (usePermissions' query): a menu entry's hook reading them through
 * usePermissions would render again with each move. Null while the permissions are not known.
 */
function mayList(registry: Registry, queryClient: QueryClient, name: string): boolean | null {
  const permissions = queryClient.getQueryData(['auth', 'getPermissions', {}]);
  if (!isAccessSubject(permissions)) return null;
  return isAllowed(requirementIn(registry, name, 'list'), permissions);
}

/**
 * Who asks: the menu on a user's intent asks only for a list it knows the user may open; the list the
 * user opened by its URL (a cold load) is asked for while the permissions are still on their way, as
 * its own request would be, unless they are known and refuse it (the API refuses it as well).
 */
export type PrefetchCause = 'intent' | 'opened';

/**
 * Asks for the page of the list at `url` (a path, with its query if any) as the generated list will
 * (`listRequestParams`); nothing where the path is no list the registry knows or opens another view
 * first, the user may not open it (on an intent: or the permissions are not known yet), the list keeps to the user's
 * organization (it waits for the identity), or it was asked for moments ago. Needs only the resource's
 * summary, not its definition.
 */
export function prefetchListAt(
  registry: Registry,
  tools: PrefetchTools,
  url: string,
  cause: PrefetchCause = 'intent',
): void {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const name = path.replace(/^\/+|\/+$/g, '');
  const registration = registry.registrations.find((r) => r.name === name);
  if (!registration || registration.ownOrganization || registration.definition.access.list === false) return;
  if (!opensTable(registration.definition)) return;
  const may = mayList(registry, tools.queryClient, name);
  if (may === false || (may === null && cause === 'intent')) return;
  const stored = tools.store.getItem(`${name}.listParams`);
  const params = listRequestParams(registration.definition, at < 0 ? '' : url.slice(at), stored);
  // The key of react-admin's useGetList, as its list controller fills it in.
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
