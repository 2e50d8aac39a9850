/**
 * The app's registry: every resource beside this file, found by import.meta.glob: a file
 * `<name>.ts`, or a folder `<name>/` with the definition in its `index.ts` (and its own components in
 * `components.tsx`, found by ./component-registry.tsx). Adding one is the only change a new resource
 * needs (docs/adding-a-resource.md). The API finds the same definitions by reading this directory
 * (server/resources/load.ts).
 */
import type { AccessRequirement } from '../domain/roles';
import {
  createRegistry,
  definitionsFromModules,
  requirementIn,
  type Registry,
} from '../schema/registry-core';

const modules = import.meta.glob(['./*.ts', './*/index.ts', '!./registry.ts', '!./*.test.ts'], {
  eager: true,
});

export const registry: Registry = createRegistry(definitionsFromModules(modules));

/** Menu entries for src/navigation (its ResourceMenuEntry shape). */
export const resourceMenuEntries = registry.menuEntries();

/** What react-admin's canAccess asks of the user for an action on a resource (authProvider's `requirementFor`). */
export function requirementFor(resource: string, action: string): AccessRequirement | null | undefined {
  return requirementIn(registry, resource, action);
}
