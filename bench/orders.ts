/**
 * The orders bench (issue 14): the demo generator's orders of Kaffebaren, scaled to `count` (1,000,000 by
 * default) over 13 months, written straight into the orders table; then the orders page's requests
 * under load: one store's day (the date filter, newest first) and an order's detail.
 */
import type { Db } from '../server/db/db.ts';
import { resourceDefinitions } from '../server/resources/definitions.ts';
import { insertRows } from '../server/resources/storage.ts';
import { generateOrders } from '../server/seed/orders/generate.ts';
import { KAFFEBAREN } from '../server/seed/orders/index.ts';
import { timeRequests, type TimedRequest } from './api-load.ts';

const DAYS = 395;
const WINDOW = 5;
const BATCH = 1000;

export interface FilledOrders {
  orders: number;
  seconds: number;
  /** Some of the ids, for the detail requests. */
  sample: string[];
}

/**
 * Writes about `count` orders in windows of a few days (the generator keeps a window in memory), each
 * window's numbers prefixed with its index so that they stay unique, then vacuums and analyzes the table
 * (bench/large-org.ts says why).
 */
export async function fillOrders(db: Db, count: number, log: (line: string) => void): Promise<FilledOrders> {
  const started = performance.now();
  const orders = resourceDefinitions.find((d) => d.name === 'orders');
  if (!orders) throw new Error('bench: no orders resource');
  // The demo plan's orders over the same days, to scale its orders a day (weekdays, months) to `count`.
  const demo = generateOrders(KAFFEBAREN, DAYS, new Date()).length;
  const plan = { ...KAFFEBAREN, perDay: (KAFFEBAREN.perDay * count) / demo };
  const sample: string[] = [];
  let written = 0;
  for (let end = 0; end < DAYS; end += WINDOW) {
    // The window ends late on its last day, so that day is whole (the generator leaves out a day's future).
    const now = new Date(Date.now() - (end + 1) * 86_400_000);
    now.setUTCHours(22, 59, 0, 0);
    const rows = generateOrders(plan, WINDOW, now).map((row) => {
      const orderNumber = `W${end / WINDOW}-${String(row.data.orderNumber)}`;
      return { ...row, id: `bench-order-${orderNumber}`, data: { ...row.data, orderNumber } };
    });
    await db.transaction(async (tx) => {
      for (let at = 0; at < rows.length; at += BATCH)
        await insertRows(tx, orders, KAFFEBAREN.organizationId, rows.slice(at, at + BATCH), 'bench');
    });
    for (let i = 0; i < rows.length; i += 997) sample.push(rows[i]!.id);
    written += rows.length;
    if ((end / WINDOW) % 10 === 0) log(`  orders: ${written} written`);
  }
  await db.query('VACUUM (ANALYZE) orders');
  return { orders: written, seconds: (performance.now() - started) / 1000, sample };
}

/** The orders page's requests, each by `clients` clients at once. */
export function measureOrders(
  baseUrl: string,
  token: string,
  sample: readonly string[],
  clients: number,
): Promise<TimedRequest[]> {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const stores = KAFFEBAREN.stores.map((s) => s.id);
  const dayList = (n: number) => {
    const day = new Date(Date.now() - (2 + ((n * 37) % (DAYS - 3))) * 86_400_000).toISOString().slice(0, 10);
    const filter = {
      store: stores[n % stores.length],
      placedAt_gt: `${day}T00:00:00.000Z`,
      placedAt_lt: `${day}T23:59:59.999Z`,
    };
    return `${baseUrl}/api/orders?${new URLSearchParams({
      filter: JSON.stringify(filter),
      range: JSON.stringify([25 * (n % 4), 25 * (n % 4) + 24]),
      sort: '["placedAt","DESC"]',
    }).toString()}`;
  };
  return timeRequests(
    [
      { label: "orders of one store's day, newest first", urls: (n) => [dayList(n)] },
      {
        label: "an order's detail",
        urls: (n) => [`${baseUrl}/api/orders/${encodeURIComponent(sample[(n * 7919) % sample.length]!)}`],
      },
    ],
    headers,
    clients,
    Math.round(800 / clients),
  );
}
