/**
 * Sales figures of an organization over whole days (issue 15; SPEC 2 statistics): the sold lines of paid
 * orders, each net of what was refunded of it (src/domain/orders.ts refundOf: the line's share, rounded
 * so that whole refunds add up), with its VAT at the rate it was sold at (the rate is on the line), on
 * the day it was sold where its store is (the store's time zone). Summed by day, hour, VAT rate,
 * product, main product group, store, register and payment method in SQL.
 */
import { sql, type RawBuilder } from 'kysely';
import type { SalesFigures } from '../../../src/domain/statistics.ts';
import type { Queryable } from '../../db/db.ts';
import { runSql, tableRef } from '../../storage/query-builder.ts';
import { ofOrganization } from '../../resources/row-scope.ts';

export interface SalesQuery {
  organizationId: string;
  from: string;
  to: string;
  stores?: readonly string[];
  devices?: readonly string[];
  /** Only sales rung up by these users (SPEC 3's report filter: userId). */
  sellers?: readonly string[];
  /** Only lines of this product, or of products of this main group (or its sub-groups). */
  product?: string;
  category?: string;
}

/** The CTEs every figure reads: `od` the period's orders, `n` their lines net of refunds. */
function base(query: SalesQuery): RawBuilder<unknown> {
  const { from, to } = query;
  const conditions = [
    ofOrganization(query.organizationId, 'o'),
    // A day in any time zone lies within a day either side of the UTC day: the index finds these.
    sql`o.placed_at >= ${from}::date - 1`,
    sql`o.placed_at < ${to}::date + 2`,
    sql`o.payment_status IN ('paid', 'returned')`,
    sql`o.training IS NOT TRUE`,
  ];
  if (query.stores?.length) conditions.push(sql`o.store = ANY(${query.stores}::text[])`);
  if (query.devices?.length) conditions.push(sql`o.device = ANY(${query.devices}::text[])`);
  if (query.sellers?.length) conditions.push(sql`o.seller = ANY(${query.sellers}::text[])`);
  const lineConditions: RawBuilder<unknown>[] = [];
  if (query.product) lineConditions.push(sql`e->>'product' = ${query.product}`);
  if (query.category) lineConditions.push(sql`coalesce(g.parent, g.id) = ${query.category}`);
  return sql`
    WITH od AS (
      SELECT o.id, o.store, o.device, o.seller, o.payments, o.lines,
             (o.placed_at AT TIME ZONE coalesce(s.time_zone, 'Europe/Stockholm'))::date AS day,
             extract(hour FROM o.placed_at AT TIME ZONE coalesce(s.time_zone, 'Europe/Stockholm'))::int AS hour
        FROM ${tableRef('orders')} o LEFT JOIN ${tableRef('stores')} s ON s.id = o.store
       WHERE ${sql.join(conditions, sql` AND `)}
    ), o AS (
      SELECT * FROM od WHERE day BETWEEN ${from}::date AND ${to}::date
    ), l AS (
      SELECT o.id, o.day, o.hour, o.store, o.device, o.seller, e->>'product' AS product, e->>'productName' AS name,
             coalesce(g.parent, g.id) AS category,
             (e->>'vatRate')::int AS rate, (e->>'quantity')::int AS q,
             coalesce((e->>'refundedQuantity')::int, 0) AS rq,
             (e->>'unitPrice')::bigint * (e->>'quantity')::int - coalesce((e->>'discount')::bigint, 0) AS gross
        FROM o CROSS JOIN LATERAL jsonb_array_elements(o.lines) e
        LEFT JOIN ${tableRef('products')} pr ON pr.id = e->>'product'
        LEFT JOIN ${tableRef('product_groups')} g ON g.id = pr."group"
       ${lineConditions.length ? sql`WHERE ${sql.join(lineConditions, sql` AND `)}` : sql``}
    ), n AS (
      SELECT l.*, l.q - l.rq AS quantity,
             l.gross - round(l.gross * l.rq::numeric / l.q)::bigint AS sales,
             round(l.gross * l.rq::numeric / l.q)::bigint AS refunded
        FROM l WHERE l.q > 0
    ), v AS (
      SELECT n.*, round(n.sales * n.rate::numeric / (100 + n.rate))::bigint AS vat FROM n
    )`;
}

const int = (value: unknown): number => Number(value ?? 0);

/** A seller's name as the users table holds it (`u`), for the figures per seller. */
const SELLER_NAME = sql`concat_ws(' ', u.first_name, u.last_name)`;

/** The figures summed over the orders themselves: a category's drill-down (see salesFigures), and the roll-ups' check in tests. */
export async function figuresFromOrders(db: Queryable, query: SalesQuery): Promise<SalesFigures> {
  const run = <T>(select: RawBuilder<unknown>): Promise<T[]> => runSql<T>(db, sql`${base(query)} ${select}`);
  const [totals, byDay, byHour, byVat, byProduct, byCategory, byStore, byDevice, bySeller, byPayment] =
    await Promise.all([
      run<Raw>(sql`SELECT coalesce(sum(sales), 0) AS sales, coalesce(sum(vat), 0) AS vat,
                     coalesce(sum(refunded), 0) AS refunded, count(DISTINCT id) AS orders,
                     coalesce(sum(quantity), 0) AS items FROM v`),
      run<Raw>(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(sales) AS sales, count(DISTINCT id) AS orders
                FROM v GROUP BY day ORDER BY day`),
      run<Raw>(
        sql`SELECT hour, sum(sales) AS sales, count(DISTINCT id) AS orders FROM v GROUP BY hour ORDER BY hour`,
      ),
      run<Raw>(
        sql`SELECT rate, sum(sales) AS sales, sum(vat) AS vat FROM v GROUP BY rate ORDER BY rate DESC`,
      ),
      run<Raw>(sql`SELECT v.product, coalesce(pr.name, min(v.name)) AS name, min(v.category) AS category,
                     sum(v.quantity) AS quantity, sum(v.sales) AS sales
                FROM v LEFT JOIN ${tableRef('products')} pr ON pr.id = v.product
               GROUP BY v.product, pr.name ORDER BY sum(v.sales) DESC, v.product`),
      run<Raw>(sql`SELECT v.category, g.name, sum(v.quantity) AS quantity, sum(v.sales) AS sales
                FROM v LEFT JOIN ${tableRef('product_groups')} g ON g.id = v.category
               GROUP BY v.category, g.name ORDER BY sum(v.sales) DESC, v.category`),
      run<Raw>(sql`SELECT v.store, s.name, sum(v.sales) AS sales, count(DISTINCT v.id) AS orders
                FROM v LEFT JOIN ${tableRef('stores')} s ON s.id = v.store
               GROUP BY v.store, s.name ORDER BY sum(v.sales) DESC`),
      run<Raw>(sql`SELECT store, device, sum(sales) AS sales, count(DISTINCT id) AS orders
                FROM v WHERE device IS NOT NULL GROUP BY store, device ORDER BY store, device`),
      run<Raw>(sql`SELECT v.seller, ${SELLER_NAME} AS name, sum(v.sales) AS sales, count(DISTINCT v.id) AS orders
                FROM v LEFT JOIN ${tableRef('users')} u ON u.id = v.seller WHERE v.seller IS NOT NULL
               GROUP BY v.seller, ${SELLER_NAME} ORDER BY sum(v.sales) DESC, v.seller`),
      query.product || query.category
        ? Promise.resolve([])
        : run<Raw>(sql`SELECT p->>'method' AS method, m.name, sum((p->>'amount')::bigint) AS amount,
                         coalesce(sum((p->>'tip')::bigint), 0) AS tips, count(*) AS payments
                    FROM o CROSS JOIN LATERAL jsonb_array_elements(coalesce(o.payments, '[]'::jsonb)) p
                    LEFT JOIN ${tableRef('payment_methods')} m ON m.id = p->>'method'
                   GROUP BY p->>'method', m.name ORDER BY sum((p->>'amount')::bigint) DESC`),
    ]);
  return toFigures({
    totals,
    byDay,
    byHour,
    byVat,
    byProduct,
    byCategory,
    byStore,
    byDevice,
    bySeller,
    byPayment,
  });
}

type Raw = Record<string, unknown>;

interface RawFigures {
  totals: Raw[];
  byDay: Raw[];
  byHour: Raw[];
  byVat: Raw[];
  byProduct: Raw[];
  byCategory: Raw[];
  byStore: Raw[];
  byDevice: Raw[];
  bySeller: Raw[];
  byPayment: Raw[];
}

function toFigures(raw: RawFigures): SalesFigures {
  const { totals, byDay, byHour, byVat, byProduct, byCategory, byStore, byDevice, bySeller, byPayment } = raw;
  const t = totals[0] ?? {};
  return {
    totals: {
      sales: int(t.sales),
      vat: int(t.vat),
      net: int(t.sales) - int(t.vat),
      refunded: int(t.refunded),
      orders: int(t.orders),
      items: int(t.items),
    },
    byDay: byDay.map((r) => ({ day: String(r.day), sales: int(r.sales), orders: int(r.orders) })),
    byHour: byHour.map((r) => ({ hour: int(r.hour), sales: int(r.sales), orders: int(r.orders) })),
    byVat: byVat.map((r) => ({
      rate: int(r.rate),
      sales: int(r.sales),
      vat: int(r.vat),
      net: int(r.sales) - int(r.vat),
    })),
    byProduct: byProduct.map((r) => ({
      product: (r.product as string | null) ?? null,
      name: String(r.name ?? ''),
      category: (r.category as string | null) ?? null,
      quantity: int(r.quantity),
      sales: int(r.sales),
    })),
    byCategory: byCategory.map((r) => ({
      category: (r.category as string | null) ?? null,
      name: (r.name as string | null) ?? null,
      quantity: int(r.quantity),
      sales: int(r.sales),
    })),
    byStore: byStore.map((r) => ({
      store: String(r.store),
      name: (r.name as string | null) ?? null,
      sales: int(r.sales),
      orders: int(r.orders),
    })),
    byDevice: byDevice.map((r) => ({
      store: String(r.store),
      device: String(r.device),
      sales: int(r.sales),
      orders: int(r.orders),
    })),
    bySeller: bySeller.map((r) => ({
      seller: String(r.seller),
      name: (r.name as string | null) || null,
      sales: int(r.sales),
      orders: int(r.orders),
    })),
    byPayment: byPayment.map((r) => ({
      method: String(r.method),
      name: (r.name as string | null) ?? null,
      amount: int(r.amount),
      tips: int(r.tips),
      payments: int(r.payments),
    })),
  };
}

/** Which grouping set a row of a GROUPING SETS query belongs to. */
const setOf = (sets: readonly (readonly [name: string, column: string])[]) =>
  `CASE ${sets.map(([name, column]) => `WHEN GROUPING(${column}) = 0 THEN '${name}'`).join(' ')} ELSE 'total' END`;

/**
 * The figures read from the roll-ups (./rollups.ts) in three statements, each one pass over a period's
 * rows per day instead of its orders' lines, so a year costs what its days do, not its orders:
 * - the lines (totals, VAT rates, products and their categories), per store and register only when the
 *   filter names stores, registers or sellers;
 * - the hours (order counts and sales by day, hour, store and register), of the product when one is asked;
 * - the payments.
 */
async function figuresFromRollups(db: Queryable, query: SalesQuery): Promise<SalesFigures> {
  const conditions = [
    ofOrganization(query.organizationId),
    sql`day BETWEEN ${query.from}::date AND ${query.to}::date`,
  ];
  const narrowed = Boolean(query.stores?.length || query.devices?.length || query.sellers?.length);
  if (query.stores?.length) conditions.push(sql`store = ANY(${query.stores}::text[])`);
  if (query.devices?.length) conditions.push(sql`device = ANY(${query.devices}::text[])`);
  if (query.sellers?.length) conditions.push(sql`seller = ANY(${query.sellers}::text[])`);
  const where = sql.join(conditions, sql` AND `);
  const productWhere = query.product ? sql`${where} AND product = ${query.product}` : where;
  const lines = sql`SELECT * FROM ${tableRef(narrowed ? 'sales_day_lines' : 'sales_day_products')} WHERE ${productWhere}`;
  const hours = query.product
    ? sql`SELECT * FROM ${tableRef('sales_hour_products')} WHERE ${productWhere}`
    : sql`SELECT * FROM ${tableRef('sales_hour_orders')} WHERE ${where}`;
  const run = (select: RawBuilder<Raw>) => runSql(db, select);
  const [lineRows, hourRows, byPayment] = await Promise.all([
    run(sql`WITH g AS (
           SELECT ${sql.raw(
             setOf([
               ['rate', 'rate'],
               ['product', 'product'],
             ]),
           )} AS set, rate, product, min(name) AS name,
                  sum(quantity) AS quantity, sum(sales) AS sales, sum(refunded) AS refunded, sum(vat) AS vat,
                  sum(orders) AS orders
             FROM (${lines}) r GROUP BY GROUPING SETS ((), (rate), (product))
         ), pr AS (
           SELECT g.product, coalesce(x.name, g.name) AS name, coalesce(pg.parent, pg.id) AS category,
                  g.quantity, g.sales
             FROM g LEFT JOIN ${tableRef('products')} x ON x.id = g.product LEFT JOIN ${tableRef('product_groups')} pg ON pg.id = x."group"
            WHERE g.set = 'product' AND g.orders > 0
         )
         SELECT set, rate, NULL AS product, NULL AS name, NULL AS category, quantity, sales, refunded, vat
           FROM g WHERE set = 'total' OR (set = 'rate' AND orders > 0)
         UNION ALL
         SELECT 'product', NULL, nullif(product, ''), name, category, quantity, sales, NULL, NULL FROM pr
         UNION ALL
         SELECT 'category', NULL, NULL, c.name, pr.category, sum(pr.quantity), sum(pr.sales), NULL, NULL
           FROM pr LEFT JOIN ${tableRef('product_groups')} c ON c.id = pr.category GROUP BY pr.category, c.name
         ORDER BY set, rate DESC, sales DESC, product, category`),
    run(sql`SELECT * FROM (
           SELECT ${sql.raw(
             setOf([
               ['day', 'r.day'],
               ['hour', 'r.hour'],
               ['device', 'r.device'],
               ['store', 'r.store'],
               ['seller', 'r.seller'],
             ]),
           )} AS set, to_char(r.day, 'YYYY-MM-DD') AS day, r.hour, r.store, r.device, r.seller,
                  CASE WHEN GROUPING(r.seller) = 0 THEN ${SELLER_NAME} ELSE st.name END AS name,
                  sum(r.sales) AS sales, sum(r.orders) AS orders
             FROM (${hours}) r LEFT JOIN ${tableRef('stores')} st ON st.id = r.store LEFT JOIN ${tableRef('users')} u ON u.id = r.seller
            GROUP BY GROUPING SETS ((), (r.day), (r.hour), (r.store, st.name), (r.store, r.device),
                                    (r.seller, ${SELLER_NAME}))
           HAVING GROUPING(r.day, r.hour, r.store, r.device, r.seller) = 31 OR sum(r.orders) > 0
         ) x ORDER BY set, CASE WHEN set IN ('store', 'seller') THEN sales END DESC, day, hour, store, device, seller`),
    query.product
      ? Promise.resolve([])
      : run(sql`SELECT r.method, m.name, sum(r.amount) AS amount, sum(r.tips) AS tips, sum(r.payments) AS payments
               FROM (SELECT * FROM ${tableRef('sales_day_payments')} WHERE ${where}) r
               LEFT JOIN ${tableRef('payment_methods')} m ON m.id = r.method
              GROUP BY r.method, m.name HAVING sum(r.payments) > 0 ORDER BY sum(r.amount) DESC`),
  ]);
  const of = (rows: Raw[], set: string) => rows.filter((row) => row.set === set);
  const total = of(lineRows, 'total')[0] ?? {};
  const hourTotal = of(hourRows, 'total')[0] ?? {};
  return toFigures({
    totals: [{ ...total, items: total.quantity, orders: hourTotal.orders }],
    byDay: of(hourRows, 'day'),
    byHour: of(hourRows, 'hour'),
    byVat: of(lineRows, 'rate'),
    byProduct: of(lineRows, 'product'),
    byCategory: of(lineRows, 'category'),
    byStore: of(hourRows, 'store'),
    byDevice: of(hourRows, 'device').filter((row) => row.device !== ''),
    bySeller: of(hourRows, 'seller').filter((row) => row.seller !== ''),
    byPayment,
  });
}

/**
 * Sales figures of a period. A category's drill-down sums the orders themselves: how many orders sold
 * anything of a category cannot be added up from per-product counts (one order may hold two of its
 * products), and a category's period is what its page reads. Everything else reads the roll-ups.
 */
export function salesFigures(db: Queryable, query: SalesQuery): Promise<SalesFigures> {
  return query.category ? figuresFromOrders(db, query) : figuresFromRollups(db, query);
}
