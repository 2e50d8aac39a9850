/**
 * Which lists are asked for in advance, under which key, and when the list takes the answer as its own
 * first request (./listPrefetch.ts). That a list finds the answer is in __tests__/engine.test.tsx.
 */
import { QueryClient } from '@tanstack/react-query';
import { getQuery, memoryStore, parseQueryFromLocation } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '../../domain/roles';
import { defineResource } from '../define-resource';
import { createRegistry } from '../registry-core';
import {
  listDefaults,
  listRequestParams,
  prefetchListAt,
  refetchUnlessPrefetched,
  type PrefetchTools,
} from './listPrefetch';

const label = { en: 'Thing', sv: 'Sak' };
const things = defineResource({
  name: 'things',
  label: { one: label, many: label },
  routes: [
    '/apps/merchant/things',
    '/apps/setting/things',
    { path: '/apps/merchant/my-thing', ownOrganization: 'organizationId' },
  ],
  api: 'api/thing',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  list: { perPage: 50 },
  fields: { name: { kind: 'text', label, listed: true } },
});
const registry = createRegistry([things]);

/** react-admin's usePermissions' key: the permissions the list's own access check reads. */
const PERMISSIONS_KEY = ['auth', 'getPermissions', {}];

function tools(
  stored: Record<string, unknown> = {},
  permissions: unknown = { roles: ['admin'], permissions: [] },
) {
  const getList = vi.fn(async () => ({ data: [{ id: 't1', name: 'One' }], total: 1 }));
  const dataProvider = { getList } as unknown as PrefetchTools['dataProvider'];
  const queryClient = new QueryClient();
  // null: the permissions are not known yet.
  if (permissions !== null) queryClient.setQueryData(PERMISSIONS_KEY, permissions);
  return { queryClient, dataProvider, store: memoryStore(stored), getList };
}

const KEY = [
  'apps/merchant/things',
  'getList',
  { pagination: { page: 1, perPage: 50 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} },
];

describe('a list asked for in advance', () => {
  it('uses the list’s defaults: newest first, the page size the definition gives', () => {
    expect(listDefaults(things)).toEqual({ sort: { field: 'createdAt', order: 'DESC' }, perPage: 50 });
  });

  it('is cached under react-admin’s key, asked once however often the pointer comes back', async () => {
    const t = tools();
    prefetchListAt(registry, t, '/apps/merchant/things/');
    prefetchListAt(registry, t, '/apps/merchant/things');
    expect(t.getList).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(t.queryClient.getQueryData(KEY)).toMatchObject({ total: 1 }));
  });

  it.each([
    ['a path that is no list', '/apps/merchant/things/t1/show'],
    ['a list that keeps to the user’s organization (it waits for the identity)', '/apps/merchant/my-thing'],
  ])('is not asked for at %s', (_why, path) => {
    const t = tools();
    prefetchListAt(registry, t, path);
    expect(t.getList).not.toHaveBeenCalled();
  });

  it.each([
    ['a user whose roles may not open the list', { roles: ['Seller'], permissions: [] }],
    ['permissions not known yet', null],
  ])('is not asked for by %s', (_who, permissions) => {
    // A page size of its own: a key no other test asks for (a prefetch is not repeated for 10 s).
    const t = tools({ 'apps/merchant/things.listParams': { filter: {}, page: 1, perPage: 7 } }, permissions);
    prefetchListAt(registry, t, '/apps/merchant/things');
    expect(t.getList).not.toHaveBeenCalled();
  });

  it('opened by its URL (a cold load), is asked for before the permissions are known, not once they refuse it', () => {
    const unknown = tools({ 'apps/merchant/things.listParams': { filter: {}, page: 1, perPage: 8 } }, null);
    prefetchListAt(registry, unknown, '/apps/merchant/things', 'opened');
    expect(unknown.getList).toHaveBeenCalledTimes(1);
    const refused = tools(
      { 'apps/merchant/things.listParams': { filter: {}, page: 1, perPage: 9 } },
      {
        roles: ['Seller'],
        permissions: [],
      },
    );
    prefetchListAt(registry, refused, '/apps/merchant/things', 'opened');
    expect(refused.getList).not.toHaveBeenCalled();
  });

  it('is asked for with the URL’s query, as react-admin reads it, before what the user chose last', async () => {
    const t = tools({ 'apps/merchant/things.listParams': { filter: { name: 'y' }, page: 3 } });
    const filter = encodeURIComponent(JSON.stringify({ name: 'x' }));
    prefetchListAt(registry, t, `/apps/merchant/things?filter=${filter}&page=2&sort=name&order=ASC`);
    expect(t.getList).toHaveBeenCalledWith('apps/merchant/things', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: { name: 'x' },
      meta: undefined,
    });
  });

  it('is asked for with what the user chose last when the URL has no query', () => {
    const t = tools({
      'apps/merchant/things.listParams': { filter: { name: 'y' }, page: 3, perPage: 10, sort: null },
    });
    prefetchListAt(registry, t, '/apps/merchant/things');
    expect(t.getList).toHaveBeenCalledWith('apps/merchant/things', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { name: 'y' },
      meta: undefined,
    });
  });

  it('takes the parameters react-admin’s list controller would (useListParams’ getQuery)', () => {
    const stored = { filter: { name: 'y' }, page: 3, perPage: 10, sort: 'name', order: 'ASC' };
    for (const [search, stored_] of [
      ['', undefined],
      ['', { filter: {}, page: 1, sort: null, order: null, perPage: null }],
      ['', stored],
      ['?page=4', stored],
      ['?filter=not-json&perPage=x', undefined],
      ['?sort=name', undefined],
    ] as const) {
      const expected = getQuery({
        queryFromLocation: parseQueryFromLocation({ search }),
        params: stored_ ?? { filter: {}, page: 1, sort: null, order: null, perPage: null },
        filterDefaultValues: undefined,
        sort: { field: 'createdAt', order: 'DESC' },
        perPage: 50,
      });
      expect(listRequestParams(things, search, stored_)).toEqual({
        pagination: { page: expected.page, perPage: expected.perPage },
        sort: { field: expected.sort, order: expected.order },
        filter: { ...expected.filter },
        meta: undefined,
      });
    }
  });

  it('is not asked for where the list’s path opens another view first (a tree)', () => {
    const tree = defineResource({
      ...things,
      name: 'tree-things',
      routes: ['/apps/merchant/tree-things'],
      list: { currentViews: ['tree', 'table'] },
    });
    const t = tools();
    prefetchListAt(createRegistry([tree]), t, '/apps/merchant/tree-things');
    expect(t.getList).not.toHaveBeenCalled();
  });

  it('stands in for the list’s first request until invalidated or ten seconds old', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    try {
      const t = tools();
      // Another registration of the same definition: its own key, never asked for by the tests above.
      const key = ['apps/setting/things', ...KEY.slice(1)];
      prefetchListAt(registry, t, '/apps/setting/things');
      await vi.waitFor(() => expect(t.queryClient.getQueryData(key)).toBeDefined());
      const query = t.queryClient.getQueryCache().find({ queryKey: key, exact: true });
      if (!query) throw new Error('no query');
      expect(refetchUnlessPrefetched(query)).toBe(false);
      await t.queryClient.invalidateQueries({ queryKey: key });
      expect(refetchUnlessPrefetched(query)).toBe(true);
      const other = {
        queryHash: 'never-prefetched',
        state: { isInvalidated: false, dataUpdatedAt: Date.now() },
      };
      expect(refetchUnlessPrefetched(other)).toBe(true);
      vi.setSystemTime(new Date('2026-11-26T10:00:11Z'));
      const fresh = {
        queryHash: query.queryHash,
        state: { isInvalidated: false, dataUpdatedAt: Date.now() },
      };
      expect(refetchUnlessPrefetched(fresh)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
