/**
 * Web-shop sales in the books ("How the books are made"): no Z report closes a web shop's day, so a
 * period's SIE file carries one voucher per store and day of web-shop sales. A fixed day of web orders
 * of Kaffebaren Söder, worked out by hand:
 *
 *   W1 paid by card: 2 Kaffemugg 179,00 (25 %) + Kaffebönor 169,00 (6 %)   527,00
 *   W2 paid by card: Cappuccino 49,00 (12 %)                                 49,00
 *   W3 cancelled and paid back whole before delivery (payment refunded)     no sale
 *   W4 reserved, never paid                                                  no sale
 *
 * Card 576,00 debit; 25 %: VAT 71,60 of 358,00, sales 286,40; 12 %: VAT 5,25 of 49,00, sales 43,75;
 * 6 %: VAT 9,57 of 169,00, sales 159,43. The voucher balances with no rounding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../../src/domain/periods.ts';
import { cp437 } from '../../../../src/domain/sie.ts';
import { resourceDefinitions } from '../../../resources/definitions.ts';
import { insertRows } from '../../../resources/storage.ts';
import { storedRows } from '../../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

const ADMIN = 'admin@kaffebaren.test';
const ORG = 'org-kaffebaren';
const STORE = 'store-kaffebaren-soder';
const DAY = '2025-03-12';
const orders = resourceDefinitions.find((d) => d.name === 'orders')!;

let server: TestServer;
let card: string;

const send = async (path: string) => server.app.request(path, { headers: await server.authHeader(ADMIN) });

/** A SIE file's vouchers: their heading and transactions (account, öre). */
async function vouchersOf(res: Response) {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  const text = Buffer.from(new Uint8Array(await res.arrayBuffer())).toString('latin1');
  return text
    .split('#VER ')
    .slice(1)
    .map((voucher) => ({
      heading: voucher.split('\n')[0]!,
      transactions: [...voucher.matchAll(/#TRANS (\d{4}) \{\} (-?\d+\.\d{2})/g)].map(
        (m) => [m[1]!, Math.round(Number(m[2]) * 100)] as const,
      ),
    }));
}

beforeAll(async () => {
  server = await createTestServer();
  const methods = await storedRows(server.db, 'payment-methods', { organizationId: ORG });
  card = String(methods.find((m) => m.data.name === 'Kort')!.data.glAccount);
  const line = (productName: string, unitPrice: number, vatRate: number, quantity: number) => ({
    productName,
    unitPrice,
    vatRate,
    quantity,
  });
  const at = (time: string) => new Date(`${DAY}T${time}:00+01:00`).toISOString();
  const order = (n: number, time: string, data: Record<string, unknown>) => ({
    id: `order-web-${n}`,
    createdAt: at(time),
    data: {
      orderNumber: `KBW-${n}`,
      placedAt: at(time),
      store: STORE,
      channel: 'web',
      device: 'Webbshop',
      orderType: 'takeAway',
      state: 'closed',
      paymentStatus: 'paid',
      ...data,
    },
  });
  await insertRows(
    server.db,
    orders,
    ORG,
    [
      order(1, '09:00', {
        total: 52700,
        lines: [line('Kaffemugg', 17900, 25, 2), line('Kaffebönor', 16900, 6, 1)],
        payments: [{ method: 'pm-kaffebaren-kort', amount: 52700 }],
      }),
      order(2, '10:00', {
        total: 4900,
        lines: [line('Cappuccino', 4900, 12, 1)],
        payments: [{ method: 'pm-kaffebaren-kort', amount: 4900 }],
      }),
      order(3, '11:00', {
        total: 17900,
        state: 'canceled',
        paymentStatus: 'refunded',
        refundedAmount: 17900,
        lines: [line('Kaffemugg', 17900, 25, 1)],
        payments: [{ method: 'pm-kaffebaren-kort', amount: 17900 }],
      }),
      order(4, '12:00', {
        total: 4900,
        state: 'new',
        paymentStatus: 'reserved',
        lines: [line('Cappuccino', 4900, 12, 1)],
      }),
    ],
    'web',
  );
});
afterAll(() => server.close());

describe('web-shop sales in the SIE file', () => {
  it('gives a day of web orders its own balanced voucher: its sales and VAT per rate, the card’s takings', async () => {
    const vouchers = await vouchersOf(await send(`/api/report/3.0/sie?from=${DAY}&to=${DAY}`));
    expect(vouchers).toEqual([
      {
        // As CP437 bytes read here as Latin-1.
        heading: Buffer.from(cp437(`"K" "" 20250312 "Webbshop · Kaffebaren Södermalm · ${DAY}"`)).toString(
          'latin1',
        ),
        transactions: [
          [card, 57600],
          ['3001', -28640],
          ['2611', -7160],
          ['3002', -4375],
          ['2621', -525],
          ['3003', -15943],
          ['2631', -957],
        ],
      },
    ]);
  });

  it('carries the demo’s web-shop days beside its Z reports, every voucher balanced', async () => {
    const today = todayIn('Europe/Stockholm');
    const from = addDays(today, -9);
    const to = addDays(today, -2);
    const vouchers = await vouchersOf(await send(`/api/report/3.0/sie?from=${from}&to=${to}`));
    const web = vouchers.filter((v) => v.heading.includes('"Webbshop'));
    expect(web.length).toBeGreaterThan(0);
    expect(vouchers.length).toBeGreaterThan(web.length);
    for (const voucher of vouchers)
      expect(voucher.transactions.reduce((sum, [, value]) => sum + value, 0)).toBe(0);
    // In day order.
    const dates = vouchers.map((v) => v.heading.split(' ')[2]!);
    expect(dates).toEqual([...dates].sort());
  });
});
