/**
 * The web shop's days, for the books ("How the books are made"): a web shop is no cash register, so no
 * Z report (SKVFS 2014:9) closes its days, but its sales are booked like the registers' (BFL 5 kap.
 * 2 §). A period's SIE file carries one voucher per store and day of web-shop sales: the figures of the
 * web orders placed that day in the store's time zone whose payment was taken (paid, or returned
 * later), and the web orders' returns made that day, made as a Z report's are
 * (src/domain/z-report.ts): sales and VAT per rate on net sales, each payment method's takings less
 * what it paid back. A web order cancelled and paid back whole before it was delivered (payment
 * `refunded`), or never paid (`unpaid`, `reserved`), is no sale. It reads the web orders placed in the
 * period (give or take a day for the stores' zones) and, of the year before, only those paid back
 * (./rollups.ts keeps an index of them): a month's file does not read a year of orders.
 */
import { sql, type RawBuilder } from 'kysely';
import {
  zReportFigures,
  type DayOrder,
  type PaymentMethodInfo,
  type ZFigures,
} from '../../../src/domain/z-report.ts';
import type { Queryable } from '../../db/db.ts';
import { qb, run, runSql, tableRef } from '../../storage/query-builder.ts';
import { toOrder, type OrderRow } from './register-day.ts';
import { ofOrganization } from '../../resources/row-scope.ts';

export interface WebShopDay {
  store: string;
  storeName: string;
  day: string;
  figures: ZFigures;
}

const SOLD = sql`o.payment_status IN ('paid', 'returned') AND o.training IS NOT TRUE`;

/** The organization's web-shop days with sales or returns from `from` to `to`, by day and store. */
export async function webShopDays(
  db: Queryable,
  organizationId: string,
  from: string,
  to: string,
): Promise<WebShopDay[]> {
  const tz = sql`coalesce(s.time_zone, 'Europe/Stockholm')`;
  const dayOf = (instant: RawBuilder<unknown>) => sql`((${instant}) AT TIME ZONE ${tz})::date`;
  const [rows, bounds, methods] = await Promise.all([
    runSql<OrderRow & { store: string; day: string; refund_days: string[] | null }>(
      db,
      sql`SELECT o.placed_at, o.total, o.payment_status, o.training, o.receipt_copies, o.lines, o.payments,
              o.refunds, o.refund_payments, o.store, ${dayOf(sql`o.placed_at`)}::text AS day,
              CASE WHEN o.refunds IS NULL THEN NULL ELSE ARRAY(
                SELECT ${dayOf(sql`(r->>'refundedAt')::timestamptz`)}::text FROM jsonb_array_elements(o.refunds) r)
              END AS refund_days
         FROM ${tableRef('orders')} o JOIN ${tableRef('stores')} s ON s.id = o.store
        WHERE ${ofOrganization(organizationId, 'o')} AND o.channel = 'web' AND ${SOLD}
          AND ((o.placed_at >= ${from}::date - 1 AND o.placed_at < ${to}::date + 2)
            OR (o.refunds IS NOT NULL AND o.placed_at >= ${from}::date - 400 AND o.placed_at < ${from}::date - 1))
        ORDER BY o.placed_at`,
    ),
    runSql<{ store: string; storeName: string; day: string; from: Date | string; to: Date | string }>(
      db,
      sql`SELECT s.id AS store, s.name AS "storeName", d::date::text AS day,
              (d::date::timestamp AT TIME ZONE ${tz}) AS "from",
              ((d::date + 1)::timestamp AT TIME ZONE ${tz}) AS "to"
         FROM ${tableRef('stores')} s, generate_series(${from}::date, ${to}::date, interval '1 day') d
        WHERE ${ofOrganization(organizationId, 's')}`,
    ),
    run<PaymentMethodInfo & { id: string }>(
      db,
      qb
        .selectFrom('payment_methods')
        .select(['id', 'name', 'type'])
        .where('organization_id', '=', organizationId),
    ),
  ]);
  const days = new Map(
    bounds.map((b) => [
      `${b.store}\u0000${b.day}`,
      {
        ...b,
        from: new Date(b.from).toISOString(),
        to: new Date(b.to).toISOString(),
        sales: [] as DayOrder[],
        returned: [] as DayOrder[],
      },
    ]),
  );
  for (const row of rows) {
    // Products' groups and kinds do not reach a voucher: none are read.
    const order = toOrder(row);
    days.get(`${row.store}\u0000${row.day}`)?.sales.push(order);
    for (const day of new Set(row.refund_days ?? []))
      days.get(`${row.store}\u0000${day}`)?.returned.push(order);
  }
  const methodInfo = new Map(methods.map((m) => [m.id, { name: m.name, type: m.type }]));
  return [...days.values()]
    .filter((d) => d.sales.length > 0 || d.returned.length > 0)
    .sort((a, b) => a.day.localeCompare(b.day) || a.storeName.localeCompare(b.storeName))
    .map((d) => ({
      store: d.store,
      storeName: d.storeName,
      day: d.day,
      figures: zReportFigures({
        sales: d.sales,
        returned: d.returned,
        day: { from: d.from, to: d.to },
        methods: methodInfo,
        changeFloat: 0,
      }),
    }));
}
