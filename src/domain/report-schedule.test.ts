import { describe, expect, it } from 'vitest';
import { isMonthDay, reportedPeriod, reportEmail, scheduleCron } from './report-schedule';

describe('the periodic report schedule', () => {
  it('is cron: daily at the hour, weekly on a weekday (Friday by default), monthly on a day or the last', () => {
    expect(scheduleCron({ frequency: 'DAILY', hour: 6 })).toBe('0 6 * * *');
    expect(scheduleCron({ frequency: 'WEEKLY', hour: 7 })).toBe('0 7 * * FRI');
    expect(scheduleCron({ frequency: 'WEEKLY', hour: 7, weekday: 'MON' })).toBe('0 7 * * MON');
    expect(scheduleCron({ frequency: 'MONTHLY', hour: 8 })).toBe('0 8 1 * *');
    expect(scheduleCron({ frequency: 'MONTHLY', hour: 8, monthDay: 'L' })).toBe('0 8 L * *');
  });

  it('takes days 1-28 and L as a month day, nothing else', () => {
    expect(['1', '15', '28', 'L'].every(isMonthDay)).toBe(true);
    expect(['0', '29', '31', 'l', '', '1a'].some(isMonthDay)).toBe(false);
  });

  it('reports yesterday, the seven days before, or the whole month before (across a year end)', () => {
    expect(reportedPeriod('DAILY', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(reportedPeriod('WEEKLY', '2026-11-27')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(reportedPeriod('MONTHLY', '2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(reportedPeriod('MONTHLY', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportedPeriod('MONTHLY', '2026-11-15', '15')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('reports the month that ends on the day of a last-day run, else the month before', () => {
    expect(reportedPeriod('MONTHLY', '2026-10-31', 'L')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(reportedPeriod('MONTHLY', '2026-02-28', 'L')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportedPeriod('MONTHLY', '2028-02-29', 'L')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(reportedPeriod('MONTHLY', '2026-12-31', 'L')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    // Sent by hand on another day: the last month that has ended.
    expect(reportedPeriod('MONTHLY', '2026-11-28', 'L')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // A run on day 28 reports the month before, also in February.
    expect(reportedPeriod('MONTHLY', '2026-02-28', '28')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('writes the email in the schedule’s language', () => {
    const figures = {
      totals: { sales: 123_450, vat: 13_227, net: 110_223, refunded: 0, orders: 12, items: 20 },
      byStore: [{ store: 's1', name: 'Götgatan', sales: 123_450, orders: 12 }],
      byPayment: [{ method: 'm', name: 'Kort', amount: 123_450, tips: 0, payments: 12 }],
    };
    const period = { from: '2026-11-20', to: '2026-11-26' };
    const sv = reportEmail('sv', 'Vecka', period, figures);
    expect(sv.subject).toBe('Försäljningsrapport: Vecka, 2026-11-20 – 2026-11-26');
    expect(sv.body).toContain('Försäljning inkl. moms: 1 234,50 kr');
    expect(sv.body).toContain('  Götgatan: 1 234,50 kr (12 ordrar)');
    const en = reportEmail('en', 'Week', period, figures);
    expect(en.subject).toBe('Sales report: Week, 2026-11-20 – 2026-11-26');
    expect(en.body).toContain('Sales incl. VAT: SEK 1,234.50');
  });
});
