/**
 * A refund reaches the money and the books (issue 37 item 9). A new register of Kaffebaren Söder sold,
 * three days ago, 2 Kaffemugg 179,00 + Presentask 87,00 (25 %) = 445,00, paid 395,00 by a Visa card and
 * 50,00 by a gift card; 267,00 went back to the card that day as a price reduction, so 178,00 is left.
 * Today the customer brings everything back:
 *
 *   - asking 445,00 (the lines' worth) is refused on `amount`: at most 178,00 is left;
 *   - the refund is 178,00: 128,00 back to the card (all that is left of it), 50,00 onto the gift card;
 *   - a refund transaction of -128,00 to the card (its brand and masked number, the order's number, the
 *     transaction it pays back), the gift card's balance up by 50,00, the order's paid-back rows;
 *   - the same request again changes nothing;
 *   - today's Z report counts a return of 178,00, by card 128,00 and gift card 50,00, VAT 35,60 back;
 *     its SIE voucher credits the card account 128,00 and the gift card account 50,00 and debits sales
 *     142,40 and output VAT 35,60.
 *
 * And a web order paid back whole stays a sale with its return on the refund's day (its payment
 * `returned`), so the web shop's voucher of that day pays it back by card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../src/domain/periods.ts';
import type { ZFigures } from '../../../src/domain/z-report.ts';
import { webShopDays } from '../reports/web-shop-days.ts';
import { resourceDefinitions } from '../../resources/definitions.ts';
import { insertRows } from '../../resources/storage.ts';
import { stockholmInstant } from '../../seed/orders/generate.ts';
import { storedRow, storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const ADMIN = 'admin@kaffebaren.test';
const ORG = 'org-kaffebaren';
const STORE = 'store-kaffebaren-soder';
const REGISTER_NAME = 'Kassa Retur';
const CARD = 'pm-kaffebaren-kort';
const GIFT = 'pm-kaffebaren-presentkort';
const ORDER_ID = 'order-refund-outcome';
const ORDER_NUMBER = 'KBRF-1';
const definition = (name: string) => resourceDefinitions.find((d) => d.name === name)!;

let server: TestServer;
let registerId: string;
let giftCard: { id: string; balance: number };
const today = todayIn('Europe/Stockholm');
const saleDay = addDays(today, -3);

async function send(method: string, path: string, body?: unknown) {
  return server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(ADMIN)), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const everything = [
  { line: 0, quantity: 2 },
  { line: 1, quantity: 1 },
];
const refund = (body: Record<string, unknown>) => send('POST', `/api/orders/${ORDER_ID}/refund`, body);
const version = async () => (await storedRow(server.db, 'orders', ORDER_ID))!.version;

beforeAll(async () => {
  server = await createTestServer();
  const made = await send('POST', '/api/organization/terminal', {
    name: REGISTER_NAME,
    store: STORE,
    kind: 'register',
    model: 'sunmi-t2s',
    serialNumber: 'KBR-RETUR-1',
  });
  expect(made.status, await made.clone().text()).toBe(201);
  registerId = ((await made.json()) as { id: string }).id;
  const card = (await storedRows(server.db, 'gift-cards', { organizationId: ORG })).find(
    (c) =>
      c.data.status === 'active' &&
      String(c.data.expiresOn) > today &&
      Number(c.data.initialAmount) - Number(c.data.balance) >= 5000,
  )!;
  giftCard = { id: card.id, balance: Number(card.data.balance) };
  const soldAt = stockholmInstant(saleDay, 12, 0).toISOString();
  const reducedAt = stockholmInstant(saleDay, 15, 0).toISOString();
  await insertRows(
    server.db,
    definition('orders'),
    ORG,
    [
      {
        id: ORDER_ID,
        createdAt: soldAt,
        data: {
          orderNumber: ORDER_NUMBER,
          placedAt: soldAt,
          store: STORE,
          channel: 'register',
          device: REGISTER_NAME,
          orderType: 'takeAway',
          state: 'closed',
          paymentStatus: 'paid',
          total: 44500,
          refundedAmount: 26700,
          lines: [
            { productName: 'Kaffemugg', quantity: 2, unitPrice: 17900, vatRate: 25 },
            { productName: 'Presentask', quantity: 1, unitPrice: 8700, vatRate: 25 },
          ],
          payments: [
            { method: CARD, amount: 39500, cardBrand: 'visa' },
            { method: GIFT, amount: 5000, giftCard: giftCard.id },
          ],
          refunds: [
            { refundedAt: reducedAt, amount: 26700, reason: 'Prisavdrag', by: 'kassa', refundId: 'early' },
          ],
          refundPayments: [
            {
              refundedAt: reducedAt,
              means: 'card',
              method: CARD,
              amount: 26700,
              payment: 0,
              refundId: 'early',
            },
          ],
        },
      },
    ],
    'kassa',
  );
  await insertRows(
    server.db,
    definition('payment-transactions'),
    null,
    [
      {
        id: 'transaction-tx-kbrf-1-1',
        createdAt: soldAt,
        data: {
          transactionId: 'TX-KBRF-1-1',
          type: 'payment',
          processedAt: soldAt,
          organization: ORG,
          storeName: 'Kaffebaren Södermalm',
          orderNumber: ORDER_NUMBER,
          amount: 39500,
          currency: 'SEK',
          status: 'approved',
          cardBrand: 'visa',
          maskedPan: '**** **** **** 4242',
          entryMode: 'contactless',
          terminal: 'Terminal 1',
          responseCode: '00',
        },
      },
    ],
    'provider',
  );
  const closed = await send('POST', '/api/report/3.0/z-reports', {
    register: registerId,
    businessDay: saleDay,
    changeFloat: 0,
  });
  expect(closed.status, await closed.clone().text()).toBe(201);
});
afterAll(() => server.close());

describe('a refund of a card and gift card order', () => {
  it('refuses more than is left on the amount field, in both languages, and changes nothing', async () => {
    const res = await refund({ version: await version(), lines: everything, amount: 44500, refundId: 'r1' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toMatchObject({
      field: 'amount',
      errorCode: 'validation.refund.amount_max',
      errorMessage: {
        sv: 'Högst 178,00 kr kan återbetalas: det som finns kvar av det som betalades',
        en: 'At most SEK 178.00 can be refunded: what is left of what was paid',
      },
    });
    expect((await storedRow(server.db, 'orders', ORDER_ID))!.data.refundedAmount).toBe(26700);
  });

  it('pays back what is left by the payments: the card first, then onto the gift card', async () => {
    const res = await refund({ version: await version(), lines: everything, amount: 17800, refundId: 'r1' });
    expect(res.status, await res.clone().text()).toBe(200);
    const order = (await res.json()) as Record<string, unknown>;
    expect(order).toMatchObject({ refundedAmount: 44500, paymentStatus: 'returned', returnStatus: 'full' });
    expect((order.refunds as unknown[]).at(-1)).toMatchObject({ amount: 17800, refundId: 'r1' });
    expect((order.refundPayments as unknown[]).slice(1)).toEqual([
      expect.objectContaining({
        means: 'card',
        method: CARD,
        amount: 12800,
        payment: 0,
        cardBrand: 'visa',
        maskedPan: '**** **** **** 4242',
        transactionId: 'RF-KBRF-1-2-1',
        refundId: 'r1',
      }),
      expect.objectContaining({
        means: 'giftCard',
        method: GIFT,
        amount: 5000,
        payment: 1,
        giftCard: giftCard.id,
      }),
    ]);
  });

  it('leaves a refund transaction to the card and the money on the gift card', async () => {
    const transactions = (await storedRows(server.db, 'payment-transactions'))
      .filter((t) => t.data.orderNumber === ORDER_NUMBER && t.data.type === 'refund')
      .map((t) => t.data);
    expect(transactions).toEqual([
      expect.objectContaining({
        transactionId: 'RF-KBRF-1-2-1',
        type: 'refund',
        amount: -12800,
        cardBrand: 'visa',
        maskedPan: '**** **** **** 4242',
        status: 'approved',
        organization: ORG,
        originalTransactionId: 'TX-KBRF-1-1',
      }),
    ]);
    const card = (await storedRow(server.db, 'gift-cards', giftCard.id))!;
    expect(card.data).toMatchObject({ balance: giftCard.balance + 5000, status: 'active' });
    expect((card.data.transactions as unknown[]).at(-1)).toMatchObject({
      type: 'refund',
      amount: 5000,
      receiptNumber: ORDER_NUMBER,
    });
  });

  it('answers a retried request with the order as it is, paying back nothing twice', async () => {
    const before = (await storedRow(server.db, 'orders', ORDER_ID))!;
    const res = await refund({
      version: before.version - 1,
      lines: everything,
      amount: 17800,
      refundId: 'r1',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await storedRow(server.db, 'orders', ORDER_ID))!;
    expect(after.version).toBe(before.version);
    expect((after.data.refundPayments as unknown[]).length).toBe(3);
    const [counted] = await server.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM payment_transactions WHERE order_number = $1 AND type = 'refund'`,
      [ORDER_NUMBER],
    );
    expect(Number(counted!.n)).toBe(1);
    expect((await storedRow(server.db, 'gift-cards', giftCard.id))!.data.balance).toBe(
      giftCard.balance + 5000,
    );
  });

  it("counts the return on today's Z report by the ways it went back, and its SIE voucher books it", async () => {
    const res = await send('POST', '/api/report/3.0/z-reports', {
      register: registerId,
      businessDay: today,
      changeFloat: 0,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const z = (await res.json()) as Record<string, unknown> & { byPayment: ZFigures['byPayment'] };
    expect(z).toMatchObject({
      receipts: 0,
      sales: 0,
      returnsCount: 1,
      returnsAmount: 17800,
      netSales: -17800,
      vat: [{ rate: 25, gross: -17800, vat: -3560, net: -14240 }],
      drawerOpenings: 0,
    });
    expect(z.byPayment.map(({ method, returned }) => ({ method, returned }))).toEqual([
      { method: CARD, returned: 12800 },
      { method: GIFT, returned: 5000 },
    ]);
    const sie = await send('GET', `/api/report/3.0/z-reports/${String(z.id)}/sie`);
    expect(sie.status, await sie.clone().text()).toBe(200);
    const text = Buffer.from(new Uint8Array(await sie.arrayBuffer())).toString('latin1');
    const posted = Object.fromEntries(
      [...text.matchAll(/#TRANS (\d{4}) \{\} (-?\d+\.\d{2})/g)].map((m) => [
        m[1]!,
        Math.round(Number(m[2]) * 100),
      ]),
    );
    const [settings] = await storedRows(server.db, 'sie-settings', { organizationId: ORG });
    expect(posted).toEqual({
      '1580': -12800,
      '2420': -5000,
      [String(settings!.data.sales25)]: 14240,
      [String(settings!.data.vat25)]: 3560,
    });
  });
});

describe('a web order paid back whole', () => {
  it('stays a sale, returned, and the web shop’s voucher of the refund day pays it back by card', async () => {
    const [web] = await server.db.query<{
      id: string;
      version: number;
      total: string;
      lines: { quantity: number }[];
    }>(
      `SELECT id, version, total, lines FROM orders
        WHERE organization_id = $1 AND channel = 'web' AND state = 'closed' AND payment_status = 'paid'
          AND refunds IS NULL AND placed_at < now() - interval '2 days' LIMIT 1`,
      [ORG],
    );
    const res = await send('POST', `/api/orders/${web!.id}/refund`, {
      version: web!.version,
      lines: web!.lines.map((line, index) => ({ line: index, quantity: line.quantity })),
      refundId: 'web-1',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ paymentStatus: 'returned', state: 'refunded' });
    const days = await webShopDays(server.db, ORG, today, today);
    const returned = days.flatMap((day) => day.figures.byPayment).reduce((sum, row) => sum + row.returned, 0);
    expect(returned).toBe(Number(web!.total));
  });
});
