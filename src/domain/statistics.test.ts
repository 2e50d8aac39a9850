import { describe, expect, it } from 'vitest';
import { hoursSpanned, salesUntil, type SalesFigures } from './statistics';

const byHour = [
  { hour: 8, sales: 10_000, orders: 2 },
  { hour: 9, sales: 6_000, orders: 1 },
  { hour: 14, sales: 50_000, orders: 9 },
];

describe('salesUntil', () => {
  it('sums the hours before the time and the share of the hour it falls in', () => {
    expect(salesUntil(byHour, { hour: 9, minute: 30 })).toBe(13_000);
  });

  it('is nothing just after midnight, not the whole day', () => {
    expect(salesUntil(byHour, { hour: 0, minute: 40 })).toBe(0);
  });

  it('is the whole day at its end', () => {
    expect(salesUntil(byHour, { hour: 23, minute: 59 })).toBe(66_000);
  });
});

describe('hoursSpanned', () => {
  it('keeps the empty hours between the first and the last with sales', () => {
    const figures = { byHour } as SalesFigures;
    expect(hoursSpanned(figures, { byHour: [{ hour: 7, sales: 1, orders: 1 }] } as SalesFigures)).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14,
    ]);
  });

  it('is empty without sales', () => {
    expect(hoursSpanned(undefined)).toEqual([]);
  });
});
