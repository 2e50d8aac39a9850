/**
 * Who may do what to a resource's records: the caller must be signed in, allowed the action by the
 * definition's access rule and by one of its routes, have rows of it to see (row scope), and for an
 * organization's records act in an organization. The generic routes (./routes.ts) and the bespoke
 * ones of a resource (an order's refund) ask the same question here.
 */
import type { Context } from 'hono';
import { effectiveAccess } from '../../src/domain/roles.ts';
import { accessFor } from '../../src/schema/define-resource.ts';
import type { Registry } from '../../src/schema/registry-core.ts';
import type { ResourceAction, ResourceDefinition } from '../../src/schema/types.ts';
import { requireCaller } from '../http/auth-middleware.ts';
import type { AppEnv, Caller } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { apiError } from './api-errors.ts';
import { rowLimit } from './row-scope.ts';

export type Authorize = (
  c: Context<AppEnv>,
  definition: ResourceDefinition,
  action: ResourceAction,
) => { caller: Caller; organizationId: string | null };

export function authorizer(registry: Registry): Authorize {
  return (c, definition, action) => {
    const caller = requireCaller(c);
    const rule = accessFor(definition, action);
    const subject = effectiveAccess(caller, caller.actingOrganizationId !== null);
    if (rule === false || !registry.canAccess(definition.name, action, subject)) throw forbidden();
    if (rowLimit(definition, caller) === 'none') throw forbidden();
    if (definition.scope === 'platform') return { caller, organizationId: null };
    if (!caller.actingOrganizationId) throw apiError(403, 'errors.organization_required');
    return { caller, organizationId: caller.actingOrganizationId };
  };
}
