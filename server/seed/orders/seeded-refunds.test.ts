/**
 * The seeded orders' money as a bookkeeper and the back office read it: a gift card payment names its
 * card, so the order can be refunded onto it; every seeded refund says how it went back, and a card
 * refund is the provider's transaction too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface OrderRow {
  id: string;
  organization_id: string;
  order_number: string;
  version: number;
  payments: { method: string; amount: number; giftCard?: string; cardBrand?: string }[];
  refunded_amount: number | null;
  refund_payments: { means: string; amount: number; transactionId?: string; giftCard?: string }[] | null;
}

const ordersPaidWith = (type: string) =>
  server.db.query<OrderRow>(
    `SELECT o.id, o.organization_id, o.order_number, o.version, o.payments, o.refunded_amount, o.refund_payments
       FROM orders o JOIN payment_methods m ON m.id = o.payments->0->>'method'
      WHERE m.type = $1 AND o.training IS NOT TRUE`,
    [type],
  );

describe('the seeded orders', () => {
  it('name the gift card that paid, one of their own organization, with room for the order back on it', async () => {
    const paid = await ordersPaidWith('giftCard');
    expect(paid.length).toBeGreaterThan(10);
    const cards = await server.db.query<{ id: string; organization_id: string }>(
      'SELECT id, organization_id FROM gift_cards',
    );
    const owner = new Map(cards.map((c) => [c.id, c.organization_id]));
    const unnamed = paid.filter((o) => owner.get(o.payments[0]!.giftCard ?? '') !== o.organization_id);
    expect(unnamed.map((o) => o.order_number)).toEqual([]);
    const full = await server.db.query<{ order_number: string }>(
      `SELECT o.order_number FROM orders o JOIN gift_cards c ON c.id = o.payments->0->>'giftCard'
        WHERE c.balance + o.total > c.initial_amount`,
    );
    expect(full).toEqual([]);
  });

  it('record how every refund went back, card refunds as provider transactions', async () => {
    const refunded = await server.db.query<OrderRow>(
      `SELECT id, order_number, refunded_amount, refund_payments, payments FROM orders
        WHERE refunds IS NOT NULL AND channel = 'register'`,
    );
    expect(refunded.length).toBeGreaterThan(5);
    for (const order of refunded) {
      const back = order.refund_payments ?? [];
      expect(
        back.reduce((sum, row) => sum + row.amount, 0),
        order.order_number,
      ).toBe(order.refunded_amount);
    }
    const byCard = refunded.flatMap((o) => (o.refund_payments ?? []).filter((r) => r.means === 'card'));
    expect(byCard.length).toBeGreaterThan(2);
    const transactions = await server.db.query<{ transaction_id: string; amount: number; type: string }>(
      `SELECT transaction_id, amount, type FROM payment_transactions WHERE type = 'refund'`,
    );
    const found = new Map(transactions.map((t) => [t.transaction_id, t]));
    for (const row of byCard)
      expect(found.get(row.transactionId!), row.transactionId).toMatchObject({ amount: -row.amount });
  });

  it('can be refunded onto the gift card that paid, which takes the money back', async () => {
    const [order] = await server.db.query<OrderRow & { card: string; balance: number }>(
      `SELECT o.id, o.version, c.id AS card, c.balance FROM orders o
         JOIN payment_methods m ON m.id = o.payments->0->>'method'
         JOIN gift_cards c ON c.id = o.payments->0->>'giftCard'
        WHERE m.type = 'giftCard' AND o.organization_id = 'org-kaffebaren' AND o.refunds IS NULL
          AND o.training IS NOT TRUE AND c.status = 'active' AND c.expires_on >= current_date
        ORDER BY o.id LIMIT 1`,
    );
    const res = await server.app.request(`/api/orders/${order!.id}/refund`, {
      method: 'POST',
      headers: { ...(await server.authHeader('admin@kaffebaren.test')), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        version: order!.version,
        lines: [{ line: 0, quantity: 1 }],
        reason: 'Fel vara',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [refunded] = await server.db.query<OrderRow>('SELECT refund_payments FROM orders WHERE id = $1', [
      order!.id,
    ]);
    const row = refunded!.refund_payments!.at(-1)!;
    expect(row).toMatchObject({ means: 'giftCard', giftCard: order!.card });
    const [after] = await server.db.query<{ balance: number }>(
      'SELECT balance FROM gift_cards WHERE id = $1',
      [order!.card],
    );
    expect(after!.balance).toBe(order!.balance + row.amount);
  });
});
