/**
 * Authentication of /api/* (except /api/health): the bearer token's user becomes the request's Caller,
 * with the organization the request acts in decided on the server, whatever header the client sends.
 */
import type { Context, MiddlewareHandler } from 'hono';
import {
  isAllowed,
  loginRefusal,
  parsePermissions,
  rolesFromGroups,
  type AccessRequirement,
  type LoginRefusal,
} from '../../src/domain/roles.ts';
import { authenticateBearer } from '../auth/bearer.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Queryable } from '../db/db.ts';
import type { AppEnv, Caller, Deps } from './env.ts';
import { ApiError, forbidden, unauthorized } from './errors.ts';
import { qb, run } from '../storage/query-builder.ts';

/** The header by which internal users pick the organization they act in (SPEC 7). */
export const ORGANIZATION_HEADER = 'organizationId';
const loginRefused = (): ApiError =>
  ApiError.of(
    403,
    'login_refused',
    'This account may not use the back office',
    'Det här kontot får inte använda Backoffice',
  );

async function organizationPartner(
  db: Queryable,
  organizationId: string,
): Promise<{ partnerId: string | null } | null> {
  const [row] = await run(
    db,
    qb.selectFrom('organizations').select('partner_id').where('id', '=', organizationId),
  );
  return row ? { partnerId: row.partner_id } : null;
}

const partnerDenied = (): ApiError =>
  ApiError.of(
    403,
    'organization_not_in_partner',
    'This organization belongs to another partner',
    'Den här organisationen tillhör en annan partner',
  );

/**
 * Merchant users always act in their own organization. Super and support admins act in the organization
 * of the header when it exists; partner admins only in their partner's organizations (else 403); sales
 * admins in none.
 */
export async function actingOrganization(
  db: Queryable,
  user: Pick<AuthUser, 'organizationId' | 'partnerId'>,
  roles: readonly string[],
  requested: string | undefined,
): Promise<string | null> {
  const header = requested?.trim() || null;
  if (roles.includes('superadmin') || roles.includes('supportadmin')) {
    return header && (await organizationPartner(db, header)) ? header : null;
  }
  if (roles.includes('partneradmin')) {
    if (!header) return null;
    const organization = await organizationPartner(db, header);
    if (!organization || !user.partnerId || organization.partnerId !== user.partnerId) throw partnerDenied();
    return header;
  }
  if (roles.includes('salesadmin') || roles.includes('associate')) return null;
  return user.organizationId;
}

/**
 * Signs the request's caller in from its bearer token. Public routes never reach it (the route table
 * mounts them before it). `refusedPaths`: what a user the back office refuses (src/domain/roles.ts
 * `loginRefusal`, the app's own rule) may still call with its token, from the routes' declarations.
 */
export function authenticate(
  deps: Deps,
  refusedPaths: ReadonlyMap<LoginRefusal, ReadonlySet<string>> = new Map(),
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { user } = await authenticateBearer(c, deps, { cached: true });
    const roles = rolesFromGroups(user.groups);
    // The app refuses these users at sign-in; their tokens open no back-office endpoint either.
    const refusal = loginRefusal({ roles, permissions: user.permissions });
    if (refusal && !refusedPaths.get(refusal)?.has(c.req.path)) throw loginRefused();
    const caller: Caller = {
      userId: user.id,
      username: user.username,
      roles,
      permissions: parsePermissions(user.permissions),
      organizationId: user.organizationId,
      partnerId: user.partnerId,
      actingOrganizationId: await actingOrganization(deps.db, user, roles, c.req.header(ORGANIZATION_HEADER)),
    };
    c.set('caller', caller);
    await next();
  };
}

/** The signed-in caller; 401 where the authenticate middleware did not run or found no one. */
export function requireCaller(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw unauthorized();
  return caller;
}

/** The caller, when it meets `requirement` by the one check rule of src/domain/roles.ts; else 403. */
export function requireRoles(c: Context<AppEnv>, requirement: AccessRequirement): Caller {
  const caller = requireCaller(c);
  if (!isAllowed(requirement, caller)) throw forbidden();
  return caller;
}
