/**
 * The catalogue as the registers get it: a version that changes whenever a product, a product group or
 * a tax group is added, changed or removed (a fingerprint of each table's count, latest change and
 * summed record versions), and the paired registers a sync reaches.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db.ts';
import { ofOrganization } from '../../resources/row-scope.ts';
import { qb, run } from '../../storage/query-builder.ts';

export interface CatalogState {
  version: string;
  products: number;
  productGroups: number;
  /** The latest change to any of them, null for an empty catalogue. */
  changedAt: string | null;
}

const TABLES = ['products', 'product_groups', 'tax_groups'] as const;

export async function catalogState(db: Queryable, organizationId: string): Promise<CatalogState> {
  const figures = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await run(
        db,
        qb
          .selectFrom(table)
          .select([
            sql<number>`count(*)::int`.as('n'),
            sql<string | null>`max(updated_at)::text`.as('changed'),
            sql<string>`coalesce(sum(version), 0)::text`.as('versions'),
          ])
          .where(ofOrganization(organizationId)),
      );
      return { n: row?.n ?? 0, changed: row?.changed ?? null, versions: row?.versions ?? '0' };
    }),
  );
  const version = createHash('sha256').update(JSON.stringify(figures)).digest('hex').slice(0, 16);
  const changes = figures.map((f) => f.changed).filter((changed) => changed !== null);
  const latest = changes.length ? Math.max(...changes.map((changed) => Date.parse(changed))) : null;
  return {
    version,
    products: figures[0]!.n,
    productGroups: figures[1]!.n,
    changedAt: latest === null ? null : new Date(latest).toISOString(),
  };
}

/** The paired registers of each store of the organization. */
export async function pairedRegisters(db: Queryable, organizationId: string): Promise<Map<string, number>> {
  const rows = await run(
    db,
    qb
      .selectFrom('devices')
      .select(['store', sql<number>`count(*)::int`.as('n')])
      .where(ofOrganization(organizationId))
      .where('kind', '=', 'register')
      .where('status', '=', 'paired')
      .groupBy('store'),
  );
  return new Map(rows.map((row) => [String(row.store), row.n]));
}
