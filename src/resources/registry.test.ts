import { describe, expect, it, vi } from 'vitest';
/** The engine's registry (src/schema/registry-core.ts) over two of the app's resources and the fixture. */
import { defineResource } from '../schema/define-resource';
import { createRegistry, definitionsFromModules } from '../schema/registry-core';
import gadgets from '../schema/__fixtures__/gadgets';
import stores from './stores';
import warehouses from './warehouses';

const registry = createRegistry(
  definitionsFromModules({
    a: { default: stores },
    b: { default: warehouses },
    c: { default: gadgets },
    d: { helper: 42 },
  }),
);
const admin = { roles: ['admin'], permissions: ['stores', 'warehouses', 'devices'] };

describe('registry', () => {
  it('keeps only definitions and registers each under its URL path', () => {
    expect(registry.definitions.map((d) => d.name)).toEqual(['gadgets', 'stores', 'warehouses']);
    expect(registry.registrations.map((r) => r.name)).toEqual([
      'apps/merchant/gadgets',
      'apps/setting/stores',
      'apps/setting/Warehouses',
    ]);
    expect(registry.get('apps/setting/stores')).toBe(stores);
    expect(registry.apiPath('apps/setting/Warehouses')).toBe('api/warehouse');
  });

  it('gives the navigation its menu entries', () => {
    expect(registry.menuEntries().find((e) => e.url === '/apps/setting/stores')).toMatchObject({
      id: 'apps-setting-stores',
      title: { en: 'Stores', sv: 'Butiker' },
      icon: 'Store',
      group: 'settings',
      auth: ['admin'],
      permissionKey: 'stores',
    });
  });

  it('checks access per action with the one rule', () => {
    expect(registry.canAccess('apps/setting/stores', 'edit', admin)).toBe(true);
    expect(
      registry.canAccess('apps/setting/stores', 'list', { roles: ['admin'], permissions: ['warehouses'] }),
    ).toBe(false);
    expect(
      registry.canAccess('apps/setting/stores', 'list', { roles: ['Seller'], permissions: ['stores'] }),
    ).toBe(false);
    expect(registry.canAccess('apps/merchant/gadgets', 'delete', admin)).toBe(false);
  });

  it('refuses two resources with one name or one route', () => {
    expect(() => createRegistry([stores, { ...stores }])).toThrow(/Two resources are named/);
    const copy = defineResource({ ...warehouses, name: 'depots', routes: ['/apps/setting/stores'] });
    expect(() => createRegistry([stores, copy])).toThrow(/route/);
  });

  it('refuses a malformed definition when it is declared', () => {
    expect(() => defineResource({ ...warehouses, name: 'x', representation: 'title' })).toThrow(
      /representation/,
    );
    expect(() =>
      defineResource({
        ...warehouses,
        name: 'y',
        fields: { id: { kind: 'text', label: { en: 'Id', sv: 'Id' } } },
        representation: 'id',
      }),
    ).toThrow(/system field/);
  });
});

describe('the generated resource names (src/resource-names.gen.ts, for tsc)', () => {
  it('list every resource of the registry', async () => {
    const { readFileSync } = await import('node:fs');
    const { namesSource, NAMES_FILE } = await import('../../scripts/resource-names');
    const { registry } = await import('./registry');
    expect(readFileSync(NAMES_FILE, 'utf8'), 'run npm run typecheck').toBe(
      namesSource(registry.definitions.map((d) => d.name)),
    );
  });
});

describe('the generated summaries (src/resource-summaries.gen.ts, what the app starts with)', () => {
  it('are the summaries of every definition, each naming the module that holds it', async () => {
    const { readFileSync } = await import('node:fs');
    const { appSummaries, summariesSource, SUMMARIES_FILE } =
      await import('../../scripts/resource-summaries');
    expect(readFileSync(SUMMARIES_FILE, 'utf8'), 'run npm run typecheck').toBe(
      await summariesSource(await appSummaries()),
    );
  });
});

describe("the app's registry (summaries first, definitions with their screens)", () => {
  it('answers the menu, the routes and access from the summaries, and the fields only once loaded', async () => {
    // A fresh module: another test file in this worker may have loaded the definitions already.
    vi.resetModules();
    const { registry, onDefinitionsLoaded } = await import('./registry');
    const told: string[] = [];
    const stop = onDefinitionsLoaded((definitions) => {
      // Told before `ensure` resolves and before the registry hands out the loaded definitions.
      for (const definition of definitions) expect(registry.isLoaded(definition.name)).toBe(false);
      told.push(...definitions.map((definition) => definition.name));
    });
    try {
      expect(registry.apiPath('apps/setting/stores')).toBe('api/store');
      expect(registry.menuEntries().some((entry) => entry.url === '/apps/setting/stores')).toBe(true);
      expect(registry.isLoaded('stores')).toBe(false);
      expect(() => registry.get('stores')!.fields).toThrow(/before its definition loaded/);
      const pending = registry.ensure('apps/setting/stores');
      expect(registry.ensure('stores')).toBe(pending);
      await pending;
      expect(told).toContain('stores');
      expect(registry.isLoaded('apps/setting/stores')).toBe(true);
      const loaded = registry.get('stores')!;
      expect(Object.keys(loaded.fields)).toEqual(Object.keys(stores.fields));
      expect(registry.registrations.find((r) => r.path === '/apps/setting/stores')?.definition).toBe(loaded);
      expect(registry.definitions).toContain(loaded);
      await registry.ensure('stores'); // at once now
      // Two definitions of one module asked for together: one load, told once.
      told.length = 0;
      await Promise.all([registry.ensure('superusers'), registry.ensure('supportusers')]);
      expect(told.filter((name) => name === 'superusers')).toHaveLength(1);
      expect(registry.isLoaded('supportusers')).toBe(true);
    } finally {
      stop();
    }
  });

  it("asks for a folder's texts as it asks for the definition, not after the definition has loaded", async () => {
    vi.resetModules();
    const { registry, resourceTextFiles, onDefinitionsLoaded } = await import('./registry');
    const path = './products/messages.ts';
    const load = resourceTextFiles[path]!;
    const asked = vi.fn(load);
    resourceTextFiles[path] = asked;
    const texts: object[] = [];
    const stop = onDefinitionsLoaded((_, byPath) => void texts.push(byPath));
    try {
      const pending = registry.ensure('products');
      expect(asked).toHaveBeenCalledTimes(1);
      await pending;
      // Asked once, and handed to the listeners with the definition.
      expect(asked).toHaveBeenCalledTimes(1);
      expect(texts).toEqual([{ '../resources/products/messages.ts': await load() }]);
    } finally {
      stop();
    }
  });
});
