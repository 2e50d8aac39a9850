/**
 * The statistics' daily roll-ups (server/features/reports/rollups.ts): what the API answers from them equals what
 * the orders themselves sum to, for the whole organization, a store, a register, a seller and a product, over a
 * week and over a year; a refund, a new order, a payment status change and a deleted order move them
 * exactly, in the writing transaction; rebuilding them from the orders changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../../src/domain/periods.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { rebuildSalesRollups } from '../rollups.ts';
import { figuresFromOrders, salesFigures, type SalesQuery } from '../sales.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const ORG = 'org-kaffebaren';
const today = todayIn('Europe/Stockholm');
const week = { organizationId: ORG, from: addDays(today, -7), to: today };
const year = { organizationId: ORG, from: addDays(today, -365), to: today };

async function expectSame(query: SalesQuery) {
  const fromRollups = await salesFigures(server.db, query);
  expect(fromRollups).toEqual(await figuresFromOrders(server.db, query));
  return fromRollups;
}

const yesterdaysOrder = async () => {
  const [order] = await server.db.query<{ id: string; version: number; store: string }>(
    `SELECT id, version, store FROM orders
      WHERE organization_id = $1 AND payment_status = 'paid' AND training IS NOT TRUE AND return_status IS NULL
        AND jsonb_array_length(lines) >= 2 AND placed_at < now() - interval '1 day'
      ORDER BY placed_at DESC LIMIT 1`,
    [ORG],
  );
  return order!;
};

describe('sales roll-ups', () => {
  it('answer what the orders sum to, whole, by store, register and product, over a week and a year', async () => {
    const all = await expectSame(year);
    expect(all.totals.orders).toBeGreaterThan(100);
    const weekly = await expectSame(week);
    const store = weekly.byStore[0]!.store;
    await expectSame({ ...week, stores: [store] });
    const device = weekly.byDevice[0]!;
    await expectSame({ ...week, stores: [device.store], devices: [device.device] });
    await expectSame({ ...year, product: weekly.byProduct[0]!.product! });
    // The register sales are rung up by the staff on shift, else the owner (server/seed/orders/sellers.ts).
    expect(weekly.bySeller.map((s) => s.seller)).toEqual(
      expect.arrayContaining(['user-kaffebaren-owner', 'user-kaffebaren-seller01']),
    );
    const seller = await expectSame({ ...week, sellers: ['user-kaffebaren-seller01'] });
    expect(seller.bySeller).toEqual([weekly.bySeller.find((s) => s.seller === 'user-kaffebaren-seller01')]);
    expect(seller.totals.sales).toBeLessThan(weekly.totals.sales);
    await expectSame({ ...year, sellers: ['user-kaffebaren-owner'], product: weekly.byProduct[0]!.product! });
  });

  it('move with a refund, a status change, a new order and a deletion, and rebuild to the same', async () => {
    const order = await yesterdaysOrder();
    const refund = await server.app.request(`/api/orders/${order.id}/refund`, {
      method: 'POST',
      headers: { ...(await server.authHeader('admin@kaffebaren.test')), 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: order.version, lines: [{ line: 0, quantity: 1 }] }),
    });
    expect(refund.status, await refund.clone().text()).toBe(200);
    const refunded = await expectSame(week);
    expect(refunded.totals.refunded).toBeGreaterThan(0);

    const before = await salesFigures(server.db, week);
    await server.db.query(
      `INSERT INTO orders (id, organization_id, order_number, placed_at, store, device, channel, order_type,
                           state, payment_status, total, lines, payments)
       VALUES ('rollup-test', $1, 'RT-1', now() - interval '1 hour', $2, 'Kassa 1', 'register', 'takeAway',
               'closed', 'paid', 12500,
               '[{"product": "rollup-gone", "productName": "Testvara", "vatRate": 12, "quantity": 5, "unitPrice": 2500}]',
               '[{"method": "pm-kaffebaren-kontant", "amount": 12500}]')`,
      [ORG, order.store],
    );
    const added = await expectSame(week);
    expect(added.totals.sales - before.totals.sales).toBe(12500);
    expect(added.totals.orders - before.totals.orders).toBe(1);
    expect(added.byProduct.find((p) => p.product === 'rollup-gone')).toMatchObject({ name: 'Testvara' });

    await server.db.query(`UPDATE orders SET payment_status = 'unpaid' WHERE id = 'rollup-test'`);
    expect(await expectSame(week)).toEqual(before);
    await server.db.query(`UPDATE orders SET payment_status = 'paid' WHERE id = 'rollup-test'`);
    await server.db.query(`DELETE FROM orders WHERE id = 'rollup-test'`);
    expect(await expectSame(week)).toEqual(before);

    await server.db.transaction((tx) => rebuildSalesRollups(tx));
    expect(await salesFigures(server.db, year)).toEqual(await figuresFromOrders(server.db, year));
  });
});
