/**
 * GET /api/report/3.0/open-days: the register days of the caller's organization that no Z report has
 * closed ("How the books are made"): every day a register sold or took a return (in its store's time
 * zone) that has ended and has no Z report, per register, oldest first. The register's oldest open day
 * after its last closed day is the one to close next (`closable`: the Z report's create refuses any
 * other); an open day before the last closed day was skipped (`skipped`) and can no longer be closed.
 * `orders` and `total` are the day's receipts (not training, not unfinished) and their sum in öre.
 */
import { sql } from 'kysely';
import type { OpenDay } from '../../../src/domain/z-report.ts';
import type { Queryable } from '../../db/db.ts';
import { notFound } from '../../http/errors.ts';
import type { Routes } from '../../routing/route-table.ts';
import { runSql, tableRef } from '../../storage/query-builder.ts';
import type { FeatureEnv } from '../define-feature.ts';
import { ofOrganization } from '../../resources/row-scope.ts';

/** The organization's open register days (or one register's), per register, oldest first. */
export async function openDays(db: Queryable, organizationId: string, register?: string): Promise<OpenDay[]> {
  const rows = await runSql<{
    register: string;
    registerName: string;
    store: string;
    storeName: string;
    day: string;
    orders: number | string;
    total: number | string;
    lastClosed: string | null;
  }>(
    db,
    sql`WITH r AS (
       SELECT d.id, d.name, d.store, s.name AS store_name, coalesce(s.time_zone, 'Europe/Stockholm') AS tz
         FROM ${tableRef('devices')} d JOIN ${tableRef('stores')} s ON s.id = d.store
        WHERE ${ofOrganization(organizationId, 'd')} AND d.kind = 'register'
          AND (${register ?? null}::text IS NULL OR d.id = ${register ?? null})
     ), days AS (
       SELECT r.id, (o.placed_at AT TIME ZONE r.tz)::date AS day,
              (o.training IS NOT TRUE AND o.payment_status NOT IN ('unpaid', 'reserved'))::int AS receipt,
              CASE WHEN o.training IS NOT TRUE AND o.payment_status NOT IN ('unpaid', 'reserved')
                   THEN o.total ELSE 0 END AS total
         FROM ${tableRef('orders')} o JOIN r ON r.store = o.store AND r.name = o.device
        WHERE ${ofOrganization(organizationId, 'o')}
       UNION ALL
       SELECT r.id, ((x->>'refundedAt')::timestamptz AT TIME ZONE r.tz)::date, 0, 0
         FROM ${tableRef('orders')} o JOIN r ON r.store = o.store AND r.name = o.device
        CROSS JOIN LATERAL jsonb_array_elements(o.refunds) x
        WHERE ${ofOrganization(organizationId, 'o')} AND o.refunds IS NOT NULL AND o.training IS NOT TRUE
     ), closed AS (
       SELECT register, max(business_day) AS last FROM ${tableRef('z_reports')} WHERE ${ofOrganization(organizationId)} GROUP BY register
     )
     SELECT days.id AS register, r.name AS "registerName", r.store, r.store_name AS "storeName",
            days.day::text AS day, sum(days.receipt) AS orders, sum(days.total) AS total,
            closed.last::text AS "lastClosed"
       FROM days JOIN r ON r.id = days.id LEFT JOIN closed ON closed.register = days.id
      WHERE days.day < (now() AT TIME ZONE r.tz)::date
        AND NOT EXISTS (SELECT 1 FROM ${tableRef('z_reports')} z
                         WHERE ${ofOrganization(organizationId, 'z')} AND z.register = days.id AND z.business_day = days.day)
      GROUP BY days.id, r.name, r.store, r.store_name, days.day, closed.last
      ORDER BY r.store_name, r.name, days.id, days.day`,
  );
  const next = new Set<string>();
  return rows.map((row) => {
    const skipped = row.lastClosed !== null && row.day <= row.lastClosed;
    const closable = !skipped && !next.has(row.register);
    if (closable) next.add(row.register);
    return {
      register: row.register,
      registerName: row.registerName,
      store: row.store,
      storeName: row.storeName,
      day: row.day,
      orders: Number(row.orders),
      total: Number(row.total),
      closable,
      skipped,
    };
  });
}

export function openDayRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  if (!registry.get('z-reports')) return;
  routes.get(
    '/api/report/3.0/open-days',
    { resource: 'z-reports', action: 'list' },
    'The register days no Z report has closed, per register, oldest first (the next one to close: closable)',
    async (c, { organizationId }) => {
      if (!organizationId) throw notFound();
      return c.json(await openDays(deps.db, organizationId));
    },
  );
}
