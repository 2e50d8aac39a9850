/**
 * The users storage (merchant users in settings and the internal user lists): passwords go to
 * `credentials` as scrypt hashes and never into the record; who may manage which users comes from
 * MANAGEABLE_GROUPS (src/domain/validators/user.ts); a partner admin sees only the users of its
 * partner's organizations; deactivating, deleting or re-passwording a user ends its refresh tokens,
 * and every write forgets the user in the bearer check's cache (server/auth/user-cache.ts).
 */
import { sql, type SqlBool } from 'kysely';
import {
  effectiveAccess,
  BACKOFFICE_LOGIN_PERMISSION,
  isAllowed,
  loginRefusal,
  parsePermissions,
  rolesFromGroups,
} from '../../../src/domain/roles.ts';
import { mayManageUser, SELF_DEACTIVATE_TEXT } from '../../../src/domain/validators/user.ts';
import { raiseTokenGeneration } from '../../auth/token-generation.ts';
import { forgetUsers } from '../../auth/user-cache.ts';
import type { Queryable } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { storageHooks, type HookContext } from '../../resources/hooks.ts';
import users from '../../../src/resources/users.ts';
import type { Row } from '../../resources/storage.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { accessFor } from '../../../src/schema/define-resource.ts';
import { refuseUnheldPermissions } from '../role-templates/role-template-hooks.ts';

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const groupsOf = (data: Record<string, unknown>): string[] =>
  Array.isArray(data.groups)
    ? data.groups.filter((g): g is string => typeof g === 'string')
    : typeof data.groups === 'string'
      ? data.groups.split(',').map((g) => g.trim())
      : [];

/** The caller's roles for this request: inside an organization an internal admin also acts as admin. */
const rolesOf = (ctx: HookContext) => effectiveAccess(ctx.caller, ctx.organizationId !== null).roles;

/** Which users outside one organization the caller may see: all, or those of its partner's organizations. */
function platformReach(caller: Caller): 'all' | 'partner' | 'none' {
  if (caller.roles.includes('superadmin') || caller.roles.includes('supportadmin')) return 'all';
  if (caller.roles.includes('partneradmin') && caller.partnerId) return 'partner';
  return 'none';
}

const partnerOrganizations = (partnerId: string | null) =>
  qb.selectFrom('organizations').select('id').where('partner_id', '=', partnerId);

const refused = (field: string, errorCode: string, en: string, sv: string) =>
  ApiError.of(400, errorCode, en, sv, field);

/** The access a user record gives: its groups' roles and its permissions. */
const accessOf = (data: Record<string, unknown>) => ({
  roles: rolesFromGroups(groupsOf(data)),
  permissions: parsePermissions(
    Array.isArray(data.permissions) ? data.permissions.filter((p): p is string => typeof p === 'string') : [],
  ),
});

/** Whether a user with this record may sign in to the back office and edit users (src/resources/users.ts). */
const managesUsers = (data: Record<string, unknown>): boolean => {
  const subject = accessOf(data);
  const rule = accessFor(users, 'edit');
  return rule !== false && loginRefusal(subject) === null && isAllowed(rule, subject);
};

/** The labels of the permissions managing users needs, as the users' permissions field names them. */
function neededPermissions(language: 'en' | 'sv'): string {
  const field = users.fields.permissions;
  const values = field?.kind === 'enum' ? field.values : {};
  const key = users.access.permissionKey ?? 'users';
  return [key, BACKOFFICE_LOGIN_PERMISSION]
    .map((permission) => values[permission]?.label[language] ?? permission)
    .join(language === 'en' ? ' and ' : ' och ');
}

async function endSessions(tx: Queryable, userId: string): Promise<void> {
  await run(
    tx,
    qb
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null),
  );
}

export const userStorageHooks = storageHooks(users, {
  listCondition(ctx) {
    if (ctx.definition.scope === 'organization') return null;
    const reach = platformReach(ctx.caller);
    if (reach === 'all') return null;
    if (reach === 'none') return sql<SqlBool>`FALSE`;
    return sql<SqlBool>`organization_id IN (${partnerOrganizations(ctx.caller.partnerId)})`;
  },

  async rowVisible(db, ctx, row) {
    if (ctx.definition.scope === 'organization') return true;
    const reach = platformReach(ctx.caller);
    if (reach !== 'partner') return reach === 'all';
    if (!row.organization_id) return false;
    const [found] = await run(
      db,
      partnerOrganizations(ctx.caller.partnerId).where('id', '=', row.organization_id),
    );
    return Boolean(found);
  },

  async beforeWrite(tx, ctx, data) {
    const roles = rolesOf(ctx);
    if (ctx.before && !mayManageUser(roles, groupsOf(ctx.before.data))) throw forbidden();
    if (!mayManageUser(roles, groupsOf(data))) {
      throw refused(
        'groups',
        'users.group_not_allowed',
        'You cannot give a user this role',
        'Du kan inte ge en användare den här rollen',
      );
    }
    // A user gives only permissions it holds (the role templates' rule, docs/decisions.md): one it
    // lacks, already on the user, stays.
    const held = textsOf(ctx.before?.data.permissions);
    refuseUnheldPermissions(
      ctx.caller,
      ctx.organizationId,
      textsOf(data.permissions).filter((key) => !held.includes(key)),
    );
    const self = ctx.before?.id === ctx.caller.userId;
    if (self && data.status === 'inactive') {
      throw refused('status', 'users.self_deactivate', SELF_DEACTIVATE_TEXT.en, SELF_DEACTIVATE_TEXT.sv);
    }
    // A merchant admin who took away its own users permission (or its back-office login) could no
    // longer undo it: refused, whether through a role template (server/role-templates) or the record.
    if (self && ctx.before && managesUsers(ctx.before.data) && !managesUsers(data)) {
      throw refused(
        'permissions',
        'users.self_permissions',
        `You cannot take away your own permission to manage users (${neededPermissions('en')})`,
        `Du kan inte ta bort din egen behörighet att hantera användare (${neededPermissions('sv')})`,
      );
    }
    const hash = data.password;
    delete data.password;
    const deactivated = data.status === 'inactive' && ctx.before?.data.status !== 'inactive';
    return async (row: Row) => {
      if (typeof hash === 'string') {
        await run(
          tx,
          qb
            .insertInto('credentials')
            .values({ user_id: row.id, password_hash: hash })
            .onConflict((conflict) =>
              conflict.column('user_id').doUpdateSet({
                password_hash: (eb) => eb.ref('excluded.password_hash'),
                updated_at: sql`now()`,
              }),
            ),
        );
        if (ctx.mode === 'edit') {
          // The history entry this update just wrote says that the password changed, never what it is.
          const change = JSON.stringify({ password: { from: '***', to: '***' } });
          await run(
            tx,
            qb
              .updateTable('record_history')
              .set({ changes: sql`changes || ${change}::jsonb` })
              .where('id', '=', (eb) =>
                eb
                  .selectFrom('record_history')
                  .select((inner) => inner.fn.max('id').as('id'))
                  .where('resource', '=', 'users')
                  .where('record_id', '=', row.id)
                  .where('action', '=', 'update'),
              ),
          );
          if (!self) await endSessions(tx, row.id);
          // Every access token of the user ends at once (the caller's own too: its client refreshes).
          await raiseTokenGeneration(tx, row.id);
        }
      }
      if (deactivated) await endSessions(tx, row.id);
    };
  },

  async beforeDelete(tx, ctx, row) {
    if (!mayManageUser(rolesOf(ctx), groupsOf(row.data))) throw forbidden();
    if (row.id === ctx.caller.userId)
      throw refused('', 'users.self_delete', 'You cannot delete yourself', 'Du kan inte ta bort dig själv');
    await run(tx, qb.deleteFrom('credentials').where('user_id', '=', row.id));
    await endSessions(tx, row.id);
  },

  afterWrite(db, id) {
    forgetUsers(db, id === null ? undefined : [id]);
  },
});
