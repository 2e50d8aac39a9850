/**
 * Which lists are asked for in advance, under which key, and when the list takes the answer as its own
 * first request (./listPrefetch.ts). That a list finds the answer is in __tests__/engine.test.tsx.
 */
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '../../domain/roles';
import { defineResource } from '../define-resource';
import { createRegistry } from '../registry-core';
import { listDefaults, prefetchListAt, refetchUnlessPrefetched, type PrefetchTools } from './listPrefetch';

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

function tools(stored: Record<string, unknown> = {}) {
  const getList = vi.fn(async () => ({ data: [{ id: 't1', name: 'One' }], total: 1 }));
  const dataProvider = { getList } as unknown as PrefetchTools['dataProvider'];
  return { queryClient: new QueryClient(), dataProvider, store: memoryStore(stored), getList };
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
    ['a URL with its own query', '/apps/merchant/things?page=2'],
  ])('is not asked for at %s', (_why, path) => {
    const t = tools();
    prefetchListAt(registry, t, path);
    expect(t.getList).not.toHaveBeenCalled();
  });

  it('is not asked for when the user has changed the list (its stored parameters)', () => {
    const t = tools({ 'apps/merchant/things.listParams': { filter: { name: 'x' }, page: 1 } });
    prefetchListAt(registry, t, '/apps/merchant/things');
    expect(t.getList).not.toHaveBeenCalled();
    // A minute later (the test above asked for this list moments ago), stored defaults do not stop it.
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] });
    try {
      const untouched = tools({ 'apps/merchant/things.listParams': { filter: {}, page: 1 } });
      prefetchListAt(registry, untouched, '/apps/merchant/things');
      expect(untouched.getList).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
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
