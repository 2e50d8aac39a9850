/**
 * What a route asks of its caller, declared beside the route (route-table.ts) and checked before its
 * handler runs, so that no handler can forget it and the role-by-route matrix, the fuzz suite and the
 * OpenAPI document read every route's rule from one table.
 */
import type { Context } from 'hono';
import { isFeatureFlagKey, type FeatureFlagKey } from '../../src/domain/feature-flags.ts';
import {
  effectiveAccess,
  isAllowed,
  type AccessRequirement,
  type LoginRefusal,
} from '../../src/domain/roles.ts';
import type { Registry } from '../../src/schema/registry-core.ts';
import type { ResourceAction, ResourceDefinition } from '../../src/schema/types.ts';
import { requireCaller } from '../http/auth-middleware.ts';
import type { AppEnv, Caller } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { apiError } from '../resources/api-errors.ts';
import { authorizer } from '../resources/authorize.ts';

/**
 * The feature a route belongs to: while its flag is off for the caller's organization, every route of
 * the feature answers the same 403 (route-table.ts). A resource's routes take its definition's flag.
 */
interface FeatureAccess {
  feature?: FeatureFlagKey;
}

/** A resource's access rule for one of its actions (src/schema `access`), with the organization scope. */
export interface ResourceAccess extends FeatureAccess {
  resource: string;
  action: ResourceAction;
  /** Further resource actions the caller must also be allowed (applying a role template edits users). */
  also?: readonly { resource: string; action: ResourceAction }[];
  /** Only these roles, on top of the resource's rule (a super admin's organization tools). */
  roles?: readonly string[];
}

/** A rule of src/domain/roles.ts; `organization: 'required'` answers 403 outside an organization. */
export interface RuleAccess extends FeatureAccess {
  rule: AccessRequirement;
  organization?: 'required' | 'optional';
}

export type Access =
  /** No token: the reason is part of the declaration (the route table and docs/security.md show it). */
  | { public: string }
  /** Any signed-in user; `refused` lets users the back office refuses call it too (SPEC 6). */
  | ({ signedIn: true; refused?: readonly LoginRefusal[] } & FeatureAccess)
  | ResourceAccess
  | RuleAccess;

/** Who was let in, and the organization the request reads and writes (null: the platform's records). */
export interface Granted {
  caller: Caller;
  organizationId: string | null;
}

export const isPublic = (access: Access): access is { public: string } => 'public' in access;

/** The resources a declaration names: a route whose resource is not served is not mounted. */
export const resourcesOf = (access: Access): string[] =>
  'resource' in access ? [access.resource, ...(access.also ?? []).map((a) => a.resource)] : [];

/** The feature flag a declaration asks to be on: its own, else its resources' definitions' flag. */
export function featureOf(registry: Registry, access: Access): FeatureFlagKey | undefined {
  if (isPublic(access)) return undefined;
  if (access.feature) return access.feature;
  const flag = resourcesOf(access)
    .map((name) => registry.get(name)?.featureFlag)
    .find((name) => name !== undefined);
  return isFeatureFlagKey(flag) ? flag : undefined;
}

/** The check of one declaration, bound to the served definitions. */
export function accessCheck(
  registry: Registry,
  access: Exclude<Access, { public: string }>,
): (c: Context<AppEnv>) => Granted {
  const authorize = authorizer(registry);
  const definition = (name: string): ResourceDefinition => {
    const found = registry.get(name);
    if (!found) throw new Error(`A route names the resource ${name}, which is not served`);
    return found;
  };
  if ('signedIn' in access) {
    return (c) => {
      const caller = requireCaller(c);
      return { caller, organizationId: caller.actingOrganizationId };
    };
  }
  if ('rule' in access) {
    return (c) => {
      const caller = requireCaller(c);
      const organizationId = caller.actingOrganizationId;
      if (!isAllowed(access.rule, effectiveAccess(caller, organizationId !== null))) throw forbidden();
      if (access.organization === 'required' && !organizationId)
        throw apiError(403, 'errors.organization_required');
      return { caller, organizationId };
    };
  }
  const main = definition(access.resource);
  const others = (access.also ?? []).map((a) => ({ definition: definition(a.resource), action: a.action }));
  return (c) => {
    const granted = authorize(c, main, access.action);
    for (const other of others) authorize(c, other.definition, other.action);
    if (access.roles && !access.roles.some((role) => granted.caller.roles.includes(role))) throw forbidden();
    return granted;
  };
}
