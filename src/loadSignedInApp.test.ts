/**
 * The signed-in app loads once, through one door, with its messages handed to the i18nProvider; App.tsx's
 * dataProvider and access requirements reach the registry through it.
 */
import { describe, expect, it } from 'vitest';
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
});
