/**
 * Deleting everything an organization holds: every table with a foreign key to `organizations`, children
 * before the tables they refer to (read from the database's own constraints, so a new resource needs no
 * edit here), its users' sign-in secrets and sessions, the history and counts of its records, its uploads,
 * its integrations' secrets and exports and its sales roll-ups. The organization's own row and history entry are the caller's (routes.ts).
 */
import { sql } from 'kysely';
import type { Queryable } from '../../db/db.ts';
import { ofOrganization } from '../../resources/row-scope.ts';
import { dynamicQb, dynamicTable, qb, run, runSql, tableRef } from '../../storage/query-builder.ts';
import { ROLLUP_TABLES } from '../reports/rollups.ts';

interface Reference {
  child: string;
  parent: string;
}

/** The tables that name an organization (and the column), and the foreign keys between any tables. */
async function schemaOf(tx: Queryable): Promise<{ owned: Map<string, string>; references: Reference[] }> {
  const owning = await tx.query<{ table_name: string; column_name: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
     FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.confrelid = 'organizations'::regclass AND c.conrelid <> 'organizations'::regclass`,
  );
  const references = await tx.query<Reference>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
     FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  return { owned: new Map(owning.map((r) => [r.table_name, r.column_name])), references };
}

/** The owned tables, each before every owned table it refers to. */
function deletionOrder(owned: ReadonlyMap<string, string>, references: readonly Reference[]): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    // Whatever refers to this table goes first.
    for (const r of references) if (r.parent === table && owned.has(r.child)) place(r.child);
    visiting.delete(table);
    placed.add(table);
    order.push(table);
  };
  for (const table of owned.keys()) place(table);
  return order;
}

/** Orders and Z reports of the organization: records the Accounting Act keeps. */
export async function salesRecordsOf(tx: Queryable, organizationId: string): Promise<number> {
  const count = (table: 'orders' | 'z_reports') =>
    sql`(SELECT count(*) FROM ${tableRef(table)} WHERE ${ofOrganization(organizationId)})`;
  const [row] = await runSql<{ n: number | string }>(
    tx,
    sql`SELECT ${count('orders')} + ${count('z_reports')} AS n`,
  );
  return Number(row?.n ?? 0);
}

/** The API's own tables that hold an organization's rows, deleted after the definitions' tables. */
const PLATFORM_OWNED = [
  'record_history',
  'record_counts',
  'uploads',
  'integration_credentials',
  'integration_exports',
  // After the orders: their triggers leave rows of zeros behind (server/features/reports/rollups.ts).
  ...ROLLUP_TABLES,
] as const;

export async function deleteOrganizationData(tx: Queryable, organizationId: string): Promise<void> {
  const { owned, references } = await schemaOf(tx);
  const members = qb.selectFrom('users').select('id').where(ofOrganization(organizationId));
  await run(tx, qb.deleteFrom('refresh_tokens').where('user_id', 'in', members));
  await run(tx, qb.deleteFrom('credentials').where('user_id', 'in', members));
  for (const table of deletionOrder(owned, references)) {
    const column = owned.get(table) as string;
    await run(
      tx,
      dynamicQb.deleteFrom(dynamicTable({ name: table })).where(sql.ref(column), '=', organizationId),
    );
  }
  for (const table of PLATFORM_OWNED)
    await run(tx, qb.deleteFrom(table).where(ofOrganization(organizationId)));
}
