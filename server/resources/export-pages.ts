/**
 * A list read page after page for an export, never whole: each page is one query ordered as the list is
 * (list-query.ts `sortKey`, then the id) that starts after the last row of the page before (keyset), so
 * every page costs the same whatever its depth, and a record written meanwhile neither repeats a row
 * nor moves one out of the file. PostgreSQL orders empty values last going up and first going down.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Queryable } from '../db/db.ts';
import { dynamicQb, dynamicTable, run } from '../storage/query-builder.ts';
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
  last: Last | null,
  pageSize: number,
): Promise<Record<string, unknown>[]> {
  const where: Condition[] = last ? [...query.where, after(query, last)] : query.where;
  return run<Record<string, unknown>>(
    db,
    dynamicQb
      .selectFrom(dynamicTable(query.table))
      .selectAll()
      .select(sql<string | null>`(${sql.raw(query.sortKey.expression)})::text`.as('export_key'))
      .where(and(where))
      .orderBy(query.orderBy)
      .limit(pageSize),
  );
}

/** The list's rows, a page at a time; the next page is read only when the one before has been taken. */
export async function* exportPages(
  db: Queryable,
  query: ListQuery,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[], void, undefined> {
  let last: Last | null = null;
  for (;;) {
    const raw: Record<string, unknown>[] = await pageAfter(db, query, last, pageSize);
    if (raw.length === 0) return;
    const end: Record<string, unknown> = raw[raw.length - 1]!;
    last = { key: (end.export_key as string | null) ?? null, id: end.id as string };
    yield raw.map((row: Record<string, unknown>) => fromTable(query.table, row));
    if (raw.length < pageSize) return;
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
