/**
 * The app's registry: every resource beside this file, found by import.meta.glob: a file
 * `<name>.ts`, or a folder `<name>/` with the definition in its `index.ts` (and its own components in
 * `components.tsx`, found by ./component-registry.tsx). Adding one is the only change a new resource
 * needs (docs/adding-a-resource.md). The API finds the same definitions by reading this directory
 * (server/resources/load.ts).
 *
 * The app starts with each resource's summary (src/resource-summaries.gen.ts, written from these files
 * by `npm run typecheck`): its routes, menu entry, names and access. A definition's own module (its
 * fields, rules, validators and texts) loads with the first screen or request that needs it:
 * `registry.ensure` (docs/decisions.md, "Definitions load with their screens").
 */
import type { AccessRequirement } from '../domain/roles';
import type { AreaMessages } from '../i18n/catalogueCore';
import { RESOURCE_SUMMARIES } from '../resource-summaries.gen';
import {
  createRegistry,
  definitionsFromModules,
  requirementIn,
  type Registry,
} from '../schema/registry-core';
import type { ResourceDefinition } from '../schema/types';
import { stubDefinition } from '../schema/summary';

const modules = import.meta.glob(['./*.ts', './*/index.ts', '!./registry.ts', '!./*.test.ts']);

/**
 * A resource folder's own texts (its components', `<name>/messages.ts`), which load with its definition;
 * the shared folder's are the catalogue's (src/i18n/catalogue.ts), as its components serve several.
 */
export const resourceTextFiles = import.meta.glob<AreaMessages>(
  ['./*/messages.ts', '!./shared/messages.ts'],
  { import: 'default' },
);

const moduleOf = new Map(RESOURCE_SUMMARIES.map((summary) => [summary.name, summary.module]));

type LoadListener = (
  definitions: readonly ResourceDefinition[],
  /** The folder's own texts by path, if it has any. */
  texts: Readonly<Record<string, AreaMessages>>,
) => Promise<void> | void;

/** Told of each module's definitions as they load, before the screens waiting for them render (their texts). */
const loadListeners = new Set<LoadListener>();
export function onDefinitionsLoaded(listener: LoadListener): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** A folder's texts, asked for once as its definition is (not after it: one request less in a chain). */
const textsLoading = new Map<string, Promise<Record<string, AreaMessages>>>();
function textsOf(name: string): Promise<Record<string, AreaMessages>> {
  const path = moduleOf.get(name)?.replace(/\/index\.ts$/, '/messages.ts') ?? '';
  const load = resourceTextFiles[path];
  if (!load) return Promise.resolve({});
  let texts = textsLoading.get(path);
  if (!texts) {
    texts = load().then((messages) => ({ [path.replace(/^\./, '../resources')]: messages }));
    texts.catch(() => textsLoading.delete(path));
    textsLoading.set(path, texts);
  }
  return texts;
}

export const registry: Registry = createRegistry(RESOURCE_SUMMARIES.map(stubDefinition), {
  moduleOf: (name) => moduleOf.get(name),
  async load(name) {
    const importModule = modules[moduleOf.get(name) ?? ''];
    if (!importModule) throw new Error(`No module holds the resource "${name}"`);
    textsOf(name).catch(() => undefined);
    return definitionsFromModules({ [name]: await importModule() });
  },
  async loaded(definitions) {
    const texts = definitions[0] ? await textsOf(definitions[0].name) : {};
    await Promise.all([...loadListeners].map((listener) => listener(definitions, texts)));
  },
});

/** Menu entries for src/navigation (its ResourceMenuEntry shape). */
export const resourceMenuEntries = registry.menuEntries();

/** What react-admin's canAccess asks of the user for an action on a resource (authProvider's `requirementFor`). */
export function requirementFor(resource: string, action: string): AccessRequirement | null | undefined {
  return requirementIn(registry, resource, action);
}
