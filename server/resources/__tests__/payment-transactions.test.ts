/**
 * Payment transactions (issue 14): a super admin reads the card transactions of every organization,
 * filtered by organization, status, card brand, amount and time; they agree with the orders' card
 * payments; nobody else reads them, and nobody writes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const API = '/api/payments/3.0/transactions';
const SUPER = 'super@demo.test';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Transaction = Record<string, unknown> & {
  id: string;
  amount: number;
  status: string;
  organization: string;
};

async function get(path: string, username = SUPER) {
  return server.app.request(path, { headers: await server.authHeader(username) });
}

async function list(filter: Record<string, unknown>): Promise<{ rows: Transaction[]; total: number }> {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: '[0,99]',
    sort: '["processedAt","DESC"]',
  });
  const res = await get(`${API}?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const total = Number(res.headers.get('content-range')?.split('/')[1]);
  return { rows: (await res.json()) as Transaction[], total };
}

describe('payment transactions', () => {
  it("lists every organization's card transactions, one approved or refunded per card payment and card refund", async () => {
    const all = await list({});
    const [card] = await server.db.query<{ payments: number }>(
      `SELECT count(*) AS payments FROM orders, jsonb_array_elements(coalesce(payments, '[]')) p
        WHERE p ? 'cardBrand'`,
    );
    const [back] = await server.db.query<{ refunds: number }>(
      `SELECT count(*) AS refunds FROM orders, jsonb_array_elements(coalesce(refund_payments, '[]')) r
        WHERE r->>'means' = 'card'`,
    );
    expect(Number(back!.refunds)).toBeGreaterThan(0);
    const declined = await list({ status: 'declined' });
    expect(all.total).toBe(Number(card!.payments) + Number(back!.refunds) + declined.total);
    expect(new Set(all.rows.map((t) => t.organization)).size).toBeGreaterThanOrEqual(1);
    const organizations = await Promise.all(
      ['org-kaffebaren', 'org-bokhandeln'].map(async (organization) => (await list({ organization })).total),
    );
    expect(organizations[0]! + organizations[1]!).toBe(all.total);
    expect(organizations.every((n) => n > 0)).toBe(true);
  });

  it('filters by status, card brand, amount and time', async () => {
    const refunded = await list({ status: 'refunded' });
    expect(refunded.rows.every((t) => t.status === 'refunded')).toBe(true);
    const amex = await list({ cardBrand: 'amex' });
    expect(amex.total).toBeGreaterThan(0);
    expect(amex.rows.every((t) => t.cardBrand === 'amex')).toBe(true);
    const large = await list({ amount_gt: 20_000, amount_lt: 50_000 });
    expect(large.rows.every((t) => t.amount > 20_000 && t.amount < 50_000)).toBe(true);
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const yesterday = await list({ processedAt_gt: `${day}T00:00:00Z`, processedAt_lt: `${day}T23:59:59Z` });
    expect(yesterday.total).toBeGreaterThan(0);
    expect(yesterday.rows.every((t) => String(t.processedAt).startsWith(day))).toBe(true);
  });

  it('shows one transaction with its order, card and codes', async () => {
    const [first] = (await list({ status: 'approved' })).rows;
    const res = await get(`${API}/${first!.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      responseCode: '00',
      currency: 'SEK',
      maskedPan: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
      orderNumber: expect.any(String),
    });
  });

  it('is for super admins only, and read-only', async () => {
    for (const username of ['admin@kaffebaren.test', 'support@demo.test', 'partner@demo.test'])
      await expectApiError(await get(API, username), 403, 'forbidden');
    const headers = { ...(await server.authHeader(SUPER)), 'Content-Type': 'application/json' };
    const post = await server.app.request(API, {
      method: 'POST',
      headers,
      body: JSON.stringify({ transactionId: 'TX-1', amount: 100, status: 'approved' }),
    });
    expect(post.status).toBe(403);
  });
});
