/** Reading and writing records of a resource in the `records` table, with their history. */
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition, ResourceRecord } from '../../src/schema/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { fixedFilterConditions, isInvalidRegex, type ListQuery } from './list-query.ts';
import { apiError } from './api-errors.ts';

export interface Row {
  id: string;
  organization_id: string | null;
  data: Record<string, unknown>;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  created_by: string | null;
  updated_by: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

const hidden = new WeakMap<ResourceDefinition, readonly string[]>();

/** Fields never returned by the API (passwords, write-only). */
export function hiddenFields(definition: ResourceDefinition): readonly string[] {
  let fields = hidden.get(definition);
  if (!fields) {
    fields = Object.entries(definition.fields)
      .filter(([, f]) => f.kind === 'password')
      .map(([source]) => source);
    hidden.set(definition, fields);
  }
  return fields;
}

export function toRecord(definition: ResourceDefinition, row: Row): ResourceRecord {
  const data = { ...row.data };
  for (const source of hiddenFields(definition)) delete data[source];
  // A definition sharing its storage with others shows its own fields only.
  if (storageOf(definition) !== definition.name) for (const key of Object.keys(data)) if (!Object.hasOwn(definition.fields, key)) delete data[key];
  return {
    id: row.id,
    ...data,
    version: row.version,
    organizationId: row.organization_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

const COLUMNS = 'id, organization_id, data, version, created_at, updated_at, created_by, updated_by';

/**
 * Conditions selecting a resource's records visible in an organization (all, for platform resources),
 * within the definition's fixed filter.
 */
function scope(definition: ResourceDefinition, organizationId: string | null, params: unknown[]): string {
  params.push(storageOf(definition));
  let where = `resource = $${params.length}`;
  if (definition.scope === 'organization') {
    params.push(organizationId);
    where += ` AND organization_id = $${params.length}`;
  }
  return [where, ...fixedFilterConditions(definition, params)].join(' AND ');
}

export async function findRow(db: Queryable, definition: ResourceDefinition, id: string, organizationId: string | null, lock = false): Promise<Row | undefined> {
  const params: unknown[] = [];
  const where = scope(definition, organizationId, params);
  params.push(id);
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM records WHERE ${where} AND id = $${params.length}${lock ? ' FOR UPDATE' : ''}`, params);
  return row;
}

/**
 * A filtered list counts its matches up to this many; past it the total says TOTAL_CAP (docs/decisions.md
 * "List totals"), so a broad filter on a large organization never counts every record.
 */
export const TOTAL_CAP = 10_000;

/**
 * The page query: the ORDER BY is the sort index's own order (list-query.ts), so PostgreSQL reads the
 * page from the index. `withStoredTotal`: each row also carries the list's kept count (`list_total`),
 * so an unfiltered list needs one statement for its page and its total.
 */
export function pageSql(query: ListQuery, withStoredTotal = false): { sql: string; params: unknown[] } {
  const params = [...query.params];
  let total = '';
  if (withStoredTotal) {
    params.push(query.scope.resource);
    const resource = `$${params.length}`;
    if (query.scope.organizationId === null) {
      total = `, (SELECT sum(n) FROM record_counts WHERE resource = ${resource}) AS list_total`;
    } else {
      params.push(query.scope.organizationId);
      total = `, (SELECT n FROM record_counts WHERE resource = ${resource} AND organization_id = $${params.length}) AS list_total`;
    }
  }
  params.push(query.limit, query.offset);
  return {
    sql: `SELECT ${COLUMNS}${total} FROM records WHERE ${query.where.join(' AND ')} ORDER BY ${query.orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

/** A list with no condition beyond its resource and organization (no filter, fixed filter or row scope). */
const unfiltered = (query: ListQuery) => query.where.length === query.scopeConditions;

/** How many records the list has, without reading them all (`capped`: more than TOTAL_CAP match). */
async function countRows(db: Queryable, query: ListQuery): Promise<{ total: number; capped: boolean }> {
  if (unfiltered(query)) {
    // No filter: the count kept by the records triggers (migration 003).
    const { resource, organizationId } = query.scope;
    const [row] = organizationId === null
      ? await db.query<{ total: number | string | null }>('SELECT sum(n) AS total FROM record_counts WHERE resource = $1', [resource])
      : await db.query<{ total: number | string | null }>('SELECT n AS total FROM record_counts WHERE resource = $1 AND organization_id = $2', [resource, organizationId]);
    return { total: Number(row?.total ?? 0), capped: false };
  }
  const [row] = await db.query<{ total: number | string }>(
    `SELECT count(*) AS total FROM (SELECT 1 FROM records WHERE ${query.where.join(' AND ')} LIMIT ${TOTAL_CAP + 1}) AS matching`,
    query.params,
  );
  const total = Number(row?.total ?? 0);
  return total > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total, capped: false };
}

/**
 * One page of a list and its total. The total is exact up to TOTAL_CAP; a capped total is raised to
 * the end of the page when the page lies past the cap, so Content-Range stays valid. An unfiltered
 * list is one prepared statement (Db.queryPrepared: its plan is the same for every organization and
 * page) that answers the page and the kept count together.
 */
export async function listRows(db: Db, query: ListQuery): Promise<{ rows: Row[]; total: number; capped: boolean }> {
  try {
    let rows: Row[];
    let stored: number | null = null;
    if (unfiltered(query)) {
      const page = pageSql(query, true);
      const found = await db.queryPrepared<Row & { list_total: number | string | null }>(page.sql, page.params);
      stored = found.length ? Number(found[0]?.list_total ?? 0) : null;
      rows = found.map(({ list_total: _total, ...row }) => row);
    } else {
      const page = pageSql(query);
      rows = await db.query<Row>(page.sql, page.params);
    }
    // A page that is not full ends the list: its total is known without counting.
    if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) return { rows, total: query.offset + rows.length, capped: false };
    const { total, capped } = stored === null ? await countRows(db, query) : { total: stored, capped: false };
    // A page past the end answers the real total (react-admin then goes back to a page that exists).
    return { rows, total: rows.length ? Math.max(total, query.offset + rows.length) : total, capped };
  } catch (error) {
    if (isInvalidRegex(error)) throw apiError(400, 'errors.invalid_filter', { filter: 'matches' });
    throw error;
  }
}

/** Records of a resource in an organization whose fields equal the given values (case-insensitive). */
export async function findWhere(db: Queryable, definition: ResourceDefinition, organizationId: string | null, where: Record<string, unknown>, limit = 1000): Promise<Row[]> {
  const params: unknown[] = [];
  const conditions = [scope(definition, organizationId, params)];
  for (const [key, value] of Object.entries(where)) {
    const values = (Array.isArray(value) ? value : [value]).map((v) => String(v).toLowerCase());
    params.push(values);
    if (key === 'id') conditions.push(`lower(id) = ANY($${params.length}::text[])`);
    else if (definition.fields[key]) conditions.push(`lower(data->>'${key}') = ANY($${params.length}::text[])`);
    else throw new Error(`Unknown field ${definition.name}.${key}`);
  }
  params.push(limit);
  return db.query<Row>(`SELECT ${COLUMNS} FROM records WHERE ${conditions.join(' AND ')} LIMIT $${params.length}`, params);
}

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** Field changes from -> to; write-only fields are recorded as changed, never with their values. */
export function diff(definition: ResourceDefinition, before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const hidden = new Set(hiddenFields(definition));
  const changes: Changes = {};
  for (const source of Object.keys(definition.fields)) {
    const from = before[source] ?? null;
    const to = after[source] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[source] = hidden.has(source) ? { from: from === null ? null : '***', to: to === null ? null : '***' } : { from, to };
  }
  return changes;
}

export async function recordHistory(tx: Queryable, definition: ResourceDefinition, id: string, organizationId: string | null, action: 'create' | 'update' | 'delete', changes: Changes, actor: string): Promise<void> {
  await tx.query(
    'INSERT INTO record_history (resource, record_id, organization_id, action, changes, actor) VALUES ($1, $2, $3, $4, $5::jsonb, $6)',
    [storageOf(definition), id, organizationId, action, JSON.stringify(changes), actor],
  );
}

export async function insertRow(tx: Queryable, definition: ResourceDefinition, id: string, organizationId: string | null, data: Record<string, unknown>, actor: string): Promise<Row> {
  const [row] = await tx.query<Row>(
    `INSERT INTO records (resource, id, organization_id, data, created_by, updated_by) VALUES ($1, $2, $3, $4::jsonb, $5, $5) RETURNING ${COLUMNS}`,
    [storageOf(definition), id, organizationId, JSON.stringify(data), actor],
  );
  await recordHistory(tx, definition, id, organizationId, 'create', diff(definition, {}, data), actor);
  return row as Row;
}

/** Updates when the stored version is `version`; undefined when it is not (a stale write). */
export async function updateRow(tx: Queryable, definition: ResourceDefinition, before: Row, data: Record<string, unknown>, version: number, actor: string): Promise<Row | undefined> {
  const [row] = await tx.query<Row>(
    `UPDATE records SET data = $1::jsonb, version = version + 1, updated_at = now(), updated_by = $2
     WHERE resource = $3 AND id = $4 AND version = $5 RETURNING ${COLUMNS}`,
    [JSON.stringify(data), actor, storageOf(definition), before.id, version],
  );
  if (row) await recordHistory(tx, definition, before.id, before.organization_id, 'update', diff(definition, before.data, data), actor);
  return row;
}

export async function deleteRow(tx: Queryable, definition: ResourceDefinition, before: Row, actor: string): Promise<void> {
  await tx.query('DELETE FROM records WHERE resource = $1 AND id = $2', [storageOf(definition), before.id]);
  await recordHistory(tx, definition, before.id, before.organization_id, 'delete', diff(definition, before.data, {}), actor);
}

export interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'delete';
  changes: Changes;
  actor: string | null;
  at: string;
}

export async function historyOf(db: Queryable, definition: ResourceDefinition, id: string, organizationId: string | null): Promise<HistoryEntry[]> {
  const params: unknown[] = [storageOf(definition), id];
  let where = 'resource = $1 AND record_id = $2';
  if (definition.scope === 'organization') {
    params.push(organizationId);
    where += ` AND organization_id = $3`;
  }
  const rows = await db.query<{ id: number; action: HistoryEntry['action']; changes: Changes; actor: string | null; at: Date | string }>(
    `SELECT id, action, changes, actor, at FROM record_history WHERE ${where} ORDER BY at DESC, id DESC LIMIT 200`,
    params,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), at: iso(r.at) }));
}
