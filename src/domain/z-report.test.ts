import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cp437, SieAccountMissing, sieFile, sieText, voucherTransactions, type SieAccounts } from './sie';
import { zReportFigures, type DayOrder, type ZInput } from './z-report';

const METHODS = new Map([
  ['pm-card', { name: 'Kort', type: 'card' }],
  ['pm-cash', { name: 'Kontant', type: 'cash' }],
  ['pm-swish', { name: 'Swish', type: 'swish' }],
]);

const coffee = { productName: 'Kaffe', quantity: 2, unitPrice: 3500, vatRate: 6, group: 'Drycker' };
const bun = {
  productName: 'Kanelbulle',
  quantity: 1,
  unitPrice: 3200,
  discount: 320,
  vatRate: 6,
  group: 'Bageri',
};
const flask = { productName: 'Termos', quantity: 1, unitPrice: 24900, vatRate: 25, group: 'Butik' };

/** A seeded day on Kassa 1, its figures worked out by hand in the comments. */
const SALES: DayOrder[] = [
  {
    placedAt: '2026-11-24T08:15:00.000Z',
    total: 9880, // 2 × 35,00 + 32,00 - 3,20
    paymentStatus: 'paid',
    lines: [coffee, bun],
    payments: [{ method: 'pm-card', amount: 9880, tip: 1000 }],
  },
  {
    placedAt: '2026-11-24T09:00:00.000Z',
    total: 24900,
    paymentStatus: 'paid',
    receiptCopies: 1,
    lines: [flask],
    payments: [{ method: 'pm-cash', amount: 24900 }],
  },
  {
    placedAt: '2026-11-24T10:00:00.000Z',
    total: 3000,
    paymentStatus: 'unpaid',
    lines: [{ productName: 'Te', quantity: 1, unitPrice: 3000, vatRate: 6 }],
  },
  {
    placedAt: '2026-11-24T07:00:00.000Z',
    total: 3500,
    paymentStatus: 'paid',
    training: true,
    lines: [{ ...coffee, quantity: 1 }],
    payments: [{ method: 'pm-cash', amount: 3500 }],
  },
];

const RETURNED: DayOrder[] = [
  {
    placedAt: '2026-11-20T12:00:00.000Z',
    total: 30000,
    paymentStatus: 'paid',
    lines: [
      {
        productName: 'Mugg',
        quantity: 2,
        unitPrice: 15000,
        vatRate: 25,
        refundedQuantity: 1,
        group: 'Butik',
      },
    ],
    payments: [{ method: 'pm-cash', amount: 30000 }],
    refunds: [{ refundedAt: '2026-11-24T12:00:00.000Z', amount: 15000 }],
  },
  {
    placedAt: '2026-11-22T12:00:00.000Z',
    total: 5000,
    paymentStatus: 'returned',
    lines: [{ productName: 'Mugg', quantity: 1, unitPrice: 5000, vatRate: 25, refundedQuantity: 1 }],
    payments: [{ method: 'pm-card', amount: 5000 }],
    refunds: [{ refundedAt: '2026-11-22T13:00:00.000Z', amount: 5000 }],
  },
];

const INPUT: ZInput = {
  sales: SALES,
  returned: RETURNED,
  day: { from: '2026-11-23T23:00:00.000Z', to: '2026-11-24T23:00:00.000Z' },
  methods: METHODS,
  changeFloat: 50000,
  previousGrandTotal: { sales: 1_000_000, returns: 20_000 },
};

const ACCOUNTS: SieAccounts = {
  series: 'A',
  sales: { 25: '3001', 12: '3002', 6: '3003', 0: '3004' },
  vat: { 25: '2611', 12: '2621', 6: '2631' },
  tips: '2890',
  rounding: '3740',
  paymentMethods: new Map([
    ['pm-card', { name: 'Kort', account: '1580' }],
    ['pm-cash', { name: 'Kontant', account: '1910' }],
    ['pm-swish', { name: 'Swish', account: null }],
  ]),
};

describe('the Z report of a day', () => {
  const figures = zReportFigures(INPUT);

  it('counts receipts, items, drawer openings, copies, training receipts and unfinished sales apart', () => {
    expect(figures).toMatchObject({
      receipts: 2,
      itemsSold: 4,
      drawerOpenings: 2, // the cash sale and the cash return
      copies: { count: 1, amount: 24900 },
      training: { count: 1, amount: 3500 },
      unfinished: { count: 1, amount: 3000 },
      changeFloat: 50000,
    });
  });

  it('reports sales as rung up, the day’s returns apart, and VAT per rate on what is left', () => {
    expect(figures.sales).toBe(34780);
    expect(figures.returns).toEqual({ count: 1, amount: 15000 });
    expect(figures.netSales).toBe(19780);
    expect(figures.discounts).toEqual({ count: 1, amount: 320 });
    expect(figures.tips).toBe(1000);
    expect(figures.vat).toEqual([
      { rate: 25, gross: 9900, vat: 1980, net: 7920 },
      { rate: 6, gross: 9880, vat: 559, net: 9321 }, // 98,80 × 6/106 = 5,5925
    ]);
    expect(figures.vatTotal).toBe(2539);
  });

  it('splits sales by product group and payment method, and carries the grand totals on', () => {
    expect(figures.byGroup).toEqual([
      { group: 'Butik', amount: 24900 },
      { group: 'Drycker', amount: 7000 },
      { group: 'Bageri', amount: 2880 },
    ]);
    expect(figures.byPayment).toEqual([
      { method: 'pm-cash', name: 'Kontant', count: 1, amount: 24900, returned: 15000 },
      { method: 'pm-card', name: 'Kort', count: 1, amount: 10880, returned: 0 },
    ]);
    expect(figures.grandTotal).toEqual({ sales: 1_034_780, returns: 35_000, net: 999_780 });
  });

  it('counts goods and services sold apart, by the product of each line', () => {
    const served = zReportFigures({
      ...INPUT,
      returned: [],
      sales: [{ ...SALES[0]!, lines: [{ ...coffee, service: true }, bun] }],
    });
    expect(served).toMatchObject({ itemsSold: 3, goodsSold: 1, servicesSold: 2 });
    expect(figures).toMatchObject({ itemsSold: 4, goodsSold: 4, servicesSold: 0 });
  });

  it('reports money paid back without goods coming back as another reduction, apart from returns', () => {
    // Sold three days before; 34,80 given back this day for a complaint, nothing brought back.
    const complaint: DayOrder = {
      placedAt: '2026-11-21T13:00:00.000Z',
      total: 34800, // a flask at 25 % and a coffee at 6 %
      paymentStatus: 'paid',
      lines: [flask, { ...coffee, quantity: 1, unitPrice: 9900 }],
      payments: [{ method: 'pm-card', amount: 34800 }],
      refunds: [{ refundedAt: '2026-11-24T15:00:00.000Z', amount: 3480 }],
    };
    const day = zReportFigures({ ...INPUT, returned: [...RETURNED, complaint] });
    expect(day.returns).toEqual({ count: 1, amount: 15000 });
    expect(day.otherReductions).toEqual({ count: 1, amount: 3480 });
    expect(day.netSales).toBe(34780 - 15000 - 3480);
    // Shared out by the lines' value: 249,00 and 99,00 of 348,00.
    expect(day.vat).toEqual([
      { rate: 25, gross: 9900 - 2490, vat: 1482, net: 5928 },
      { rate: 6, gross: 9880 - 990, vat: 503, net: 8387 },
    ]);
    expect(day.vat.reduce((sum, row) => sum + row.gross, 0)).toBe(day.netSales);
    expect(day.byPayment.find((row) => row.method === 'pm-card')?.returned).toBe(3480);
    expect(day.grandTotal).toEqual({ sales: 1_034_780, returns: 35_000, net: 980_000 + day.netSales });
  });

  it('carries the previous report’s net grand total on, other reductions included', () => {
    const next = zReportFigures({
      ...INPUT,
      previousGrandTotal: { sales: 1_000_000, returns: 20_000, net: 970_000 },
    });
    expect(next.grandTotal).toEqual({ sales: 1_034_780, returns: 35_000, net: 970_000 + 19_780 });
  });

  it('is all zero on a day without sales, its grand totals those of the report before', () => {
    const empty = zReportFigures({ ...INPUT, sales: [], returned: [] });
    expect(empty).toMatchObject({ receipts: 0, sales: 0, vat: [], byPayment: [], netSales: 0 });
    expect(empty.grandTotal).toEqual({ sales: 1_000_000, returns: 20_000, net: 980_000 });
  });
});

describe('SIE 4I', () => {
  const figures = zReportFigures(INPUT);
  const file = {
    company: 'Kaffebaren Åhléns & Söner AB',
    organizationNumber: '556677-8899',
    generated: '2026-11-25T07:00:00.000Z',
    program: { name: 'Backoffice', version: '1.0' },
    accounts: ACCOUNTS,
    vouchers: [{ date: '2026-11-24', text: 'Z-dagrapport 7, Kassa 1, Vasastan', figures }],
  };

  it('writes the Z report as the golden file, byte for byte (CP437, LF, balanced)', () => {
    const golden = readFileSync(new URL('./__fixtures__/z-report-7.se', import.meta.url));
    expect(Buffer.from(sieFile(file))).toEqual(golden);
  });

  it('dates the file (#GEN) in Swedish time, winter and summer', () => {
    const gen = (generated: string) => /#GEN (\d{8})/.exec(sieText({ ...file, generated }))?.[1];
    expect(gen('2026-11-27T23:30:00.000Z')).toBe('20261128');
    expect(gen('2026-11-27T22:59:59.000Z')).toBe('20261127');
    expect(gen('2026-07-14T22:30:00.000Z')).toBe('20260715');
    expect(gen('2026-07-14T21:59:59.000Z')).toBe('20260714');
  });

  it('balances each voucher, putting what payments and sales differ by on the rounding account', () => {
    const rounded = zReportFigures({
      ...INPUT,
      returned: [],
      sales: [{ ...SALES[1]!, total: 24900, payments: [{ method: 'pm-cash', amount: 24900 + 2 }] }],
    });
    const rows = voucherTransactions(rounded, ACCOUNTS);
    expect(rows).toContainEqual(['3740', -2]);
    expect(rows.reduce((sum, [, value]) => sum + value, 0)).toBe(0);
  });

  it('names the account the configuration lacks', () => {
    const swish = zReportFigures({
      ...INPUT,
      returned: [],
      sales: [{ ...SALES[0]!, payments: [{ method: 'pm-swish', amount: 9880 }] }],
    });
    expect(() => voucherTransactions(swish, ACCOUNTS)).toThrow(SieAccountMissing);
    try {
      voucherTransactions(swish, ACCOUNTS);
    } catch (error) {
      expect((error as SieAccountMissing).missing).toEqual({ kind: 'payment', name: 'Swish' });
    }
    expect(() => voucherTransactions(figures, { ...ACCOUNTS, tips: null })).toThrow(/tips/);
  });

  it('encodes å, ä, ö, Å, Ä, Ö and é as CP437, and what it lacks as ?', () => {
    expect([...cp437('åäöÅÄÖé€')]).toEqual([0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99, 0x82, 0x3f]);
  });
});
