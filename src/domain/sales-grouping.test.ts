import { describe, expect, it } from 'vitest';
import { addDays, daysIn } from './periods';
import { defaultGrouping, groupDays, groupingOffered, isoWeek } from './sales-grouping';

describe('ISO weeks', () => {
  it('numbers weeks from the one holding the year’s first Thursday, Monday first', () => {
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 }); // a Thursday
    expect(isoWeek('2025-12-29')).toEqual({ year: 2026, week: 1 }); // its Monday
    expect(isoWeek('2027-01-01')).toEqual({ year: 2026, week: 53 }); // a Friday
    expect(isoWeek('2026-11-29')).toEqual({ year: 2026, week: 48 }); // a Sunday ends its week
    expect(isoWeek('2026-11-30')).toEqual({ year: 2026, week: 49 });
  });
});

describe('the grouping a range gets', () => {
  it('offers week and month past 31 days: week by default up to 92 days, month beyond', () => {
    const days = (n: number) => ({ from: '2026-01-01', to: addDays('2026-01-01', n - 1) });
    expect(groupingOffered(days(31))).toBe(false);
    expect(defaultGrouping(days(31))).toBe('day');
    expect(groupingOffered(days(32))).toBe(true);
    expect(defaultGrouping(days(32))).toBe('week');
    expect(defaultGrouping(days(92))).toBe('week');
    expect(defaultGrouping(days(93))).toBe('month');
    expect(defaultGrouping(days(366))).toBe('month');
  });
});

describe('grouping sales per day', () => {
  const range = { from: '2026-01-01', to: '2026-12-31' };
  const compare = { from: '2025-01-01', to: '2025-12-31' };
  const current = Array.from({ length: daysIn(range) }, (_, i) => ({
    day: addDays(range.from, i),
    sales: 100 + i,
    orders: 1 + (i % 3),
  }));
  const previous = current.map((d, i) => ({ ...d, day: addDays(compare.from, i), sales: 7 }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it('groups a year into 12 months, each from its first to its last day, totals unchanged', () => {
    const months = groupDays(range, compare, 'month', current, previous);
    expect(months).toHaveLength(12);
    expect(months[1]).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(sum(months.map((m) => m.sales))).toBe(sum(current.map((d) => d.sales)));
    expect(sum(months.map((m) => m.orders))).toBe(sum(current.map((d) => d.orders)));
    expect(months[0]!.previousSales).toBe(31 * 7);
  });

  it('groups by ISO week, Monday first, the range cutting the first and last weeks', () => {
    const weeks = groupDays(range, compare, 'week', current, previous);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toMatchObject({ from: '2026-01-01', to: '2026-01-04', week: { year: 2026, week: 1 } });
    expect(weeks[1]).toMatchObject({ from: '2026-01-05', to: '2026-01-11', week: { year: 2026, week: 2 } });
    expect(weeks.at(-1)).toMatchObject({
      from: '2026-12-28',
      to: '2026-12-31',
      week: { year: 2026, week: 53 },
    });
    expect(weeks[1]!.sales).toBe(sum(current.slice(4, 11).map((d) => d.sales)));
    expect(sum(weeks.map((w) => w.sales))).toBe(sum(current.map((d) => d.sales)));
  });

  it('keeps every day, with no sales, as its own group by day', () => {
    const days = groupDays({ from: '2026-03-01', to: '2026-03-03' }, compare, 'day', [
      { day: '2026-03-02', sales: 5, orders: 1 },
    ]);
    expect(days.map((d) => [d.from, d.sales])).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 5],
      ['2026-03-03', 0],
    ]);
  });

  it('counts no comparison day past the comparison period’s end', () => {
    const [march] = groupDays(
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      'month',
      [],
      Array.from({ length: 31 }, (_, i) => ({ day: addDays('2026-02-01', i), sales: 1, orders: 1 })),
    );
    expect(march!.previousSales).toBe(28);
  });
});
