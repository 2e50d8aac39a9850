/**
 * The registry of resource definitions, built from whatever files were found (the app: import.meta.glob
 * in src/resources/registry.ts; the API: a directory read in server/resources/load.ts). Everything else
 * (routes, menu, labels, API paths, access) is derived here.
 */
import { compareCodeUnits } from '../domain/compareCodeUnits';
import { isAllowed, type AccessRequirement, type AccessSubject } from '../domain/roles';
import { accessFor, isResourceDefinition } from './define-resource';
import { isStub } from './summary';
import type {
  FeatureFlagName,
  IconName,
  Label,
  PermissionKeyName,
  ResourceAction,
  ResourceDefinition,
  RoleName,
} from './types';

/** One registration of a definition under a URL: react-admin's resource name is the path without `/`. */
export interface ResourceRegistration {
  /** react-admin resource name, e.g. `apps/setting/stores`. */
  name: string;
  path: string;
  area: string;
  definition: ResourceDefinition;
  /** Roles that may see this registration (its menu entry and routes). */
  roles: readonly RoleName[] | null | undefined;
  /** The route's own permission key, if it asks for one. */
  permissionKey?: PermissionKeyName;
  /** The route's own menu group, if it names one. */
  menuGroup?: string;
  /** False when the route has no menu entry of its own (ResourceRoute.menu). */
  inMenu: boolean;
  /** The route's name: its own label, else the definition's. */
  label: { one: Label; many: Label };
  /** The field a list of this route keeps to the user's organization by (`ResourceRoute.ownOrganization`). */
  ownOrganization?: string;
}

/** What the navigation needs for a resource's menu entry (SPEC 2, navigation item fields). */
export interface ResourceMenuEntry {
  id: string;
  type: 'item';
  title: Label;
  /** i18n key of the title (`resources.<name>.name`, smart_count 2). */
  titleKey: string;
  icon: IconName | undefined;
  url: string;
  area: string;
  group: string;
  order: number;
  auth: readonly RoleName[] | null | undefined;
  permissionKey: PermissionKeyName | null | undefined;
  featureFlag: FeatureFlagName | undefined;
}

export interface Registry {
  definitions: readonly ResourceDefinition[];
  /** Each registration's `definition` is swapped for the whole one when it loads. */
  registrations: readonly ResourceRegistration[];
  /** By definition name (`stores`) or react-admin name (`apps/setting/stores`). */
  get(resource: string): ResourceDefinition | undefined;
  /** The react-admin name to use for a definition, preferring the given area. */
  registrationFor(definitionName: string, area?: string): ResourceRegistration | undefined;
  apiPath(resource: string): string | undefined;
  menuEntries(): ResourceMenuEntry[];
  canAccess(resource: string, action: ResourceAction, subject: AccessSubject): boolean;
  /** Whether the definition (by either name) is there whole, not only its summary (./summary.ts). */
  isLoaded(resource: string): boolean;
  /**
   * Resolves once these definitions (by either name) are there whole; one load per module while it
   * lasts, whichever of its definitions are asked for. At once for a registry of whole definitions.
   */
  ensure(resources: string | readonly string[]): Promise<void>;
  /** Resolves once every definition is there whole (the pages that read across resources). */
  ensureAll(): Promise<void>;
}

/** How a registry of summaries gets its definitions: the definitions of the module that holds `name`. */
export interface DefinitionLoader {
  load(name: string): Promise<readonly ResourceDefinition[]>;
  /** The module that holds `name`: one load per module, however many of its definitions are asked for. */
  moduleOf?(name: string): string | undefined;
  /** Called with each module's newly loaded definitions before `ensure` resolves (their messages). */
  loaded?(definitions: readonly ResourceDefinition[]): Promise<void> | void;
}

export const areaOf = (path: string): string => path.split('/')[2] ?? '';

/** Accepts module exports (`default` or named) and keeps the resource definitions among them. */
export function definitionsFromModules(modules: Record<string, unknown>): ResourceDefinition[] {
  const found: ResourceDefinition[] = [];
  for (const mod of Object.values(modules)) {
    const candidates = isResourceDefinition(mod)
      ? [mod]
      : Object.values((mod ?? {}) as Record<string, unknown>);
    for (const value of candidates)
      if (isResourceDefinition(value) && !found.includes(value)) found.push(value);
  }
  return found.sort((a, b) => compareCodeUnits(a.name, b.name));
}

/**
 * The registry of these definitions. With a `loader`, some of them may be summaries (./summary.ts's
 * stubs): `ensure` loads their modules and swaps the whole definitions in, everywhere the registry
 * hands them out (`get`, `definitions`, each registration's `definition`).
 */
export function createRegistry(initial: readonly ResourceDefinition[], loader?: DefinitionLoader): Registry {
  const definitions = [...initial];
  const byName = new Map<string, ResourceDefinition>();
  const registrations: ResourceRegistration[] = [];
  for (const definition of definitions) {
    if (byName.has(definition.name)) throw new Error(`Two resources are named "${definition.name}"`);
    byName.set(definition.name, definition);
    const listAccess = accessFor(definition, 'list');
    for (const route of definition.routes) {
      const name = route.path.slice(1);
      if (registrations.some((r) => r.name === name))
        throw new Error(`Two resources use the route ${route.path}`);
      registrations.push({
        name,
        path: route.path,
        area: areaOf(route.path),
        definition,
        roles: route.roles ?? (listAccess ? listAccess.roles : []),
        ...(route.permissionKey ? { permissionKey: route.permissionKey } : {}),
        ...(route.menuGroup ? { menuGroup: route.menuGroup } : {}),
        inMenu: route.menu !== false,
        label: route.label ?? definition.label,
        ...(route.ownOrganization ? { ownOrganization: route.ownOrganization } : {}),
      });
    }
  }
  const byRegistration = new Map(registrations.map((r) => [r.name, r]));
  const get = (resource: string) =>
    byName.get(resource) ?? byRegistration.get(resource.replace(/^\//, ''))?.definition;

  const swapIn = (definition: ResourceDefinition) => {
    const stub = byName.get(definition.name);
    if (!stub || !isStub(stub)) return;
    byName.set(definition.name, definition);
    definitions[definitions.indexOf(stub)] = definition;
    for (const registration of registrations)
      if (registration.definition === stub) registration.definition = definition;
  };
  const loading = new Map<string, Promise<void>>();
  const ensureOne = (resource: string): Promise<void> | null => {
    const definition = get(resource);
    if (!definition || !isStub(definition)) return null;
    const { name } = definition;
    const key = loader?.moduleOf?.(name) ?? name;
    let promise = loading.get(key);
    if (!promise) {
      if (!loader) throw new Error(`Resource "${name}" is a summary and the registry has no loader`);
      promise = loader
        .load(name)
        .then(async (loaded) => {
          const fresh = loaded.filter((d) => isStub(byName.get(d.name) ?? d));
          await loader.loaded?.(fresh);
          fresh.forEach(swapIn);
          if (isStub(byName.get(name)!)) throw new Error(`Resource "${name}" is not in its module`);
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
    }
    return promise;
  };
  const ensure = (resources: string | readonly string[]) => {
    const pending = (typeof resources === 'string' ? [resources] : resources)
      .map(ensureOne)
      .filter((p): p is Promise<void> => p !== null);
    if (pending.length === 1) return pending[0]!;
    return pending.length ? Promise.all(pending).then(() => undefined) : Promise.resolve();
  };

  return {
    definitions,
    registrations,
    get,
    isLoaded: (resource) => {
      const definition = get(resource);
      return definition !== undefined && !isStub(definition);
    },
    ensure,
    ensureAll: () => ensure(definitions.map((d) => d.name)),
    registrationFor(definitionName, area) {
      const all = registrations.filter((r) => r.definition.name === definitionName);
      return all.find((r) => r.area === area) ?? all[0];
    },
    apiPath: (resource) => get(resource)?.api,
    menuEntries: () =>
      registrations
        .filter((r) => r.definition.menu && r.inMenu && accessFor(r.definition, 'list') !== false)
        .map((r) => {
          const { definition } = r;
          const list = accessFor(definition, 'list');
          return {
            id: r.name.replace(/\//g, '-'),
            type: 'item' as const,
            title: r.label.many,
            titleKey: `resources.${r.name}.name`,
            icon: definition.icon,
            url: r.path,
            area: r.area,
            group: r.menuGroup ?? definition.menu?.group ?? r.area,
            order: definition.menu?.order ?? 0,
            auth: r.roles,
            permissionKey: r.permissionKey ?? (list ? list.permissionKey : undefined),
            featureFlag: definition.featureFlag,
          };
        })
        .sort((a, b) => a.order - b.order),
    canAccess(resource, action, subject) {
      const definition = get(resource);
      if (!definition) return false;
      const rule = accessFor(definition, action);
      if (rule === false || !isAllowed(rule, subject)) return false;
      const allows = (r: ResourceRegistration) =>
        isAllowed({ roles: r.roles, permissionKey: r.permissionKey }, subject);
      const registration = byRegistration.get(resource.replace(/^\//, ''));
      if (registration) return allows(registration);
      // By definition name (the API): where routes ask for their own permission key, one route must allow.
      const own = registrations.filter((r) => r.definition === definition);
      return !own.some((r) => r.permissionKey) || own.some(allows);
    },
  };
}

const NOBODY: AccessRequirement = { roles: ['-nobody-'] };

/**
 * What canAccess asks of the user for an action on a registration: the definition's access for the
 * action, within the roles of the route's area. Both must admit the user: an action for fewer roles than
 * the route (creating organizations) is not offered on a route of other roles.
 */
export function requirementIn(
  registry: Registry,
  resource: string,
  action: string,
): AccessRequirement | null | undefined {
  const definition = registry.get(resource);
  if (!definition) return undefined;
  const normalized = (
    action === 'export' ? 'list' : action === 'clone' ? 'create' : action
  ) as ResourceAction;
  const rule = accessFor(definition, normalized);
  if (rule === false || rule === undefined) return NOBODY;
  const registration = registry.registrations.find((r) => r.name === resource);
  const area = registration?.roles;
  const roles = area && rule.roles ? rule.roles.filter((role) => area.includes(role)) : (area ?? rule.roles);
  if (roles && roles.length === 0) return NOBODY;
  return { roles, permissionKey: registration?.permissionKey ?? rule.permissionKey };
}
