/**
 * Reading and writing records of a resource in its storage's table (server/storage/tables.ts), with
 * their history. A row keeps the shape the handlers and hooks work with: the fields in `data`, by
 * their sources, as the API answers them.
 */
import { sql, type SqlBool } from 'kysely';
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition, ResourceRecord } from '../../src/schema/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { dynamicQb, dynamicTable, qb, run, runPrepared } from '../storage/query-builder.ts';
import { tableFor, type TableSpec } from '../storage/tables.ts';
import { isInvalidRegex, type ListQuery } from './list-query.ts';
import { apiError } from './api-errors.ts';
import { scopeConditions, whereConditions, type Condition } from './where.ts';
import { organizationCondition } from './row-scope.ts';

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

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

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

const organizationFields = new WeakMap<ResourceDefinition, readonly string[]>();

/** Fields showing the record's own organization (src/schema/types.ts `recordOrganization`). */
function recordOrganizationFields(definition: ResourceDefinition): readonly string[] {
  let fields = organizationFields.get(definition);
  if (!fields) {
    fields = Object.entries(definition.fields)
      .filter(([, f]) => f.kind === 'reference' && f.recordOrganization)
      .map(([source]) => source);
    organizationFields.set(definition, fields);
  }
  return fields;
}

/** A table row as the database answers it -> a Row (values as the API answers them). */
export function fromTable(table: TableSpec, raw: Record<string, unknown>): Row {
  const data: Record<string, unknown> = {};
  for (const column of table.columns) {
    const value = raw[column.name];
    if (value !== null && value !== undefined) data[column.source] = column.kind.fromDb(value);
  }
  return {
    id: raw.id as string,
    organization_id: (raw.organization_id as string | null | undefined) ?? null,
    data,
    version: Number(raw.version),
    created_at: raw.created_at as Date | string,
    updated_at: raw.updated_at as Date | string,
    created_by: (raw.created_by as string | null) ?? null,
    updated_by: (raw.updated_by as string | null) ?? null,
  };
}

export function toRecord(definition: ResourceDefinition, row: Row): ResourceRecord {
  const hiddenSources = hiddenFields(definition);
  // A definition sharing its storage with others shows its own fields only.
  const ownOnly = storageOf(definition) !== definition.name;
  // Built in one pass (a list page makes 25 of these per request); the key order is the API's.
  const record: Record<string, unknown> = { id: row.id };
  for (const key in row.data) {
    if (hiddenSources.includes(key) || (ownOnly && !Object.hasOwn(definition.fields, key))) continue;
    record[key] = row.data[key];
  }
  for (const source of recordOrganizationFields(definition)) record[source] = row.organization_id;
  record.version = row.version;
  record.organizationId = row.organization_id;
  record.createdAt = iso(row.created_at);
  record.updatedAt = iso(row.updated_at);
  record.createdBy = row.created_by;
  record.updatedBy = row.updated_by;
  return record as ResourceRecord;
}

/** The table's column values of `data` (every stored field: absent ones are NULL). */
function columnValues(table: TableSpec, data: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of table.columns) {
    const value = data[column.source];
    values[column.name] = value === undefined || value === null ? null : column.kind.toDb(value);
  }
  return values;
}

const and = (conditions: readonly Condition[]): Condition =>
  conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`TRUE`;

export async function findRow(
  db: Queryable,
  definition: ResourceDefinition,
  id: string,
  organizationId: string | null,
  lock = false,
): Promise<Row | undefined> {
  const table = tableFor(definition);
  let query = dynamicQb
    .selectFrom(dynamicTable(table))
    .selectAll()
    .where(and([...scopeConditions(definition, organizationId), sql<SqlBool>`id = ${id}`]));
  if (lock) query = query.forUpdate();
  const [row] = await run<Record<string, unknown>>(db, query);
  return row ? fromTable(table, row) : undefined;
}

/** The records of `ids` in the organization (locked for update: a batch changes them). */
export async function findRows(
  db: Queryable,
  definition: ResourceDefinition,
  ids: readonly string[],
  organizationId: string | null,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const table = tableFor(definition);
  const query = dynamicQb
    .selectFrom(dynamicTable(table))
    .selectAll()
    .where(and([...scopeConditions(definition, organizationId), sql<SqlBool>`id = ANY(${[...ids]}::text[])`]))
    .forUpdate();
  return (await run<Record<string, unknown>>(db, query)).map((raw) => fromTable(table, raw));
}

/**
 * A filtered list counts its matches up to this many; past it the total says TOTAL_CAP (docs/decisions.md
 * "List totals"), so a broad filter on a large organization never counts every record.
 */
export const TOTAL_CAP = 10_000;

/** The kept count of the list's records (server/storage/counts.ts), as a sub-select. */
function storedTotal(query: ListQuery) {
  const { resource, organizationId } = query.scope;
  const counts = dynamicQb.selectFrom('record_counts').where('resource', '=', resource);
  return organizationId === null
    ? counts.select(sql<number>`sum(n)`.as('n'))
    : counts.select('n').where('organization_id', '=', organizationId);
}

/** The matches of a filtered list, counted up to TOTAL_CAP + 1, as a sub-select. */
function matchCount(query: ListQuery) {
  const matching = dynamicQb
    .selectFrom(dynamicTable(query.table))
    .select(sql`1`.as('one'))
    .where(and(query.where))
    .limit(TOTAL_CAP + 1);
  return dynamicQb.selectFrom(matching.as('matching')).select(sql<number>`count(*)`.as('n'));
}

/** A list with no condition beyond its organization (no filter, fixed filter or row scope). */
const unfiltered = (query: ListQuery) => query.where.length === query.scopeConditions;

/**
 * The page query: its ORDER BY is a sort index's own order (list-query.ts), so the page is read from it.
 * `withTotal` joins the page to the list's total (`list_total`), computed once: the kept count of an
 * unfiltered list, or the matches counted up to TOTAL_CAP + 1. The total is the left side, so a page
 * past the end is one row of it with no record (`id` null): its total comes in the same statement.
 * The outer ORDER BY repeats the page's (its columns are the page's) over at most `limit` rows.
 */
export function pageQuery(query: ListQuery, withTotal = false) {
  const page = dynamicQb
    .selectFrom(dynamicTable(query.table))
    .selectAll()
    .where(and(query.where))
    .orderBy(query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  if (!withTotal) return page;
  const total = unfiltered(query) ? storedTotal(query) : matchCount(query);
  return dynamicQb
    .selectFrom(dynamicQb.selectNoFrom(total.as('list_total')).as('total'))
    .leftJoinLateral(page.as('page'), (join) => join.onTrue())
    .selectAll('page')
    .select('total.list_total')
    .orderBy(query.orderBy);
}

/**
 * One page of a list and its total, in one statement (one round trip to the database). The total is
 * exact up to TOTAL_CAP; a capped total is raised to the end of the page when the page lies past the
 * cap, so Content-Range stays valid. A list without a text search is a prepared statement
 * (Db.queryPrepared: its plan does not depend on the organization, page or filter values); a text
 * search is planned for its words each time.
 */
export async function listRows(
  db: Db,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number; capped: boolean }> {
  try {
    const page = pageQuery(query, true);
    const found = query.plannable
      ? await runPrepared<Record<string, unknown>>(db, page)
      : await run<Record<string, unknown>>(db, page);
    // A page past the end is the total alone (react-admin then goes back to a page that exists).
    const rows = found.filter((raw) => raw.id != null).map((raw) => fromTable(query.table, raw));
    const counted = Number(found[0]?.list_total ?? 0);
    const capped = !unfiltered(query) && counted > TOTAL_CAP;
    const total = capped ? TOTAL_CAP : counted;
    return { rows, total: rows.length ? Math.max(total, query.offset + rows.length) : total, capped };
  } catch (error) {
    if (isInvalidRegex(error)) throw apiError(400, 'errors.invalid_filter', { filter: 'matches' });
    throw error;
  }
}

/** Records of a resource in an organization whose fields equal the given values (case-insensitive). */
export async function findWhere(
  db: Queryable,
  definition: ResourceDefinition,
  organizationId: string | null,
  where: Record<string, unknown>,
  limit = 1000,
): Promise<Row[]> {
  const table = tableFor(definition);
  const rows = await run<Record<string, unknown>>(
    db,
    dynamicQb
      .selectFrom(dynamicTable(table))
      .selectAll()
      .where(and(whereConditions(definition, organizationId, where)))
      .limit(limit),
  );
  return rows.map((raw) => fromTable(table, raw));
}

/** How many records match `where`, leaving out the record `exceptId`. */
export async function countMatching(
  db: Queryable,
  definition: ResourceDefinition,
  organizationId: string | null,
  where: Record<string, unknown>,
  exceptId: string | null,
): Promise<number> {
  const conditions = whereConditions(definition, organizationId, where);
  if (exceptId !== null) conditions.push(sql<SqlBool>`id <> ${exceptId}`);
  const [row] = await run<{ n: number | string }>(
    db,
    dynamicQb
      .selectFrom(dynamicTable(tableFor(definition)))
      .select(sql<number>`count(*)`.as('n'))
      .where(and(conditions)),
  );
  return Number(row?.n ?? 0);
}

/** How many rows of a resource hold each of `values` in one field (a reference or a plain column). */
export async function countWhere(
  db: Queryable,
  definition: ResourceDefinition,
  organizationId: string | null,
  field: string,
  values: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (values.length === 0) return counts;
  const column = tableFor(definition).bySource.get(field);
  if (!column || !definition.fields[field]) throw new Error(`Unknown field ${definition.name}.${field}`);
  const ref = sql.ref(column.name);
  const rows = await run<{ value: string; count: string | number }>(
    db,
    dynamicQb
      .selectFrom(dynamicTable(tableFor(definition)))
      .select([sql<string>`${ref}::text`.as('value'), sql<string>`count(*)`.as('count')])
      .where(
        and([
          ...scopeConditions(definition, organizationId),
          sql<SqlBool>`${ref}::text = ANY(${[...values]}::text[])`,
        ]),
      )
      .groupBy(ref),
  );
  for (const row of rows) counts.set(row.value, Number(row.count));
  return counts;
}

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** Field changes from -> to; write-only fields are recorded as changed, never with their values. */
export function diff(
  definition: ResourceDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Changes {
  const hiddenSources = new Set(hiddenFields(definition));
  const changes: Changes = {};
  for (const source of Object.keys(definition.fields)) {
    const from = before[source] ?? null;
    const to = after[source] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[source] = hiddenSources.has(source)
      ? { from: from === null ? null : '***', to: to === null ? null : '***' }
      : { from, to };
  }
  return changes;
}

export async function recordHistory(
  tx: Queryable,
  definition: ResourceDefinition,
  id: string,
  organizationId: string | null,
  action: 'create' | 'update' | 'delete',
  changes: Changes,
  actor: string,
): Promise<void> {
  await run(
    tx,
    qb.insertInto('record_history').values({
      resource: storageOf(definition),
      record_id: id,
      organization_id: organizationId,
      action,
      changes: JSON.stringify(changes),
      actor,
    }),
  );
}

/** Stores a new record; `history: false` for records written outside the API (the demo seed). */
export async function insertRow(
  tx: Queryable,
  definition: ResourceDefinition,
  id: string,
  organizationId: string | null,
  data: Record<string, unknown>,
  actor: string,
  history = true,
): Promise<Row> {
  const table = tableFor(definition);
  const values = {
    id,
    ...(table.hasOrganization ? { organization_id: organizationId } : {}),
    ...columnValues(table, data),
    created_by: actor,
    updated_by: actor,
  };
  const [raw] = await run<Record<string, unknown>>(
    tx,
    dynamicQb.insertInto(dynamicTable(table)).values(values).returningAll(),
  );
  if (history)
    await recordHistory(tx, definition, id, organizationId, 'create', diff(definition, {}, data), actor);
  return fromTable(table, raw!);
}

/**
 * Stores many new records in one statement; with `history`, their create entries in a second one (a CSV
 * import), without it as records written outside the API (seed, bench).
 */
export async function insertRows(
  tx: Queryable,
  definition: ResourceDefinition,
  organizationId: string | null,
  rows: readonly { id: string; data: Record<string, unknown>; createdAt?: string }[],
  actor: string,
  history = false,
): Promise<void> {
  if (rows.length === 0) return;
  const table = tableFor(definition);
  const values = rows.map((row) => ({
    id: row.id,
    ...(table.hasOrganization ? { organization_id: organizationId } : {}),
    ...columnValues(table, row.data),
    ...(row.createdAt ? { created_at: row.createdAt, updated_at: row.createdAt } : {}),
    created_by: actor,
    updated_by: actor,
  }));
  await run(tx, dynamicQb.insertInto(dynamicTable(table)).values(values));
  if (!history) return;
  await run(
    tx,
    qb.insertInto('record_history').values(
      rows.map((row) => ({
        resource: storageOf(definition),
        record_id: row.id,
        organization_id: organizationId,
        action: 'create',
        changes: JSON.stringify(diff(definition, {}, row.data)),
        actor,
      })),
    ),
  );
}

/** Updates when the stored version is `version`; undefined when it is not (a stale write). */
export async function updateRow(
  tx: Queryable,
  definition: ResourceDefinition,
  before: Row,
  data: Record<string, unknown>,
  version: number,
  actor: string,
): Promise<Row | undefined> {
  const table = tableFor(definition);
  const [raw] = await run<Record<string, unknown>>(
    tx,
    dynamicQb
      .updateTable(dynamicTable(table))
      .set({
        ...columnValues(table, data),
        version: sql`version + 1`,
        updated_at: sql`now()`,
        updated_by: actor,
      })
      .where(and([sql<SqlBool>`id = ${before.id}`, sql<SqlBool>`version = ${version}`]))
      .returningAll(),
  );
  if (raw)
    await recordHistory(
      tx,
      definition,
      before.id,
      before.organization_id,
      'update',
      diff(definition, before.data, data),
      actor,
    );
  return raw ? fromTable(table, raw) : undefined;
}

export async function deleteRow(
  tx: Queryable,
  definition: ResourceDefinition,
  before: Row,
  actor: string,
): Promise<void> {
  const table = tableFor(definition);
  await run(tx, dynamicQb.deleteFrom(dynamicTable(table)).where(sql<SqlBool>`id = ${before.id}`));
  await recordHistory(
    tx,
    definition,
    before.id,
    before.organization_id,
    'delete',
    diff(definition, before.data, {}),
    actor,
  );
}

export interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'delete';
  changes: Changes;
  actor: string | null;
  at: string;
}

export async function historyOf(
  db: Queryable,
  definition: ResourceDefinition,
  id: string,
  organizationId: string | null,
): Promise<HistoryEntry[]> {
  const conditions: Condition[] = [
    sql<SqlBool>`resource = ${storageOf(definition)}`,
    sql<SqlBool>`record_id = ${id}`,
  ];
  const own = organizationCondition(definition, organizationId);
  if (own) conditions.push(own);
  const rows = await run<{
    id: number;
    action: HistoryEntry['action'];
    changes: Changes;
    actor: string | null;
    at: Date | string;
  }>(
    db,
    qb
      .selectFrom('record_history')
      .select(['id', 'action', 'changes', 'actor', 'at'])
      .where(and(conditions))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(200),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), at: iso(r.at) }));
}
