/**
 * The app's registry: every resource file beside this one, found by import.meta.glob. Adding
 * `src/resources/<name>.ts` is the only change a new resource needs (docs/adding-a-resource.md).
 * The API finds the same files by reading this directory (server/resources/load.ts).
 */
import type { AccessRequirement } from '../domain/roles';
import { accessFor } from '../schema/define-resource';
import { createRegistry, definitionsFromModules, type Registry } from '../schema/registry-core';
import type { ResourceAction } from '../schema/types';

const modules = import.meta.glob(['./*.ts', '!./registry.ts', '!./*.test.ts'], { eager: true });

export const registry: Registry = createRegistry(definitionsFromModules(modules));

/** Menu entries for src/navigation (its ResourceMenuEntry shape). */
export const resourceMenuEntries = registry.menuEntries();

const NOBODY: AccessRequirement = { roles: ['-nobody-'] };

/**
 * What react-admin's canAccess asks of the user for an action on a resource (authProvider's
 * `requirementFor`): the definition's access for the action, within the roles of the route's area.
 */
export function requirementFor(resource: string, action: string): AccessRequirement | null | undefined {
  const definition = registry.get(resource);
  if (!definition) return undefined;
  const normalized = (action === 'export' ? 'list' : action === 'clone' ? 'create' : action) as ResourceAction;
  const rule = accessFor(definition, normalized);
  if (rule === false || rule === undefined) return NOBODY;
  const registration = registry.registrations.find((r) => r.name === resource);
  // Both must admit the user: the action's roles within the route's (an action for fewer roles than
  // the route, e.g. creating organizations, is not offered on a route of other roles).
  const area = registration?.roles;
  const roles = area && rule.roles ? rule.roles.filter((role) => area.includes(role)) : (area ?? rule.roles);
  if (roles && roles.length === 0) return NOBODY;
  return { roles, permissionKey: registration?.permissionKey ?? rule.permissionKey };
}
