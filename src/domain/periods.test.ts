import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  comparisonRange,
  daysIn,
  delta,
  isDay,
  isReportDay,
  localTimeIn,
  presetRange,
  rangeProblem,
  todayIn,
} from './periods';

const days = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((time) => new Date(time).toISOString().slice(0, 10));
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('report periods', () => {
  it('covers last week, the last 7 and 30 whole days, last month, the year so far and last year', () => {
    const today = '2026-03-01'; // a Sunday
    expect(presetRange('lastWeek', today)).toEqual({ from: '2026-02-16', to: '2026-02-22' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('yearToDate', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('lastYear', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('compares last month with the whole month before, and a year with the year before', () => {
    expect(comparisonRange(presetRange('lastMonth', '2026-04-10'), 'lastMonth')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(comparisonRange(presetRange('lastYear', '2026-04-10'), 'lastYear')).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(comparisonRange(presetRange('yearToDate', '2026-04-10'), 'yearToDate')).toEqual({
      from: '2025-01-01',
      to: '2025-04-10',
    });
  });

  it('compares with the same dates a year earlier, or with the same weekdays 52 weeks earlier', () => {
    const month = presetRange('thisMonth', '2026-11-28');
    expect(comparisonRange(month, 'thisMonth', 'lastYear')).toEqual({ from: '2025-11-01', to: '2025-11-28' });
    expect(comparisonRange({ from: '2028-02-29', to: '2028-02-29' }, 'custom', 'lastYear')).toEqual({
      from: '2027-02-28',
      to: '2027-02-28',
    });
    fc.assert(
      fc.property(days, fc.integer({ min: 1, max: 366 }), (from, length) => {
        const range = { from, to: addDays(from, length - 1) };
        const before = comparisonRange(range, 'custom', 'lastYearWeekday');
        expect(weekday(before.from)).toBe(weekday(range.from));
        expect(daysIn(before)).toBe(daysIn(range));
      }),
    );
  });

  it('this week starts on Monday, also on a Sunday (ISO week)', () => {
    expect(presetRange('thisWeek', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('thisWeek', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    fc.assert(
      fc.property(days, (today) => {
        const { from, to } = presetRange('thisWeek', today);
        expect(weekday(from)).toBe(1);
        expect(to).toBe(today);
        expect(daysIn({ from, to })).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('this week is compared with the same weekdays of last week', () => {
    fc.assert(
      fc.property(days, (today) => {
        const range = presetRange('thisWeek', today);
        const before = comparisonRange(range, 'thisWeek');
        expect(before).toEqual({ from: addDays(range.from, -7), to: addDays(today, -7) });
      }),
    );
  });

  it('this month is compared with as many days of last month, cut at its end', () => {
    expect(comparisonRange(presetRange('thisMonth', '2026-03-31'), 'thisMonth')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(comparisonRange(presetRange('thisMonth', '2028-03-30'), 'thisMonth')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(comparisonRange(presetRange('thisMonth', '2026-01-15'), 'thisMonth')).toEqual({
      from: '2025-12-01',
      to: '2025-12-15',
    });
    fc.assert(
      fc.property(days, (today) => {
        const range = presetRange('thisMonth', today);
        const before = comparisonRange(range, 'thisMonth');
        expect(range.from.endsWith('-01') && before.from.endsWith('-01')).toBe(true);
        expect(addDays(before.to, 1) <= range.from).toBe(true);
        expect(daysIn(before)).toBeLessThanOrEqual(daysIn(range));
      }),
    );
  });

  it('today, yesterday and a custom range are compared with as many days just before', () => {
    expect(comparisonRange(presetRange('today', '2026-03-29'), 'today')).toEqual({
      from: '2026-03-28',
      to: '2026-03-28',
    });
    expect(comparisonRange(presetRange('yesterday', '2026-03-01'), 'yesterday')).toEqual({
      from: '2026-02-27',
      to: '2026-02-27',
    });
    fc.assert(
      fc.property(days, fc.integer({ min: 1, max: 366 }), (from, length) => {
        const range = { from, to: addDays(from, length - 1) };
        const before = comparisonRange(range, 'custom');
        expect(daysIn(before)).toBe(length);
        expect(addDays(before.to, 1)).toBe(range.from);
      }),
    );
  });

  it('cuts days where the store is, also the night summer time starts', () => {
    // 2026-03-29 01:30 UTC is 03:30 in Stockholm (summer time began at 02:00 local).
    expect(todayIn('Europe/Stockholm', new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Stockholm', new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(todayIn('Europe/Stockholm', new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(daysIn({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
  });

  it('refuses a range that is not two dates, runs backwards or is longer than 366 days', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({})).toBe('invalid');
  });

  it('answers whether a text is a day without throwing, and reports cover days from 1970', () => {
    for (const text of ['2024-13-01', '2024-00-10', '2024-02-30', '9999-99-99', '+02024-01-01'])
      expect(isDay(text), text).toBe(false);
    expect(isDay('0001-01-01')).toBe(true);
    expect(isReportDay('0001-01-01')).toBe(false);
    expect(isReportDay('1970-01-01')).toBe(true);
    expect(rangeProblem({ from: '2024-13-01', to: '2024-12-31' })).toBe('invalid');
    expect(rangeProblem({ from: '0001-01-01', to: '0001-01-02' })).toBe('invalid');
  });

  it('gives a change in the unit and in percent, none against nothing', () => {
    expect(delta(12_000, 10_000)).toEqual({ change: 2_000, percent: 20 });
    expect(delta(0, 5_000)).toEqual({ change: -5_000, percent: -100 });
    expect(delta(5_000, 0)).toEqual({ change: 5_000, percent: null });
  });
});

describe('an instant as wall-clock time', () => {
  const intl = (timeZone: string, ms: number) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(ms));

  it('follows Stockholm across both clock changes', () => {
    expect(localTimeIn('Europe/Stockholm', '2026-03-29T00:59:59Z')).toBe('2026-03-29 01:59:59');
    expect(localTimeIn('Europe/Stockholm', '2026-03-29T01:30:00Z')).toBe('2026-03-29 03:30:00');
    expect(localTimeIn('Europe/Stockholm', '2026-10-25T00:30:00Z')).toBe('2026-10-25 02:30:00');
    expect(localTimeIn('Europe/Stockholm', '2026-10-25T01:30:00Z')).toBe('2026-10-25 02:30:00');
    expect(localTimeIn('Europe/Stockholm', new Date('2026-11-28T23:15:00Z'))).toBe('2026-11-29 00:15:00');
  });

  it('writes nothing for an instant that is not one', () => {
    expect(localTimeIn('Europe/Stockholm', 'not a time')).toBe('');
  });

  it('agrees with Intl at any instant, in zones of whole, half and quarter hours', () => {
    const zones = ['Europe/Stockholm', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'UTC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        (zone, ms) => {
          expect(localTimeIn(zone, new Date(ms))).toBe(intl(zone, ms));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
