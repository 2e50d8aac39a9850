/**
 * The upgrade from a database written before typed tables: every row of the one `records` table (its
 * fields in `data jsonb`) moves into the table of its storage, with its id, organization, version and
 * who and when; history, credentials and tokens stay where they are. Rows of a storage that no
 * definition names keep their jsonb in `legacy_records` (nothing is lost; a definition added later takes
 * them in). Then `records` goes. Runs inside the schema sync's transaction, so it all happens or none.
 */
import type { Queryable } from '../db/db.ts';
import { upgradeLegacyCatalogue } from './legacy-catalogue.ts';
import { quote } from './names.ts';
import { tableName } from './query-builder.ts';
import type { ColumnSpec, TableSpec } from './tables.ts';

const RECORDS = tableName('records');
const LEGACY = tableName('legacy_records');
const COUNTS = tableName('record_counts');
const SOURCE_TABLES = [RECORDS, LEGACY] as const;

/** The column's value out of `data`, cast to its type (an absent or null key gives NULL). */
function extract(column: ColumnSpec): string {
  const key = `'${column.source}'`;
  switch (column.type) {
    case 'text[]':
      return `CASE WHEN jsonb_typeof(data->${key}) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(data->${key})) END`;
    case 'jsonb':
      return `CASE WHEN jsonb_typeof(data->${key}) <> 'null' THEN data->${key} END`;
    case 'text':
      return `(data->>${key})`;
    default:
      return `(data->>${key})::${column.type}`;
  }
}

/** The declared defaults of the table's fields: a row written before a field existed gets them. */
function defaultsOf(table: TableSpec): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const column of table.columns) {
    const value = column.field.default;
    if (value !== undefined && typeof value !== 'function') defaults[column.source] = value;
  }
  return defaults;
}

/** Tables in an order where each comes after the tables its foreign keys point to. */
function byDependency(tables: readonly TableSpec[]): TableSpec[] {
  const ordered: TableSpec[] = [];
  const visiting = new Set<string>();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const visit = (table: TableSpec) => {
    if (ordered.includes(table) || visiting.has(table.name)) return;
    visiting.add(table.name);
    const targets = [
      ...table.foreignKeys.map((fk) => fk.table),
      ...(table.hasOrganization ? ['organizations'] : []),
    ];
    for (const target of targets) {
      const next = byName.get(target);
      if (next && next !== table) visit(next);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function exists(tx: Queryable, table: string): Promise<boolean> {
  const [row] = await tx.query(
    'SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = $1',
    [table],
  );
  return Boolean(row);
}

/** Moves the rows of `source` into `table`; dangling single references (no such record) become empty. */
async function moveInto(tx: Queryable, source: string, table: TableSpec): Promise<number> {
  const columns = [
    'id',
    ...(table.hasOrganization ? ['organization_id'] : []),
    ...table.columns.map((c) => c.name),
    'version',
    'created_at',
    'updated_at',
    'created_by',
    'updated_by',
  ];
  const values = [
    'id',
    ...(table.hasOrganization ? ['organization_id'] : []),
    ...table.columns.map(extract),
    'version',
    'created_at',
    'updated_at',
    'created_by',
    'updated_by',
  ];
  const moved = await tx.query<{ id: string }>(
    `INSERT INTO ${quote(table.name)} (${columns.map(quote).join(', ')})
     SELECT ${values.join(', ')} FROM ${source} WHERE resource = $1 ORDER BY created_at, id
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [table.storage],
  );
  await tx.query(`DELETE FROM ${source} WHERE resource = $1`, [table.storage]);
  return moved.length;
}

export async function upgradeRecords(tx: Queryable, tables: readonly TableSpec[]): Promise<number> {
  let moved = 0;
  for (const source of SOURCE_TABLES) {
    if (!(await exists(tx, source))) continue;
    await upgradeLegacyCatalogue(tx, source);
    const ordered = byDependency(tables);
    for (const table of ordered) {
      const defaults = defaultsOf(table);
      if (Object.keys(defaults).length) {
        await tx.query(`UPDATE ${source} SET data = $2::jsonb || data WHERE resource = $1`, [
          table.storage,
          JSON.stringify(defaults),
        ]);
      }
      for (const fk of table.foreignKeys) {
        if (fk.table === table.name) continue;
        await tx.query(
          `UPDATE ${source} SET data = data - $2 WHERE resource = $1 AND data ? $2
             AND NOT EXISTS (SELECT 1 FROM ${quote(fk.table)} AS t WHERE t.id = ${source}.data->>$2)`,
          [table.storage, table.columns.find((c) => c.name === fk.column)!.source],
        );
      }
      moved += await moveInto(tx, source, table);
    }
    if (source === RECORDS) {
      const [left] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${RECORDS}`);
      if ((left?.n ?? 0) > 0) {
        await tx.query(`CREATE TABLE IF NOT EXISTS ${LEGACY} (LIKE ${RECORDS} INCLUDING DEFAULTS)`);
        await tx.query(`INSERT INTO ${LEGACY} SELECT * FROM ${RECORDS}`);
      }
      await tx.query(`DROP TABLE ${RECORDS}`);
      for (const fn of [
        'record_counts_inserted',
        'record_counts_deleted',
        'record_counts_moved',
        'record_counts_truncated',
      ])
        await tx.query(`DROP FUNCTION IF EXISTS ${fn}()`);
    } else {
      const [left] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${LEGACY}`);
      if ((left?.n ?? 0) === 0) await tx.query(`DROP TABLE ${LEGACY}`);
    }
    // The kept counts are made again from the tables.
    await tx.query(`DELETE FROM ${COUNTS} WHERE resource = ANY($1::text[])`, [tables.map((t) => t.storage)]);
    for (const table of tables) {
      await tx.query(
        `INSERT INTO ${COUNTS} (resource, organization_id, n)
         SELECT $1, ${table.hasOrganization ? `coalesce(organization_id, '')` : `''`}, count(*) FROM ${quote(table.name)} GROUP BY 2`,
        [table.storage],
      );
    }
  }
  return moved;
}
