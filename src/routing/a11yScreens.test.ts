/**
 * The axe check's covering set (a11yScreens.ts) over the app's own data: every field kind shown in every
 * generated view kind, every component of a resource's own components.tsx where it shows, every bespoke
 * page. A screen the set leaves out shows nothing a screen in it does not.
 */
import { describe, expect, it } from 'vitest';
import { components } from '../resources/component-registry';
import { registry } from '../resources/registry';
import { createRegistry } from '../schema/registry-core';
import type { ResourceDefinition, ViewName } from '../schema/types';
import { isWritable } from '../schema/validation';
import {
  a11yScreens,
  coverageItems,
  fieldsShown,
  screenKey,
  VIEW_KINDS,
  type A11yScreen,
} from './a11yScreens';
import { pages, table } from './appRouteTable.testing';
import { buildRouteTable, type RouteEntry } from './routeTable';

// The app's registry starts with summaries (src/schema/summary.ts); these tests read whole definitions.
await registry.ensureAll();

const selected = a11yScreens(table, registry);
const keys = new Set(selected.map((s) => s.key));

const resourceScreens = (screens: readonly A11yScreen[]) =>
  screens.flatMap(({ entry }) =>
    entry.target.kind === 'screen' && entry.target.screen.kind === 'resource'
      ? [{ definition: registry.get(entry.target.screen.resource)!, view: entry.target.screen.view }]
      : [],
  );
/** The generated views the table has: every view a definition allows. */
const generated = resourceScreens(a11yScreens(table, registry, { all: true })).filter(
  ({ definition, view }) => !definition.views?.[view],
);
const chosenGenerated = resourceScreens(selected).filter(({ definition, view }) => !definition.views?.[view]);

describe('the screens the axe check opens', () => {
  it('are fewer than all screens, and all of them with `all`', () => {
    const all = a11yScreens(table, registry, { all: true });
    const every = new Set(
      table.flatMap((e) => (e.target.kind === 'screen' ? [screenKey(registry, e.target.screen)] : [])),
    );
    expect(new Set(all.map((s) => s.key))).toEqual(every);
    expect(selected.length).toBeLessThan(all.length / 2);
  });

  it('show every field kind in every generated view kind that shows it', () => {
    const pairs = (screens: typeof generated) =>
      new Set(
        screens.flatMap(({ definition, view }) =>
          fieldsShown(definition, view).map(([, field]) => `${view} ${field.kind}`),
        ),
      );
    const wanted = pairs(generated);
    const seen = pairs(chosenGenerated);
    expect([...wanted].filter((pair) => !seen.has(pair))).toEqual([]);
    // The four views, and the kinds this app shows in them (a sample: the rule is above).
    for (const view of VIEW_KINDS) expect(chosenGenerated.some((s) => s.view === view)).toBe(true);
    for (const pair of [
      'list money',
      'show subRecords',
      'edit references',
      'create image',
      'create password',
    ])
      expect(seen).toContain(pair);
  });

  it('show every look of an enum and every optional part of a generated view', () => {
    const items = (screens: typeof generated) =>
      new Set(screens.flatMap(({ definition, view }) => coverageItems(definition, view)));
    const seen = items(chosenGenerated);
    expect([...items(generated)].filter((item) => !seen.has(item))).toEqual([]);
    for (const item of ['edit: form tabs', 'show: record action buttons', 'list: enum as chip'])
      expect(seen).toContain(item);
  });

  it('show every component of each resource that has its own (its components.tsx)', () => {
    expect(components.size).toBeGreaterThan(5);
    const missing: string[] = [];
    const chosen = (name: string, views: readonly ViewName[]) => views.some((v) => keys.has(`${name} ${v}`));
    for (const [name, own] of components) {
      const definition = registry.get(name);
      if (!definition) throw new Error(`components.tsx names "${name}", which is no resource`);
      if (!VIEW_KINDS.some((view) => keys.has(`${name} ${view}`))) missing.push(`${name}: no screen`);
      for (const key of Object.keys(own.views)) {
        const views = VIEW_KINDS.filter((view) => definition.views?.[view] === key);
        if (!chosen(name, views)) missing.push(`${name}: view ${key}`);
      }
      for (const key of Object.keys(own.rowActions))
        if (!chosen(name, ['list'])) missing.push(`${name}: row action ${key}`);
      for (const [key, override] of Object.entries(own.fields)) {
        const where = (views: readonly ViewName[]) =>
          views.filter((view) =>
            Object.values(definition.fields).some(
              (field) =>
                field.component === key &&
                definition.access[view] !== false &&
                (view === 'list' || view === 'show'
                  ? fieldsShown(definition, view).some(([, shown]) => shown === field)
                  : isWritable(field, view)),
            ),
          );
        const values = where(['list', 'show']);
        const inputs = where(['edit', 'create']);
        if (override.field && values.length && !chosen(name, values)) missing.push(`${name}: ${key} value`);
        if (override.input && inputs.length && !chosen(name, inputs)) missing.push(`${name}: ${key} input`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('show every bespoke page', () => {
    const pageKeys = table.flatMap((e) =>
      e.target.kind === 'screen' && e.target.screen.kind === 'page'
        ? [screenKey(registry, e.target.screen)]
        : [],
    );
    expect(pageKeys).toEqual(
      expect.arrayContaining(['page login', 'page dashboard', 'page reports', 'page onboarding']),
    );
    expect(pageKeys.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('are the same screens every time, in table order, each with a reason', () => {
    expect(a11yScreens(table, registry)).toEqual(selected);
    const order = selected.map((s) => table.indexOf(s.entry));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const screen of selected) expect(screen.why.length).toBeGreaterThan(0);
  });

  it('picks up a new kind or component with no change to the selection', () => {
    const customers = registry.get('customers')!;
    const withKinds = Object.freeze({
      ...customers,
      name: 'opening-hours',
      routes: [{ path: '/apps/merchant/opening-hours' }],
      fields: {
        ...customers.fields,
        opensAt: { kind: 'time', label: { en: 'Opens', sv: 'Öppnar' }, listed: true },
      },
      views: { edit: 'hours-editor' },
    }) as ResourceDefinition;
    const extended = createRegistry([...registry.definitions, withKinds]);
    const screens = a11yScreens(buildRouteTable({ registry: extended, pages }), extended);
    const names = screens.map((s) => s.key);
    // The time field is in the list, show and create views, the one edit view of its own is taken.
    for (const view of ['list', 'show', 'create', 'edit']) expect(names).toContain(`opening-hours ${view}`);
  });

  it('leave out a screen nobody can open', () => {
    const canOpen = (entry: RouteEntry) => entry.path !== '/login';
    expect(a11yScreens(table, registry, { canOpen }).map((s) => s.key)).not.toContain('page login');
  });
});
