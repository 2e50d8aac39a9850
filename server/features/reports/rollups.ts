/**
 * Daily sales roll-ups (issue 15; docs/decisions.md "Sales roll-ups"): what the statistics sum, kept
 * per day (some per hour), store and register by statement triggers on `orders`, in the transaction that writes
 * the orders, so they are exact whenever the orders are:
 * - `sales_day_lines`: per day, store, register, seller, product and VAT rate: quantity, sales net of refunds,
 *   refunded, VAT, and how many orders sold the product;
 * - `sales_day_products`: the same without store, register and seller (a period of every store reads fewer rows);
 * - `sales_hour_orders`: per hour, store, register and seller: sales and how many orders sold anything;
 * - `sales_hour_products`: the same per product (a product's hours);
 * - `sales_day_payments`: payments per day, store, register, seller and method (amount, tips, count).
 * A trigger adds what a new order brings and takes away what an old one brought (an update is both), with
 * the same rules as a read over the orders: paid or returned orders that are not training receipts, a
 * line's sale net of its refunded share, its VAT at the rate on the line, the day and hour where its
 * store is. The statistics read these tables (server/features/reports/sales.ts).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, run, runSql, tableRef, tableText } from '../../storage/query-builder.ts';

/** The roll-up tables in the query builder's database type (../../storage/database.ts). */
declare module '../../storage/database.ts' {
  interface PlatformTables {
    sales_day_lines: SalesDayLine;
    sales_day_products: Omit<SalesDayLine, 'store' | 'device' | 'seller'>;
    sales_hour_orders: SalesHour;
    sales_hour_products: SalesHour & { product: string };
    sales_day_payments: RollupKey & { method: string; amount: number; tips: number; payments: number };
    rollup_state: { name: string; hash: string };
  }
}

interface RollupKey {
  organization_id: string;
  day: Date | string;
  store: string;
  device: string;
  seller: string;
}
interface SalesDayLine extends RollupKey {
  product: string;
  rate: number;
  name: string | null;
  quantity: number;
  sales: number;
  refunded: number;
  vat: number;
  orders: number;
}
interface SalesHour extends RollupKey {
  hour: number;
  sales: number;
  orders: number;
}

/** The changed orders with the sign of their contribution; `source` names the trigger's rows. */
const changed = (sources: readonly (readonly [transitionTable: string, sign: 1 | -1])[]) =>
  sources.map(([rows, sign]) => `SELECT o.*, ${sign} AS sign FROM ${rows} o`).join(' UNION ALL ');

/** The counted orders (`od`) and their sold lines (`v`) of `source`, as CTEs. */
const contributions = (source: string) => `
  WITH ch AS (${source}),
  od AS (
    SELECT ch.id, ch.sign, ch.organization_id, ch.store, coalesce(ch.device, '') AS device,
           coalesce(ch.seller, '') AS seller, ch.lines, ch.payments,
           ch.placed_at AT TIME ZONE coalesce(s.time_zone, 'Europe/Stockholm') AS local
      FROM ch LEFT JOIN ${tableText('stores')} s ON s.id = ch.store
     WHERE ch.payment_status IN ('paid', 'returned') AND ch.training IS NOT TRUE
  ),
  l AS (
    SELECT od.id, od.sign, od.organization_id, od.store, od.device, od.seller, od.local::date AS day,
           extract(hour FROM od.local)::int AS hour, coalesce(e->>'product', '') AS product,
           e->>'productName' AS name, (e->>'vatRate')::int AS rate, (e->>'quantity')::int AS q,
           coalesce((e->>'refundedQuantity')::int, 0) AS rq,
           (e->>'unitPrice')::bigint * (e->>'quantity')::int - coalesce((e->>'discount')::bigint, 0) AS gross
      FROM od CROSS JOIN LATERAL jsonb_array_elements(od.lines) e
  ),
  n AS (
    SELECT l.*, l.q - l.rq AS quantity, l.gross - round(l.gross * l.rq::numeric / l.q)::bigint AS sales,
           round(l.gross * l.rq::numeric / l.q)::bigint AS refunded
      FROM l WHERE l.q > 0
  ),
  v AS (SELECT n.*, round(n.sales * n.rate::numeric / (100 + n.rate))::bigint AS vat FROM n)`;

/** Orders counted once per group, taking the removed ones away. */
const ORDERS = `count(DISTINCT id) FILTER (WHERE sign = 1) - count(DISTINCT id) FILTER (WHERE sign = -1)`;

/** The statements that add `source`'s contributions to the roll-ups. */
function applyStatements(source: string): string[] {
  const from = contributions(source);
  return [
    `${from}
    INSERT INTO ${tableText('sales_day_lines')} AS r
      (organization_id, day, store, device, seller, product, rate, name, quantity, sales, refunded, vat, orders)
    SELECT organization_id, day, store, device, seller, product, rate, min(name), sum(sign * quantity),
           sum(sign * sales), sum(sign * refunded), sum(sign * vat), ${ORDERS}
      FROM v GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (organization_id, day, store, device, seller, product, rate) DO UPDATE SET
      name = least(r.name, excluded.name), quantity = r.quantity + excluded.quantity,
      sales = r.sales + excluded.sales, refunded = r.refunded + excluded.refunded, vat = r.vat + excluded.vat,
      orders = r.orders + excluded.orders`,
    `${from}
    INSERT INTO ${tableText('sales_day_products')} AS r (organization_id, day, product, rate, name, quantity, sales, refunded, vat, orders)
    SELECT organization_id, day, product, rate, min(name), sum(sign * quantity), sum(sign * sales),
           sum(sign * refunded), sum(sign * vat), ${ORDERS}
      FROM v GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, day, product, rate) DO UPDATE SET
      name = least(r.name, excluded.name), quantity = r.quantity + excluded.quantity,
      sales = r.sales + excluded.sales, refunded = r.refunded + excluded.refunded, vat = r.vat + excluded.vat,
      orders = r.orders + excluded.orders`,
    `${from}
    INSERT INTO ${tableText('sales_hour_orders')} AS r (organization_id, day, hour, store, device, seller, sales, orders)
    SELECT organization_id, day, hour, store, device, seller, sum(sign * sales), ${ORDERS}
      FROM v GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (organization_id, day, hour, store, device, seller) DO UPDATE SET
      sales = r.sales + excluded.sales, orders = r.orders + excluded.orders`,
    `${from}
    INSERT INTO ${tableText('sales_hour_products')} AS r (organization_id, product, day, hour, store, device, seller, sales, orders)
    SELECT organization_id, product, day, hour, store, device, seller, sum(sign * sales), ${ORDERS}
      FROM v GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (organization_id, product, day, hour, store, device, seller) DO UPDATE SET
      sales = r.sales + excluded.sales, orders = r.orders + excluded.orders`,
    `${from}
    INSERT INTO ${tableText('sales_day_payments')} AS r
      (organization_id, day, store, device, seller, method, amount, tips, payments)
    SELECT od.organization_id, od.local::date, od.store, od.device, od.seller, p->>'method',
           sum(od.sign * (p->>'amount')::bigint), sum(od.sign * coalesce((p->>'tip')::bigint, 0)), sum(od.sign)
      FROM od CROSS JOIN LATERAL jsonb_array_elements(coalesce(od.payments, '[]'::jsonb)) p
     GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (organization_id, day, store, device, seller, method) DO UPDATE SET
      amount = r.amount + excluded.amount, tips = r.tips + excluded.tips, payments = r.payments + excluded.payments`,
  ];
}

/** The roll-up tables (a report reads the coarsest that answers it: server/features/reports/sales.ts). */
export const ROLLUP_TABLES = [
  'sales_day_lines',
  'sales_day_products',
  'sales_hour_orders',
  'sales_hour_products',
  'sales_day_payments',
] as const;

const TABLES = [
  `CREATE TABLE IF NOT EXISTS ${tableText('sales_day_lines')} (
    organization_id text NOT NULL, day date NOT NULL, store text NOT NULL, device text NOT NULL,
    seller text NOT NULL, product text NOT NULL, rate integer NOT NULL, name text,
    quantity bigint NOT NULL, sales bigint NOT NULL, refunded bigint NOT NULL, vat bigint NOT NULL,
    orders integer NOT NULL,
    PRIMARY KEY (organization_id, day, store, device, seller, product, rate))`,
  `CREATE TABLE IF NOT EXISTS ${tableText('sales_day_products')} (
    organization_id text NOT NULL, day date NOT NULL, product text NOT NULL, rate integer NOT NULL, name text,
    quantity bigint NOT NULL, sales bigint NOT NULL, refunded bigint NOT NULL, vat bigint NOT NULL,
    orders integer NOT NULL,
    PRIMARY KEY (organization_id, day, product, rate))`,
  `CREATE TABLE IF NOT EXISTS ${tableText('sales_hour_orders')} (
    organization_id text NOT NULL, day date NOT NULL, hour smallint NOT NULL, store text NOT NULL,
    device text NOT NULL, seller text NOT NULL, sales bigint NOT NULL, orders integer NOT NULL,
    PRIMARY KEY (organization_id, day, hour, store, device, seller))`,
  `CREATE TABLE IF NOT EXISTS ${tableText('sales_hour_products')} (
    organization_id text NOT NULL, product text NOT NULL, day date NOT NULL, hour smallint NOT NULL,
    store text NOT NULL, device text NOT NULL, seller text NOT NULL, sales bigint NOT NULL, orders integer NOT NULL,
    PRIMARY KEY (organization_id, product, day, hour, store, device, seller))`,
  `CREATE TABLE IF NOT EXISTS ${tableText('sales_day_payments')} (
    organization_id text NOT NULL, day date NOT NULL, store text NOT NULL, device text NOT NULL,
    seller text NOT NULL, method text NOT NULL, amount bigint NOT NULL, tips bigint NOT NULL,
    payments integer NOT NULL,
    PRIMARY KEY (organization_id, day, store, device, seller, method))`,
  `CREATE TABLE IF NOT EXISTS ${tableText('rollup_state')} (name text PRIMARY KEY, hash text NOT NULL)`,
];

const TRIGGERS: readonly { name: string; event: string; referencing: string; source: string }[] = [
  {
    name: 'ins',
    event: 'INSERT',
    referencing: 'NEW TABLE AS new_rows',
    source: changed([['new_rows', 1]]),
  },
  {
    name: 'upd',
    event: 'UPDATE',
    referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    source: changed([
      ['old_rows', -1],
      ['new_rows', 1],
    ]),
  },
  {
    name: 'del',
    event: 'DELETE',
    referencing: 'OLD TABLE AS old_rows',
    source: changed([['old_rows', -1]]),
  },
];

function triggerStatements(): string[] {
  return TRIGGERS.flatMap(({ name, event, referencing, source }) => [
    `CREATE OR REPLACE FUNCTION sales_rollups_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
${applyStatements(source)
  .map((statement) => `  ${statement};`)
  .join('\n')}
  RETURN NULL;
END
$$`,
    `DROP TRIGGER IF EXISTS tr_orders_sales_rollups_${name} ON ${tableText('orders')}`,
    `CREATE TRIGGER tr_orders_sales_rollups_${name} AFTER ${event} ON ${tableText('orders')} REFERENCING ${referencing}
     FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_${name}()`,
  ]);
}

/** Empties the roll-ups and sums every stored order into them again. */
export async function rebuildSalesRollups(tx: Queryable): Promise<void> {
  await runSql(tx, sql`TRUNCATE ${sql.join(ROLLUP_TABLES.map(tableRef))}`);
  for (const statement of applyStatements(`SELECT o.*, 1 AS sign FROM ${tableText('orders')} o`))
    await tx.query(statement);
}

const DEFINITION = [...TABLES, ...triggerStatements()];
const HASH = createHash('sha256').update(DEFINITION.join('\n')).digest('hex');
/** Any number; it serializes the processes that start at once on one PostgreSQL. */
const LOCK_KEY = 7_105_001;

/**
 * Creates the roll-ups and their triggers when they are missing or were made by other code, and then
 * rebuilds them from the orders (an upgrade, or a database from before them). Needs the orders and stores
 * tables (after ensureSchema).
 */
export async function ensureSalesRollups(db: Db): Promise<void> {
  const current = async (q: Queryable) => {
    const [table] = await q.query("SELECT 1 FROM pg_tables WHERE tablename = 'rollup_state'");
    if (!table) return false;
    const [row] = await run(q, qb.selectFrom('rollup_state').select('hash').where('name', '=', 'sales'));
    return row?.hash === HASH;
  };
  if (await current(db)) return;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    if (await current(tx)) return;
    for (const statement of DEFINITION) await tx.query(statement);
    await rebuildSalesRollups(tx);
    await run(
      tx,
      qb
        .insertInto('rollup_state')
        .values({ name: 'sales', hash: HASH })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet({ hash: (eb) => eb.ref('excluded.hash') }),
        ),
    );
  });
}
