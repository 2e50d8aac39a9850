/**
 * The reports bench (issue 15, DESIGN.md 8): the orders bench's orders copied in SQL until the orders
 * table holds `lines` order lines (10 million by default), each copy on the same days in the same
 * organization (so one organization's month and year grow with it); then the statistics pages' requests
 * as the page sends them (the period and its comparison period at once): a month's overview and a year.
 */
import type { Db } from '../server/db/db.ts';
import { rebuildSalesRollups } from '../server/features/reports/rollups.ts';
import { timeRequests, type TimedRequest } from './api-load.ts';

export interface ToppedUp {
  lines: number;
  copies: number;
  seconds: number;
}

const countLines = async (db: Db) =>
  Number(
    (await db.query<{ n: string }>('SELECT coalesce(sum(jsonb_array_length(lines)), 0) AS n FROM orders'))[0]
      ?.n ?? 0,
  );

/** Copies the bench's orders (ids `bench-order-…`) until the table holds at least `lines` lines. */
export async function topUpOrderLines(db: Db, lines: number, log: (line: string) => void): Promise<ToppedUp> {
  const started = performance.now();
  const columns = (
    await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'orders' ORDER BY ordinal_position`,
    )
  ).map((c) => `"${c.column_name}"`);
  const copied = (copy: number) =>
    columns.map((c) =>
      c === '"id"' ? `id || '-c${copy}'` : c === '"order_number"' ? `order_number || '-c${copy}'` : c,
    );
  let total = await countLines(db);
  const perCopy = Number(
    (
      await db.query<{ n: string }>(
        `SELECT coalesce(sum(jsonb_array_length(lines)), 0) AS n FROM orders WHERE id LIKE 'bench-order-%'`,
      )
    )[0]?.n ?? 0,
  );
  let copies = 0;
  if (perCopy === 0 || total >= lines) return { lines: total, copies, seconds: 0 };
  // A bulk load as pg_restore does it: the indexes that are not constraints are built once after the
  // copies, and the roll-ups are summed once from every order instead of by the insert trigger.
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = 'orders'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const index of indexes) await db.query(`DROP INDEX "${index.indexname}"`);
  await db.query('ALTER TABLE orders DISABLE TRIGGER tr_orders_sales_rollups_ins');
  while (total < lines) {
    copies += 1;
    // A month at a time, to keep each statement's memory small.
    for (let month = 0; month < 14; month += 1) {
      await db.query(
        `INSERT INTO orders (${columns.join(', ')})
         SELECT ${copied(copies).join(', ')} FROM orders
          WHERE id LIKE 'bench-order-%' AND id NOT LIKE '%-c%'
            AND placed_at >= date_trunc('month', now()) - make_interval(months => $1 + 1)
            AND placed_at < date_trunc('month', now()) - make_interval(months => $1)`,
        [month - 1],
      );
    }
    total += perCopy;
    log(`  reports: copy ${copies} of the bench orders, ${total} lines`);
  }
  for (const index of indexes) await db.query(index.indexdef);
  await db.query('ALTER TABLE orders ENABLE TRIGGER tr_orders_sales_rollups_ins');
  await db.transaction((tx) => rebuildSalesRollups(tx));
  log(`  reports: ${indexes.length} indexes built again, the roll-ups summed from every order`);
  await db.query('ANALYZE');
  return { lines: total, copies, seconds: (performance.now() - started) / 1000 };
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Each report request's p95 budget (ms), in measureReports' order (DESIGN.md 8; issue 37: SIE under 2 s). */
export const REPORT_BUDGETS_MS = [300, 500, 2000] as const;

/**
 * A month's overview (a month and the one before), a year's products (a year and the one before), and a
 * month's SIE file (its Z reports and web-shop days).
 */
export function measureReports(baseUrl: string, token: string): Promise<TimedRequest[]> {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const sales = (from: Date, to: Date) => `${baseUrl}/api/analytics/sales?from=${ymd(from)}&to=${ymd(to)}`;
  const month = (n: number) => {
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - (n % 12), 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const before = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1));
    return [sales(first, last), sales(before, addDays(first, -1))];
  };
  const year = (n: number) => {
    const to = addDays(new Date(), -1 - (n % 7));
    const from = addDays(to, -364);
    return [sales(from, to), sales(addDays(from, -365), addDays(from, -1))];
  };
  const sie = (n: number) => {
    const [first] = month(n);
    const query = new URL(first!).searchParams;
    return [`${baseUrl}/api/report/3.0/sie?from=${query.get('from')}&to=${query.get('to')}`];
  };
  return timeRequests(
    [
      { label: "a month's overview (the month and the one before)", urls: month, parallel: true },
      { label: "a year's products (the year and the one before)", urls: year, parallel: true },
      { label: "a month's SIE file", urls: sie, parallel: false },
    ],
    headers,
    1,
    20,
  );
}
