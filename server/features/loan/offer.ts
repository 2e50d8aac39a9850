/**
 * The card sales a loan offer is computed from (src/domain/loan.ts): card payments of the organization's
 * paid orders over the 365 days before today (Swedish days), and on how many days there were any.
 */
import { BASIS_DAYS, type CardSalesBasis } from '../../../src/domain/loan.ts';
import { addDays } from '../../../src/domain/periods.ts';
import { swedishToday } from '../../../src/domain/vat.ts';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db.ts';
import { ofOrganization } from '../../resources/row-scope.ts';
import { runSql, tableRef } from '../../storage/query-builder.ts';

export async function cardSalesBasis(
  db: Queryable,
  organizationId: string,
  now: Date = new Date(),
): Promise<CardSalesBasis> {
  const today = swedishToday(now);
  const from = addDays(today, -BASIS_DAYS);
  const [row] = await runSql<{ card_sales: string | number | null; active_days: string | number | null }>(
    db,
    sql`WITH o AS (
       SELECT o.payments, (o.placed_at AT TIME ZONE 'Europe/Stockholm')::date AS day
         FROM ${tableRef('orders')} o
        WHERE ${ofOrganization(organizationId, 'o')}
          AND o.placed_at >= ${from}::date - 1 AND o.placed_at < ${today}::date + 1
          AND o.payment_status IN ('paid', 'returned') AND o.training IS NOT TRUE
     )
     SELECT sum((p->>'amount')::bigint) AS card_sales, count(DISTINCT o.day) AS active_days
       FROM o CROSS JOIN LATERAL jsonb_array_elements(coalesce(o.payments, '[]'::jsonb)) p
       JOIN ${tableRef('payment_methods')} m ON m.id = p->>'method' AND m.type = 'card'
      WHERE o.day >= ${from}::date AND o.day < ${today}::date`,
  );
  return { cardSales: Number(row?.card_sales ?? 0), activeDays: Number(row?.active_days ?? 0) };
}
