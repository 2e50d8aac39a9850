/**
 * What the database holds, for tests that check what the server stored: records of a resource by its
 * storage's table (server/storage/tables.ts), as Rows with their fields by source.
 */
import type { Queryable } from '../db/db.ts';
import { resourceDefinitions } from '../resources/definitions.ts';
import { fromTable, type Row } from '../resources/storage.ts';
import { registerTables, type TableSpec } from '../storage/tables.ts';

const tables = registerTables(resourceDefinitions);

/** The table of a storage of the app's definitions (`users`, `payment-methods`, ...). */
export function tableOf(storage: string): TableSpec {
  const table = tables.get(storage);
  if (!table) throw new Error(`No storage ${storage}`);
  return table;
}

/** The stored rows of a storage, optionally only those of an organization or with these ids, by id. */
export async function storedRows(
  db: Queryable,
  storage: string,
  where: { organizationId?: string; ids?: string[] } = {},
): Promise<Row[]> {
  const table = tableOf(storage);
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (where.organizationId !== undefined)
    conditions.push(`organization_id = $${params.push(where.organizationId)}`);
  if (where.ids) conditions.push(`id = ANY($${params.push(where.ids)}::text[])`);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT * FROM "${table.name}"${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''} ORDER BY id`,
    params,
  );
  return rows.map((raw) => fromTable(table, raw));
}

export async function storedRow(db: Queryable, storage: string, id: string): Promise<Row | undefined> {
  return (await storedRows(db, storage, { ids: [id] }))[0];
}

/** How many records all resource tables hold together. */
export async function countAllRecords(db: Queryable): Promise<number> {
  let total = 0;
  for (const table of tables.values()) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table.name}"`);
    total += row?.n ?? 0;
  }
  return total;
}

/** The number of records and the sum of their versions over all resource tables: any write changes one. */
export async function recordTotals(db: Queryable): Promise<{ records: number; versions: number }> {
  let records = 0;
  let versions = 0;
  for (const table of tables.values()) {
    const [row] = await db.query<{ n: number; v: number | string }>(
      `SELECT count(*)::int AS n, coalesce(sum(version), 0) AS v FROM "${table.name}"`,
    );
    records += row?.n ?? 0;
    versions += Number(row?.v ?? 0);
  }
  return { records, versions };
}
