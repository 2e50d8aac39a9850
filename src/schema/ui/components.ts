/**
 * Client components of a resource, by key. A definition (plain data, no React) names a key: a field's
 * `component: 'partner-move-confirmation'`, `list.rowActions: ['work-in-organization']`,
 * `views: { list: 'store-map' }`. The resource's folder maps the keys to components in its
 * `components.tsx` with `defineComponents`, and the app hands every such map to the engine
 * (`<EngineProvider components>`, `resourceElements(registry, components)`). The rest stays generated.
 *
 * `defineComponents` is checked by tsc against the definition: a key the definition names without a
 * component, or a component for a key it does not name, fails the build. Components load lazily
 * (`lazy(() => import('./X'))`, a whole view `lazyView(() => import('./X'))`, ./lazyView.tsx): the maps
 * are read at start, the components only where they show.
 */
import type { ComponentType } from 'react';
import type { FieldDefinition, ResourceDefinition, ViewName } from '../types';

export interface FieldOverrideProps {
  source: string;
  field: FieldDefinition;
}

export type InputOverrideProps = FieldOverrideProps & { label: string; helperText?: string };

export interface FieldOverride {
  /** Shown in lists and show pages. */
  field?: ComponentType<FieldOverrideProps>;
  /** Shown on create and edit forms. */
  input?: ComponentType<InputOverrideProps>;
}

/** The components of one or more definitions (several lists over one storage may share them). */
export interface ResourceComponents {
  readonly resources: readonly string[];
  readonly fields: Readonly<Record<string, FieldOverride>>;
  readonly rowActions: Readonly<Record<string, ComponentType>>;
  readonly views: Readonly<Record<string, ComponentType>>;
}

type Values<T> = T[keyof T];
/** The declared properties of T, without the index signature `ResourceDefinition` adds to `fields`. */
type Declared<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
/** The keys a definition names, from its literal type (defineResource keeps it). */
type FieldKeys<D> = D extends { fields: infer F }
  ? Values<{
      [K in keyof Declared<F>]: Declared<F>[K] extends { component: infer C extends string } ? C : never;
    }>
  : never;
type RowActionKeys<D> = D extends { list: { rowActions: readonly (infer R extends string)[] } } ? R : never;
type ViewKeys<D> = D extends { views: infer V } ? Extract<Values<{ [K in keyof V]-?: V[K] }>, string> : never;

/** One entry per key, required; no entries when the definition names no key of that kind. */
type Slot<K extends string, C> = [K] extends [never] ? { [key: string]: never } : { [P in K]: C };

export interface ComponentsFor<D> {
  fields?: Slot<FieldKeys<D>, FieldOverride>;
  rowActions?: Slot<RowActionKeys<D>, ComponentType>;
  views?: Slot<ViewKeys<D>, ComponentType>;
}

/** Keys named by the definition must have their components: the slot is required when it has keys. */
type Required_<D> = ([FieldKeys<D>] extends [never] ? unknown : { fields: unknown }) &
  ([RowActionKeys<D>] extends [never] ? unknown : { rowActions: unknown }) &
  ([ViewKeys<D>] extends [never] ? unknown : { views: unknown });

/**
 * A resource folder's `components.tsx`: `export default defineComponents<typeof definition>(name, { fields,
 * rowActions, views })`, the definition imported as a type only: the components' map is read at start,
 * the definition itself loads with the resource's screens (registry-core's `ensure`).
 */
export function defineComponents<D extends ResourceDefinition>(
  name: D['name'],
  components: ComponentsFor<D> & Required_<D>,
): ResourceComponents {
  return {
    resources: [name],
    fields: (components.fields ?? {}) as Record<string, FieldOverride>,
    rowActions: (components.rowActions ?? {}) as Record<string, ComponentType>,
    views: (components.views ?? {}) as Record<string, ComponentType>,
  };
}

function isResourceComponents(value: unknown): value is ResourceComponents {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as ResourceComponents).resources)
  );
}

/** The components of every definition, by definition name, from modules found by the app (default exports). */
export type ComponentIndex = ReadonlyMap<string, ResourceComponents>;

export function indexComponents(modules: Record<string, unknown>): ComponentIndex {
  const index = new Map<string, ResourceComponents>();
  for (const [file, mod] of Object.entries(modules)) {
    const value = (mod as { default?: unknown } | undefined)?.default ?? mod;
    if (!isResourceComponents(value)) throw new Error(`${file}: export default defineComponents(...)`);
    for (const name of value.resources) {
      if (index.has(name)) throw new Error(`Two components files name the resource "${name}"`);
      index.set(name, value);
    }
  }
  return index;
}

const where = (definition: ResourceDefinition) => `the components.tsx of resource "${definition.name}"`;

export function rowActionComponent(
  index: ComponentIndex,
  definition: ResourceDefinition,
  key: string,
): ComponentType {
  const component = index.get(definition.name)?.rowActions[key];
  if (!component) throw new Error(`No row action "${key}" in ${where(definition)}`);
  return component;
}

export function fieldComponents(
  index: ComponentIndex,
  definition: ResourceDefinition,
  key: string,
): FieldOverride {
  const override = index.get(definition.name)?.fields[key];
  if (!override) throw new Error(`No field component "${key}" in ${where(definition)}`);
  return override;
}

export function viewComponent(
  index: ComponentIndex,
  definition: ResourceDefinition,
  view: ViewName,
): ComponentType | undefined {
  const key = definition.views?.[view];
  if (!key) return undefined;
  const component = index.get(definition.name)?.views[key];
  if (!component) throw new Error(`No component "${key}" for the ${view} view in ${where(definition)}`);
  return component;
}
