/**
 * A Z and an X report of a fixed day, checked field by field against figures worked out by hand
 * (SKVFS 2014:9 7 kap. 2-3 §§). A new register of Kaffebaren Söder gets the day's receipts below,
 * written as the register writes them; every figure of the reports is then known in advance:
 *
 *   O1 08:05  2 Cappuccino 49,00 (service, 12 %) + Kaffemugg 179,00 less 17,90 (goods, 25 %), card, tip 10,00
 *   O2 09:30  Kaffebönor 169,00 (goods, 6 %), cash, its receipt printed once more
 *   O3 10:00  Cappuccino 49,00, parked: an unfinished sale
 *   O4 07:30  Cappuccino 49,00 in training mode, cash: never a sale
 *   O5 12:00  2 Kaffemugg 179,00, card; one comes back at 15:00 (a return of 179,00)
 *   O6 13:00  Cappuccino 49,00 + Kaffebönor 169,00, Swish; 20,00 paid back at 16:00 for a complaint,
 *             nothing comes back: another registration that reduced the day's sales
 *   O7 (five days before) Kaffemugg 179,00, cash, brought back this day: a return, and a drawer opening
 *
 * The register closed the day of O7 with its Z report 1 (sales 179,00, nothing back): the golden day is
 * its Z report 2, its grand totals carried on from that one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZFigures } from '../../../../src/domain/z-report.ts';
import { resourceDefinitions } from '../../../resources/definitions.ts';
import { insertRows } from '../../../resources/storage.ts';
import { storedRows } from '../../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

const ADMIN = 'admin@kaffebaren.test';
const ORG = 'org-kaffebaren';
const STORE = 'store-kaffebaren-soder';
const DAY = '2026-11-10';
const REGISTER_NAME = 'Kassa Revision';
const orders = resourceDefinitions.find((d) => d.name === 'orders')!;

let server: TestServer;
let registerId: string;

async function send(method: string, path: string, body?: unknown) {
  return server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(ADMIN)), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An instant of the day in Stockholm (CET in November: UTC+1). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`).toISOString();

beforeAll(async () => {
  server = await createTestServer();
  const made = await send('POST', '/api/organization/terminal', {
    name: REGISTER_NAME,
    store: STORE,
    kind: 'register',
    model: 'sunmi-t2s',
    serialNumber: 'KBR-REVISION-1',
  });
  expect(made.status, await made.clone().text()).toBe(201);
  registerId = ((await made.json()) as { id: string }).id;

  const products = await storedRows(server.db, 'products', { organizationId: ORG });
  const product = (name: string) => products.find((p) => p.data.name === name)!.id;
  const cappuccino = {
    productName: 'Cappuccino',
    product: product('Cappuccino'),
    unitPrice: 4900,
    vatRate: 12,
  };
  const mug = {
    productName: 'Kaffemugg Kaffebaren',
    product: product('Kaffemugg Kaffebaren'),
    unitPrice: 17900,
    vatRate: 25,
  };
  const beans = {
    productName: 'Kaffebönor mellanrost 500 g',
    product: product('Kaffebönor mellanrost 500 g'),
    unitPrice: 16900,
    vatRate: 6,
  };
  const order = (n: number, placedAt: string, data: Record<string, unknown>) => ({
    id: `order-golden-${n}`,
    createdAt: placedAt,
    data: {
      orderNumber: `KBG-${n}`,
      placedAt,
      store: STORE,
      channel: 'register',
      device: REGISTER_NAME,
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
      order(1, at(DAY, '08:05'), {
        total: 25910,
        tip: 1000,
        lines: [
          { ...cappuccino, quantity: 2 },
          { ...mug, quantity: 1, discount: 1790 },
        ],
        payments: [{ method: 'pm-kaffebaren-kort', amount: 25910, tip: 1000, cardBrand: 'visa' }],
      }),
      order(2, at(DAY, '09:30'), {
        total: 16900,
        receiptCopies: 1,
        lines: [{ ...beans, quantity: 1 }],
        payments: [{ method: 'pm-kaffebaren-kontant', amount: 16900 }],
      }),
      order(3, at(DAY, '10:00'), {
        total: 4900,
        paymentStatus: 'unpaid',
        subStatus: 'parked',
        lines: [{ ...cappuccino, quantity: 1 }],
      }),
      order(4, at(DAY, '07:30'), {
        total: 4900,
        training: true,
        lines: [{ ...cappuccino, quantity: 1 }],
        payments: [{ method: 'pm-kaffebaren-kontant', amount: 4900 }],
      }),
      order(5, at(DAY, '12:00'), {
        total: 35800,
        refundedAmount: 17900,
        lines: [{ ...mug, quantity: 2, refundedQuantity: 1 }],
        payments: [{ method: 'pm-kaffebaren-kort', amount: 35800, cardBrand: 'mastercard' }],
        refunds: [{ refundedAt: at(DAY, '15:00'), amount: 17900, items: '1 Kaffemugg', by: 'Elin' }],
      }),
      order(6, at(DAY, '13:00'), {
        total: 21800,
        refundedAmount: 2000,
        lines: [
          { ...cappuccino, quantity: 1 },
          { ...beans, quantity: 1 },
        ],
        payments: [{ method: 'pm-kaffebaren-swish', amount: 21800 }],
        refunds: [{ refundedAt: at(DAY, '16:00'), amount: 2000, reason: 'Kallt kaffe', by: 'Elin' }],
      }),
      order(7, at('2026-11-05', '11:00'), {
        total: 17900,
        paymentStatus: 'returned',
        refundedAmount: 17900,
        lines: [{ ...mug, quantity: 1, refundedQuantity: 1 }],
        payments: [{ method: 'pm-kaffebaren-kontant', amount: 17900 }],
        refunds: [{ refundedAt: at(DAY, '11:30'), amount: 17900, items: '1 Kaffemugg', by: 'Elin' }],
      }),
    ],
    'kassa',
  );
  // The day of O7, closed first: a register closes every day it sold, in day order.
  const first = await send('POST', '/api/report/3.0/z-reports', {
    register: registerId,
    businessDay: '2026-11-05',
    changeFloat: 150000,
  });
  expect(first.status, await first.clone().text()).toBe(201);
});
afterAll(() => server.close());

/** The day's figures, worked out by hand (the file's comment). */
const EXPECTED: Omit<ZFigures, 'changeFloat'> = {
  receipts: 4, // O1, O2, O5, O6
  itemsSold: 8,
  goodsSold: 5, // a mug, beans, two mugs, beans
  servicesSold: 3, // three cappuccinos
  drawerOpenings: 2, // O2 paid in cash, O7's cash return
  sales: 100410, // 259,10 + 169,00 + 358,00 + 218,00
  returns: { count: 2, amount: 35800 },
  otherReductions: { count: 1, amount: 2000 },
  netSales: 62610, // 1 004,10 - 358,00 - 20,00
  discounts: { count: 1, amount: 1790 },
  tips: 1000,
  vat: [
    { rate: 25, gross: 16110, vat: 3222, net: 12888 }, // 161,10 + 358,00 - 358,00 returned
    { rate: 12, gross: 14250, vat: 1527, net: 12723 }, // 147,00 less 4,50 of O6's 20,00 (49/218)
    { rate: 6, gross: 32250, vat: 1825, net: 30425 }, // 338,00 less the other 15,50
  ],
  vatTotal: 6574,
  byGroup: [
    { group: 'Butik', amount: 85710 },
    { group: 'Kaffe', amount: 14700 },
  ],
  byPayment: [
    { method: 'pm-kaffebaren-kort', name: 'Kort', count: 2, amount: 62710, returned: 17900 },
    { method: 'pm-kaffebaren-swish', name: 'Swish', count: 1, amount: 21800, returned: 2000 },
    { method: 'pm-kaffebaren-kontant', name: 'Kontant', count: 1, amount: 16900, returned: 17900 },
  ],
  copies: { count: 1, amount: 16900 },
  training: { count: 1, amount: 4900 },
  unfinished: { count: 1, amount: 4900 },
  // Z report 1's 179,00 (sales and net) and the day's.
  grandTotal: { sales: 118310, returns: 35800, net: 80510 },
};

const HEADING = {
  company: 'Kaffebaren AB',
  organizationNumber: '556812-3458',
  companyAddress: 'Götgatan 14, 118 46 Stockholm',
  storeName: 'Kaffebaren Södermalm',
  registerName: REGISTER_NAME,
  registerSerial: 'KBR-REVISION-1',
};

describe('the golden day', () => {
  it('X report, the day open: every figure, no serial, the heading with both addresses', async () => {
    const res = await send(
      'GET',
      `/api/report/3.0/x-report?register=${registerId}&day=${DAY}&changeFloat=150000`,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const x = (await res.json()) as Record<string, unknown> & { figures: ZFigures };
    expect(x.figures).toEqual({ ...EXPECTED, changeFloat: 150000 });
    const [store] = await storedRows(server.db, 'stores', { ids: [STORE] });
    expect(x).toMatchObject({
      ...HEADING,
      storeAddress: store!.data.address,
      day: DAY,
      closedBy: null,
      lastClosedDay: '2026-11-05',
    });
    expect(store!.data.address).toBeTruthy();
    expect(x).not.toHaveProperty('serialNumber');
  });

  it('Z report: every stored field, then the X report of the closed day says so with the same figures', async () => {
    const res = await send('POST', '/api/report/3.0/z-reports', {
      register: registerId,
      businessDay: DAY,
      changeFloat: 150000,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const z = (await res.json()) as Record<string, unknown>;
    const [store] = await storedRows(server.db, 'stores', { ids: [STORE] });
    expect(z).toMatchObject({
      ...HEADING,
      storeAddress: store!.data.address,
      register: registerId,
      store: STORE,
      businessDay: DAY,
      serialNumber: 2,
      title: `Z 2 · ${REGISTER_NAME} · Kaffebaren Södermalm · ${DAY}`,
      changeFloat: 150000,
      receipts: 4,
      itemsSold: 8,
      goodsSold: 5,
      servicesSold: 3,
      drawerOpenings: 2,
      sales: 100410,
      returnsCount: 2,
      returnsAmount: 35800,
      otherReductionsCount: 1,
      otherReductionsAmount: 2000,
      netSales: 62610,
      discountsCount: 1,
      discountsAmount: 1790,
      tips: 1000,
      vat: EXPECTED.vat,
      vatTotal: 6574,
      byGroup: EXPECTED.byGroup,
      byPayment: EXPECTED.byPayment,
      copiesCount: 1,
      copiesAmount: 16900,
      trainingCount: 1,
      trainingAmount: 4900,
      unfinishedCount: 1,
      unfinishedAmount: 4900,
      grandTotalSales: 118310,
      grandTotalReturns: 35800,
      grandTotalNet: 80510,
    });

    const after = await send('GET', `/api/report/3.0/x-report?register=${registerId}&day=${DAY}`);
    const x = (await after.json()) as Record<string, unknown> & { figures: ZFigures };
    expect(x.closedBy).toEqual({ id: z.id, serialNumber: 2 });
    expect(x.figures).toEqual({ ...EXPECTED, changeFloat: 150000 });
  });

  it('the Z report’s SIE voucher balances: payments less what went back, against sales, VAT and tips', async () => {
    const [z] = (await storedRows(server.db, 'z-reports', { organizationId: ORG })).filter(
      (r) => r.data.register === registerId && r.data.businessDay === DAY,
    );
    const res = await send('GET', `/api/report/3.0/z-reports/${z!.id}/sie`);
    expect(res.status, await res.clone().text()).toBe(200);
    const text = Buffer.from(new Uint8Array(await res.arrayBuffer())).toString('latin1');
    const transactions = [...text.matchAll(/#TRANS (\d{4}) \{\} (-?\d+\.\d{2})/g)].map(
      (m) => [m[1], Math.round(Number(m[2]) * 100)] as const,
    );
    expect(transactions.reduce((sum, [, value]) => sum + value, 0)).toBe(0);
    // Card 627,10 - 179,00; Swish 218,00 - 20,00; cash 169,00 - 179,00.
    const debit = transactions.filter(([, value]) => value > 0).reduce((sum, [, v]) => sum + v, 0);
    expect(debit).toBe(44810 + 19800);
  });
});
