/**
 * Deleting everything an organization holds: every table with a foreign key to `organizations`, children
 * before the tables they refer to (read from the database's own constraints, so a new resource needs no
 * edit here), its users' sign-in secrets and sessions, the history and counts of its records, its uploads,
 * its integrations' secrets and exports and its sales roll-ups. The organization's own row and history entry are the caller's (routes.ts).
 */
import type { Queryable } from '../../db/db.ts';
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

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Orders and Z reports of the organization: records the Accounting Act keeps. */
export async function salesRecordsOf(tx: Queryable, organizationId: string): Promise<number> {
  const [row] = await tx.query<{ n: number | string }>(
    `SELECT (SELECT count(*) FROM orders WHERE organization_id = $1)
          + (SELECT count(*) FROM z_reports WHERE organization_id = $1) AS n`,
    [organizationId],
  );
  return Number(row?.n ?? 0);
}

export async function deleteOrganizationData(tx: Queryable, organizationId: string): Promise<void> {
  const { owned, references } = await schemaOf(tx);
  await tx.query(
    `DELETE FROM refresh_tokens WHERE user_id IN (SELECT id FROM users WHERE organization_id = $1)`,
    [organizationId],
  );
  await tx.query(
    `DELETE FROM credentials WHERE user_id IN (SELECT id FROM users WHERE organization_id = $1)`,
    [organizationId],
  );
  for (const table of deletionOrder(owned, references)) {
    const column = owned.get(table) as string;
    await tx.query(`DELETE FROM ${quoted(table)} WHERE ${quoted(column)} = $1`, [organizationId]);
  }
  for (const table of [
    'record_history',
    'record_counts',
    'uploads',
    'integration_credentials',
    'integration_exports',
    // After the orders: their triggers leave rows of zeros behind (server/features/reports/rollups.ts).
    ...ROLLUP_TABLES,
  ])
    await tx.query(`DELETE FROM ${table} WHERE organization_id = $1`, [organizationId]);
}
