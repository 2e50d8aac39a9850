/**
 * The signed-in app loads once, through one door, with its messages handed to the i18nProvider; App.tsx's
 * dataProvider and access requirements reach the registry through it.
 */
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from './i18n/i18nProvider';
import { dataProvider, loadSignedInApp, requirementFor, signedInApp } from './loadSignedInApp';
import { createDataProvider } from './providers/dataProvider';
import { createRegistry } from './schema/registry-core';

describe('the signed-in app (src/loadSignedInApp.ts)', () => {
  it('gives App.tsx every method of the dataProvider', () => {
    expect(Object.keys(dataProvider).sort()).toEqual(
      Object.keys(createDataProvider({ registry: createRegistry([]) })).sort(),
    );
  });

  it('loads once, and the i18nProvider knows its messages before anyone gets it', async () => {
    expect(signedInApp()).toBeNull();
    const pending = loadSignedInApp();
    expect(loadSignedInApp()).toBe(pending);
    const app = await pending;
    expect(signedInApp()).toBe(app);
    expect(i18nProvider.translate('resources.apps/setting/stores.name', { _: 'missing' })).not.toBe(
      'missing',
    );
    expect(app.routes.length).toBeGreaterThan(2);
  });

  it('answers access requirements from the registry', async () => {
    const app = await loadSignedInApp();
    expect(await requirementFor('apps/setting/stores', 'list')).toEqual(
      app.requirementFor('apps/setting/stores', 'list'),
    );
    expect(await requirementFor('apps/setting/stores', 'list')).toBeTruthy();
  });

  it('sends a data request within the caller’s task once loaded (a menu click’s, before its render)', async () => {
    await loadSignedInApp();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('[]', { headers: { 'Content-Range': 'stores 0-0/0' } }));
    try {
      const answer = dataProvider.getList('apps/setting/stores', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      });
      // No microtask has run yet: the request has left synchronously.
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(String(fetch.mock.calls[0]![0])).toContain('api/store?');
      await expect(answer).resolves.toMatchObject({ data: [], total: 0 });
    } finally {
      fetch.mockRestore();
    }
  });
});
