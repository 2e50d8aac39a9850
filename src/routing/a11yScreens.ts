/**
 * The screens the axe check opens (e2e/a11y.spec.ts), computed from the route table and the resource
 * definitions: a covering set, not every screen. The generated list, show, edit and create views are
 * four engine components fed by field kinds, so the set holds
 * - every bespoke page (login, signup, 404, dashboard, profile, import, reports, statistics, wizards, ...);
 * - each component a resource has of its own (components.tsx), where it shows: a view it replaces
 *   (`views`), its list for its row actions, a field's own component once as a value and once as an input;
 * - then, greedily, generated views until each field kind (and each look of an enum) appears in each
 *   view kind where any generated view shows it, and each optional part of a generated view (form tabs,
 *   record action buttons, value actions on rows) is seen in its view kind.
 * A new kind, component or page is picked up with no change here. Pure and deterministic: the same
 * table and definitions give the same screens, in table order. `all` gives every screen.
 */
import type { Registry } from '../schema/registry-core';
import type { FieldDefinition, ResourceDefinition, ViewName } from '../schema/types';
import { isWritable } from '../schema/validation';
import type { RouteEntry, Screen } from './routeTable';

export const VIEW_KINDS: readonly ViewName[] = ['list', 'show', 'edit', 'create'];

/** One screen per resource definition and view (its first area) or per bespoke page. */
export function screenKey(registry: Registry, screen: Screen): string {
  if (screen.kind === 'page') return `page ${screen.page}`;
  return `${registry.get(screen.resource)?.name ?? screen.resource} ${screen.view}`;
}

/**
 * The fields a generated view shows on arrival, as the engine's views choose them: the list's default
 * columns (ResourceList: listed, not a password or sub-record table), the show page's fields
 * (ResourceShow: not a password, not `show: false`), the form's writable fields (ResourceForm), of its
 * first tab when it has tabs (the other tabs are hidden until chosen, and axe skips hidden content).
 */
export function fieldsShown(definition: ResourceDefinition, view: ViewName): [string, FieldDefinition][] {
  const fields = Object.entries(definition.fields);
  switch (view) {
    case 'list':
      return fields.filter(([, f]) => f.listed && f.kind !== 'password' && f.kind !== 'subRecords');
    case 'show':
      return fields.filter(([, f]) => f.kind !== 'password' && f.show !== false);
    case 'edit':
    case 'create': {
      const firstTab = definition.form?.tabs[0]?.fields;
      return fields.filter(([source, f]) => isWritable(f, view) && (!firstTab || firstTab.includes(source)));
    }
  }
}

/** How an enum looks: a chip or text when shown; a select, checkboxes or a multiple select when edited. */
function enumLook(field: Extract<FieldDefinition, { kind: 'enum' }>, view: ViewName): string {
  if (view === 'list' || view === 'show') return field.chip ? 'chip' : 'text';
  if (!field.multiple || field.maxItems === 1) return 'select';
  return Object.keys(field.values).length <= 8 ? 'checkboxes' : 'multiple select';
}

/** What a screen of a generated view shows that the covering set must see in that view kind. */
export function coverageItems(definition: ResourceDefinition, view: ViewName): string[] {
  const items = new Set<string>();
  for (const [, field] of fieldsShown(definition, view)) {
    items.add(`${view}: ${field.kind}`);
    if (field.kind === 'enum') items.add(`${view}: enum as ${enumLook(field, view)}`);
  }
  if (view === 'list' && definition.list?.valueActions?.length && definition.access.edit !== false)
    items.add('list: value actions on rows');
  if (view === 'show' && definition.actions) items.add('show: record action buttons');
  if ((view === 'edit' || view === 'create') && definition.form?.tabs) items.add(`${view}: form tabs`);
  return [...items].sort();
}

/**
 * What a resource's own components (its components.tsx) put on a view: a view it replaces, its row
 * actions (the list), and a field's own component, seen as a value (list or show) and as an input
 * (create or edit) where the definition shows the field. The definition names every key, and tsc
 * holds each components.tsx to it, so the data is enough to know where they are.
 */
export function ownComponentItems(definition: ResourceDefinition, view: ViewName): string[] {
  if (definition.access[view] === false) return [];
  const items: string[] = [];
  const replaced = definition.views?.[view];
  if (replaced) items.push(`${definition.name}: ${replaced} (${view} view)`);
  if (view === 'list')
    for (const key of definition.list?.rowActions ?? [])
      items.push(`${definition.name}: ${key} (row action)`);
  const role = view === 'list' || view === 'show' ? 'value' : 'input';
  for (const field of fieldsAnywhere(definition, view))
    if (field.component) items.push(`${definition.name}: ${field.component} (${role})`);
  return [...new Set(items)];
}

/** A field with its own component may sit on any tab of a form: every writable field counts there. */
function fieldsAnywhere(definition: ResourceDefinition, view: ViewName): FieldDefinition[] {
  if (view === 'edit' || view === 'create')
    return Object.values(definition.fields).filter((f) => isWritable(f, view));
  return fieldsShown(definition, view).map(([, f]) => f);
}

/** Everything a screen shows that the covering set must see somewhere. */
export function screenItems(registry: Registry, screen: Screen): string[] {
  if (screen.kind === 'page') return [`page ${screen.page}`];
  const definition = registry.get(screen.resource);
  if (!definition) return [];
  return [
    ...ownComponentItems(definition, screen.view),
    ...(definition.views?.[screen.view] ? [] : coverageItems(definition, screen.view)),
  ];
}

export interface A11yScreen {
  key: string;
  /** The route entry to open (the first of the key's areas that `canOpen` allows). */
  entry: RouteEntry;
  /** Why it is in the set, for the test's title and report. */
  why: string[];
}

export interface A11yScreenOptions {
  /** Every screen (A11Y_ALL_SCREENS=1). */
  all?: boolean;
  /** Whether some user of the test can open the entry (a screen nobody opens is left out). */
  canOpen?: (entry: RouteEntry) => boolean;
}

export function a11yScreens(
  table: readonly RouteEntry[],
  registry: Registry,
  { all = false, canOpen = () => true }: A11yScreenOptions = {},
): A11yScreen[] {
  const candidates = new Map<string, { entry: RouteEntry; items: string[] }>();
  for (const entry of table) {
    if (entry.target.kind !== 'screen') continue;
    const key = screenKey(registry, entry.target.screen);
    if (!candidates.has(key) && canOpen(entry))
      candidates.set(key, { entry, items: screenItems(registry, entry.target.screen) });
  }
  const why = new Map<string, string[]>();
  if (all) for (const key of candidates.keys()) why.set(key, ['every screen']);

  // A set cover: the item fewest screens show first (a page, a replaced view: one screen each), by
  // the screen that shows it and most other items not yet seen; ties go to the first in table order.
  const showing = new Map<string, string[]>();
  for (const [key, { items }] of candidates)
    for (const item of items) showing.set(item, [...(showing.get(item) ?? []), key]);
  const seen = new Set<string>();
  for (;;) {
    let rarest: string[] | undefined;
    for (const [item, keys] of showing)
      if (!seen.has(item) && keys.length < (rarest?.length ?? Infinity)) rarest = keys;
    if (!rarest) break;
    let best: { key: string; adds: string[] } | undefined;
    for (const key of rarest) {
      const adds = (candidates.get(key)?.items ?? []).filter((item) => !seen.has(item));
      if (adds.length > (best?.adds.length ?? 0)) best = { key, adds };
    }
    if (!best) break;
    why.set(best.key, [...(why.get(best.key) ?? []), ...best.adds]);
    for (const item of best.adds) seen.add(item);
  }

  return [...candidates]
    .filter(([key]) => why.has(key))
    .map(([key, { entry }]) => ({ key, entry, why: why.get(key) ?? [] }));
}
