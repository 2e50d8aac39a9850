/**
 * Row scopes (src/schema/types.ts `RowScope`): the rows of a platform resource a caller may see and
 * write, e.g. a partner admin only its partner's organizations. Applied to lists (a SQL condition),
 * to reads, updates, deletes and history (another row answers 404), and to the data a write leaves
 * (a record may not be moved outside the caller's rows).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { effectiveAccess } from '../../src/domain/roles.ts';
import { ORGANIZATION_PARTNER } from '../../src/schema/define-resource.ts';
import type { RecordIssue, ResourceDefinition, RowScopeRows } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from '../http/env.ts';
import { qb, run } from '../storage/query-builder.ts';
import { tableFor } from '../storage/tables.ts';

export interface RowLimit {
  rows: Exclude<RowScopeRows, 'all' | 'partnerIfAny'>;
  /** `id`, a field of the row, or ORGANIZATION_PARTNER: the partner of the row's organization. */
  where: string;
  /** The caller's partner or acting organization; null: no row matches. */
  value: string | null;
}

/**
 * The one condition of an organization's rows, wherever a table's rows are limited to one; `alias`
 * qualifies the column when a query reads several tables.
 */
export const ofOrganization = (organizationId: string | null, alias?: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(alias ? `${alias}.organization_id` : 'organization_id')} = ${organizationId}`;

/** The rows of a definition in the organization a request acts in: null for a platform resource's. */
export function organizationCondition(
  definition: Pick<ResourceDefinition, 'scope'>,
  organizationId: string | null,
): RawBuilder<SqlBool> | null {
  return definition.scope === 'organization' ? ofOrganization(organizationId) : null;
}

/** What limits the caller's rows: null for all rows, `'none'` when no rule names the caller. */
export function rowLimit(definition: ResourceDefinition, caller: Caller): RowLimit | null | 'none' {
  const scope = definition.rowScope;
  if (!scope) return null;
  const { roles } = effectiveAccess(caller, caller.actingOrganizationId !== null);
  const rule = scope.rules.find((r) => r.roles.some((role) => roles.includes(role)));
  if (!rule) return 'none';
  if (rule.rows === 'all' || (rule.rows === 'partnerIfAny' && !caller.partnerId)) return null;
  const rows = rule.rows === 'partnerIfAny' ? 'partner' : rule.rows;
  const where = (rows === 'partner' ? scope.partner : scope.organization) ?? 'id';
  return {
    rows,
    where,
    value: rows === 'partner' ? caller.partnerId : caller.actingOrganizationId,
  };
}

/** The list condition, or null when every row is visible. */
export function rowScopeCondition(
  definition: ResourceDefinition,
  caller: Caller,
): RawBuilder<SqlBool> | null {
  const limit = rowLimit(definition, caller);
  if (limit === null) return null;
  if (limit === 'none' || limit.value === null) return sql<SqlBool>`FALSE`;
  if (limit.where === ORGANIZATION_PARTNER) {
    const partners = qb.selectFrom('organizations').select('id').where('partner_id', '=', limit.value);
    return sql<SqlBool>`${sql.ref('organization_id')} IN (${partners})`;
  }
  const column = limit.where === 'id' ? 'id' : tableFor(definition).bySource.get(limit.where)?.name;
  if (!column) throw new Error(`Row scope of ${definition.name}: no column for ${limit.where}`);
  return sql<SqlBool>`${sql.ref(column)} = ${limit.value}`;
}

/**
 * Whether a row (its id and data) is among the caller's rows. A row reached through its organization
 * (ORGANIZATION_PARTNER) cannot be judged from its data: false here, `rowInScope` reads its organization.
 */
export function inRowScope(
  definition: ResourceDefinition,
  caller: Caller,
  id: string | null,
  data: Record<string, unknown>,
): boolean {
  const limit = rowLimit(definition, caller);
  if (limit === null) return true;
  if (limit === 'none' || limit.value === null || limit.where === ORGANIZATION_PARTNER) return false;
  const value = limit.where === 'id' ? id : data[limit.where];
  return value === limit.value;
}

/** Whether a stored row is among the caller's rows, its organization's partner read where the scope asks. */
export async function rowInScope(
  db: Queryable,
  definition: ResourceDefinition,
  caller: Caller,
  row: { id: string; organization_id: string | null; data: Record<string, unknown> },
): Promise<boolean> {
  const limit = rowLimit(definition, caller);
  if (limit === null || limit === 'none' || limit.where !== ORGANIZATION_PARTNER)
    return inRowScope(definition, caller, row.id, row.data);
  if (limit.value === null || row.organization_id === null) return false;
  const found = await run(
    db,
    qb
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', row.organization_id)
      .where('partner_id', '=', limit.value),
  );
  return found.length > 0;
}

/**
 * The issue of a write whose result would leave the caller's rows (a partner admin moving an
 * organization to another partner), on the field that names the partner or organization.
 */
export function rowScopeWriteIssue(
  definition: ResourceDefinition,
  caller: Caller,
  id: string | null,
  data: Record<string, unknown>,
): RecordIssue | null {
  if (inRowScope(definition, caller, id, data)) return null;
  const limit = rowLimit(definition, caller);
  const rows = limit === null || limit === 'none' ? 'organization' : limit.rows;
  const where = limit === null || limit === 'none' ? '' : limit.where;
  return { field: where === 'id' ? '' : where, key: `validation.row_scope.${rows}` };
}

/**
 * The organization a record belongs to: an organization-scoped record's (`organizationId`, the writer's);
 * a platform record's where its row scope names it (an organization's own record: its id); else none.
 * Its uploads belong to that organization (server/storage/uploads.ts).
 */
export function rowOrganization(
  definition: ResourceDefinition,
  id: string,
  data: Record<string, unknown>,
  organizationId: string | null,
): string | null {
  if (definition.scope === 'organization') return organizationId;
  const where = definition.rowScope?.organization;
  const value = where === undefined ? null : where === 'id' ? id : data[where];
  return typeof value === 'string' ? value : null;
}
