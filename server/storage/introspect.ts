/** What the database holds of the given tables: columns with their types, constraints and indexes. */
import type { Queryable } from '../db/db.ts';

export interface ActualTable {
  columns: Map<string, { type: string; notNull: boolean }>;
  /** Constraint name -> its kind: c (check), f (foreign key), p (primary key), u (unique). */
  constraints: Map<string, string>;
  indexes: Set<string>;
}

export async function introspect(
  db: Queryable,
  tables: readonly string[],
): Promise<Map<string, ActualTable>> {
  const out = new Map<string, ActualTable>();
  if (tables.length === 0) return out;
  const columns = await db.query<{ table: string; column: string; type: string; not_null: boolean }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname = ANY($1::text[]) AND a.attnum > 0 AND NOT a.attisdropped`,
    [tables],
  );
  for (const row of columns) {
    let table = out.get(row.table);
    if (!table)
      out.set(row.table, (table = { columns: new Map(), constraints: new Map(), indexes: new Set() }));
    table.columns.set(row.column, { type: row.type, notNull: row.not_null });
  }
  const constraints = await db.query<{ table: string; name: string; type: string }>(
    `SELECT c.relname AS table, k.conname AS name, k.contype::text AS type
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = ANY($1::text[])`,
    [tables],
  );
  for (const row of constraints) out.get(row.table)?.constraints.set(row.name, row.type);
  const indexes = await db.query<{ table: string; name: string }>(
    'SELECT tablename AS table, indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY($1::text[])',
    [tables],
  );
  for (const row of indexes) out.get(row.table)?.indexes.add(row.name);
  return out;
}
