/**
 * The app's registry: every resource file beside this one, found by import.meta.glob. Adding
 * `src/resources/<name>.ts` is the only change a new resource needs (docs/adding-a-resource.md).
 * The API finds the same files by reading this directory (server/resources/load.ts).
 */
import type { AccessRequirement } from '../domain/roles';
import { createRegistry, definitionsFromModules, requirementIn, type Registry } from '../schema/registry-core';

const modules = import.meta.glob(['./*.ts', '!./registry.ts', '!./*.test.ts'], { eager: true });

export const registry: Registry = createRegistry(definitionsFromModules(modules));

/** Menu entries for src/navigation (its ResourceMenuEntry shape). */
export const resourceMenuEntries = registry.menuEntries();


/** What react-admin's canAccess asks of the user for an action on a resource (authProvider's `requirementFor`). */
export function requirementFor(resource: string, action: string): AccessRequirement | null | undefined {
  return requirementIn(registry, resource, action);
}
