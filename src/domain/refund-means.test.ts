/** Where a refund's money goes: capped at what is left, by the order's payments, each its own way. */
import { describe, expect, it } from 'vitest';
import { refundableAmount, refundAmount, refundShares, type MeansContext } from './refund-means';

const TYPES = new Map([
  ['kort', 'card'],
  ['swish', 'swish'],
  ['kontant', 'cash'],
  ['present', 'giftCard'],
]);
const context = (over: Partial<MeansContext> = {}): MeansContext => ({
  types: TYPES,
  cashMethod: 'kontant',
  paidBack: [],
  ...over,
});
const lines = [
  { quantity: 2, unitPrice: 17900, vatRate: 25 },
  { quantity: 1, unitPrice: 8700, vatRate: 25 },
];

describe('what is left to refund', () => {
  it('is what the payments brought in (tips aside) less what went back before', () => {
    const order = {
      total: 44500,
      refundedAmount: 26700,
      payments: [
        { method: 'kort', amount: 39500, tip: 2000 },
        { method: 'present', amount: 5000 },
      ],
    };
    expect(refundableAmount(order)).toBe(17800);
    expect(refundableAmount({ total: 44500 })).toBe(44500);
    expect(refundableAmount({ total: 100, refundedAmount: 300 })).toBe(0);
  });

  it('caps the chosen lines at it: 445,00 of lines on an order with 178,00 left is 178,00', () => {
    const everything = {
      lines: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
      ],
    };
    expect(refundAmount(lines, everything, 17800)).toBe(17800);
    expect(refundAmount(lines, { lines: [{ line: 0, quantity: 1 }] }, 100_000)).toBe(17900);
    expect(refundAmount(lines, { lines: [{ line: 0, quantity: 1.5 }] }, 100_000)).toBe(0);
  });
});

describe('the ways back', () => {
  const order = {
    total: 30000,
    payments: [
      { method: 'present', amount: 5000, giftCard: 'gc-1' },
      { method: 'kontant', amount: 10000 },
      { method: 'kort', amount: 15000, cardBrand: 'visa' },
    ],
  };

  it('pays the card back first, the gift card last, each its own way', () => {
    const { shares, issues } = refundShares(order, 27000, context());
    expect(issues).toEqual([]);
    expect(shares.map(({ payment, means, method, amount }) => ({ payment, means, method, amount }))).toEqual([
      { payment: 0, means: 'giftCard', method: 'present', amount: 2000 },
      { payment: 1, means: 'cash', method: 'kontant', amount: 10000 },
      { payment: 2, means: 'card', method: 'kort', amount: 15000 },
    ]);
  });

  it('counts what earlier refunds paid back of each payment', () => {
    const { shares } = refundShares(order, 10000, context({ paidBack: [{ payment: 2, amount: 12000 }] }));
    expect(shares.map((s) => [s.left, s.amount])).toEqual([
      [5000, 0],
      [10000, 7000],
      [3000, 3000],
    ]);
  });

  it('lets Swish go back as cash, by the cash method, but never a card or a gift card', () => {
    const swish = { total: 5000, payments: [{ method: 'swish', amount: 5000 }] };
    const [cash] = refundShares(swish, 5000, context({ chosen: { 0: 'cash' } })).shares;
    expect(cash).toMatchObject({ means: 'cash', method: 'kontant', paidWith: 'swish', amount: 5000 });
    expect(refundShares(order, 100, context({ chosen: { 2: 'cash' } })).issues).toEqual([
      { field: 'means.2', key: 'validation.refund.means' },
    ]);
    expect(refundShares(order, 100, context({ chosen: { 0: 'cash' } })).issues).toEqual([
      { field: 'means.0', key: 'validation.refund.means' },
    ]);
    expect(refundShares(swish, 5000, context({ cashMethod: null, chosen: { 0: 'cash' } })).issues).toEqual([
      { field: 'means.0', key: 'validation.refund.no_cash_method' },
    ]);
  });

  it('refuses money onto a gift card the order does not name', () => {
    const unnamed = { total: 5000, payments: [{ method: 'present', amount: 5000 }] };
    expect(refundShares(unnamed, 5000, context()).issues).toEqual([
      { field: 'means.0', key: 'validation.refund.gift_card_unknown' },
    ]);
    expect(refundShares(unnamed, 0, context()).issues).toEqual([]);
  });
});
