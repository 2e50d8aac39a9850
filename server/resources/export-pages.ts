/**
 * A list read page after page for an export, never whole: each page is one query ordered as the list is
 * (list-query.ts `sortKey`, then the id) that starts after the last row of the page before (keyset), so
 * every page costs the same whatever its depth, and a record written meanwhile neither repeats a row
 * nor moves one out of the file. PostgreSQL orders empty values last going up and first going down.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Queryable } from '../db/db.ts';
import { dynamicQb, dynamicTable, run } from '../storage/query-builder.ts';
import { SYSTEM_COLUMNS } from '../storage/tables.ts';
import type { ListQuery } from './list-query.ts';
import { fromTable, type Row } from './storage.ts';

export const EXPORT_PAGE_SIZE = 1000;

type Condition = RawBuilder<SqlBool>;

interface Last {
  key: string | null;
  id: string;
}

/**
 * Rows after `last` in the list's order, as a row comparison the sort index answers as a range (an OR of
 * comparisons would make each page sort the whole list). Empty values, where the column may hold them,
 * come after every value going up and before every value going down.
 */
function after(query: ListQuery, last: Last): Condition {
  const { expression, type, descending, nullable } = query.sortKey;
  const e = sql.raw(expression);
  const { key, id } = last;
  if (key === null)
    return descending
      ? sql<SqlBool>`((${e} IS NULL AND id < ${id}) OR ${e} IS NOT NULL)`
      : sql<SqlBool>`(${e} IS NULL AND id > ${id})`;
  const next = descending
    ? sql<SqlBool>`(${e}, id) < (${key}::${sql.raw(type)}, ${id})`
    : sql<SqlBool>`(${e}, id) > (${key}::${sql.raw(type)}, ${id})`;
  return nullable && !descending ? sql<SqlBool>`(${next} OR ${e} IS NULL)` : next;
}

const and = (conditions: readonly Condition[]): Condition =>
  conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`TRUE`;

/** One page of the list after `last` (the first page without it). */
async function pageAfter(
  db: Queryable,
  query: ListQuery,
  columns: readonly string[] | null,
  last: Last | null,
  pageSize: number,
): Promise<Record<string, unknown>[]> {
  const where: Condition[] = last ? [...query.where, after(query, last)] : query.where;
  const from = dynamicQb.selectFrom(dynamicTable(query.table));
  return run<Record<string, unknown>>(
    db,
    (columns ? from.select(columns.map((column) => sql.ref<unknown>(column).as(column))) : from.selectAll())
      .select(sql<string | null>`(${sql.raw(query.sortKey.expression)})::text`.as('export_key'))
      .where(and(where))
      .orderBy(query.orderBy)
      .limit(pageSize),
  );
}

/**
 * The list's rows, a page at a time, with the record columns of `sources` only (null: all of them).
 * The next page is asked for as soon as a page has come, so the database reads it while this one is
 * written out: one page ahead at most, whatever the list's size.
 */
export async function* exportPages(
  db: Queryable,
  query: ListQuery,
  sources: readonly string[] | null,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[], void, undefined> {
  const columns = sources && [
    ...SYSTEM_COLUMNS.filter((column) => column !== 'organization_id' || query.table.hasOrganization),
    ...sources.flatMap((source) => query.table.bySource.get(source)?.name ?? []),
  ];
  let next: Promise<Record<string, unknown>[]> | null = pageAfter(db, query, columns, null, pageSize);
  try {
    while (next) {
      const raw: Record<string, unknown>[] = await next;
      next = null;
      if (raw.length === 0) return;
      if (raw.length === pageSize) {
        const end: Record<string, unknown> = raw[raw.length - 1]!;
        const last = { key: (end.export_key as string | null) ?? null, id: end.id as string };
        next = pageAfter(db, query, columns, last, pageSize);
        // Handled when awaited; until then a failure must not count as unhandled.
        next.catch(() => undefined);
      }
      yield raw.map((row: Record<string, unknown>) => fromTable(query.table, row));
    }
  } finally {
    // A cancelled export still waits for the page it asked for, so no query outlives the request.
    await next?.catch(() => undefined);
  }
}

/** How many lines the export will write: its records, or their sub-record rows (at least one each). */
export async function exportTotal(
  db: Queryable,
  query: ListQuery,
  linesColumn: string | null,
): Promise<number> {
  const counted = linesColumn
    ? sql<string>`coalesce(sum(greatest(coalesce(jsonb_array_length(${sql.ref(linesColumn)}), 0), 1)), 0)`
    : sql<string>`count(*)`;
  const [row] = await run<{ n: string | number }>(
    db,
    dynamicQb.selectFrom(dynamicTable(query.table)).select(counted.as('n')).where(and(query.where)),
  );
  return Number(row?.n ?? 0);
}
