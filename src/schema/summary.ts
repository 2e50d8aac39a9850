/**
 * A resource's summary: what the shell needs of a definition before any of its screens opens (its
 * routes and menu entry, its name in both languages, its access, its API path, the field that names
 * its records). The app starts with the summaries of every resource (src/resource-summaries.gen.ts,
 * written from the definitions by scripts/resource-summaries.ts) and loads a definition itself (its
 * fields, rules and validators) with the first screen or request that needs it (registry-core's
 * `ensure`); docs/decisions.md, "Definitions load with their screens".
 */
import { RESOURCE_BRAND, type ResourceDefinition } from './types';

/** The definition's keys a summary keeps, beside `list`'s. */
const KEPT = [
  'name',
  'label',
  'routes',
  'api',
  'scope',
  'access',
  'storage',
  'legacyKey',
  'representation',
  'representationDetail',
  'icon',
  'menu',
  'featureFlag',
  'views',
] as const;
const KEPT_LIST = ['sort', 'perPage', 'currentViews'] as const;

export type ResourceSummary = Pick<ResourceDefinition, (typeof KEPT)[number]> & {
  list?: Pick<NonNullable<ResourceDefinition['list']>, (typeof KEPT_LIST)[number]>;
  /** The module that holds the definition, as the registry's glob names it (`./products/index.ts`). */
  module: string;
};

/** Keys of a definition a summary leaves out: reading one before the definition has loaded is a bug. */
const LEFT_OUT = [
  'fields',
  'rules',
  'collectionRules',
  'rowScope',
  'droppedFields',
  'renamedFrom',
  'fixedFilter',
  'actions',
  'form',
] as const;
const LEFT_OUT_LIST = [
  'bulkDelete',
  'export',
  'exportLines',
  'rowActions',
  'valueActions',
  'bulkEdit',
  'import',
  'indexes',
] as const;

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out;
}

export function summarize(definition: ResourceDefinition, module: string): ResourceSummary {
  const list = definition.list ? pick(definition.list, KEPT_LIST) : undefined;
  return {
    ...(pick(definition, KEPT) as Omit<ResourceSummary, 'module' | 'list'>),
    ...(list && Object.keys(list).length ? { list } : {}),
    module,
  };
}

const STUB = Symbol('resource summary');

function guard(target: object, keys: readonly string[], where: string): void {
  for (const key of keys)
    Object.defineProperty(target, key, {
      enumerable: false,
      get() {
        throw new Error(`${where}.${key} was read before its definition loaded (registry.ensure)`);
      },
    });
}

/**
 * A definition that holds only its summary, until the registry swaps in the loaded one: reading what
 * the summary leaves out throws, so that a screen that forgot to wait for its definition fails loudly
 * rather than showing nothing.
 */
export function stubDefinition(summary: ResourceSummary): ResourceDefinition {
  const { module: _module, list, ...kept } = summary;
  const stub = { ...kept, [RESOURCE_BRAND]: true, [STUB]: true } as unknown as ResourceDefinition;
  guard(stub, LEFT_OUT, `Resource "${summary.name}"`);
  const stubList = { ...list };
  guard(stubList, LEFT_OUT_LIST, `Resource "${summary.name}".list`);
  Object.defineProperty(stub, 'list', { enumerable: true, value: stubList });
  return stub;
}

export const isStub = (definition: ResourceDefinition): boolean => STUB in definition;
