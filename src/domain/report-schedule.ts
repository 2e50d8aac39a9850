/**
 * The periodic sales report (SPEC 2 "periodic report and its schedule"; issue 15): DAILY, WEEKLY or
 * MONTHLY at an hour, kept as a cron expression (minute hour day-of-month month day-of-week: weekly on a
 * weekday, FRI by default; monthly on a day 1-28, 1 by default, or L for the last day), and the period
 * each run reports (docs/decisions.md, "How the books are made"): whole days that have ended, except a
 * last-day run, which reports the month it ends:
 * - DAILY: the day before the run's day, whatever the hour;
 * - WEEKLY: the seven days before the run's day (a Monday run: Monday to Sunday of the week before);
 * - MONTHLY on a day 1-28: the calendar month before the run's month;
 * - MONTHLY on L: the month whose last day the run is on, that day as far as it has come at the run's
 *   hour (sent by hand on another day: the last month that has ended).
 */
import { formatMoney, formatNumber, type FormatLocale } from './format';
import { addDays, type DayRange } from './periods';
import type { SalesFigures } from './statistics';

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DEFAULT_WEEKDAY: Weekday = 'FRI';
export const DEFAULT_MONTH_DAY = '1';
export const DEFAULT_HOUR = 7;
export const SCHEDULE_TIME_ZONE = 'Europe/Stockholm';

/** A day of the month a monthly report may run on: 1-28 (every month has them) or L, the last. */
export const isMonthDay = (value: string): boolean => /^(L|[1-9]|1\d|2[0-8])$/.test(value);

export interface ScheduleTiming {
  frequency: Frequency;
  hour: number;
  weekday?: string | null;
  monthDay?: string | null;
}

export function scheduleCron({ frequency, hour, weekday, monthDay }: ScheduleTiming): string {
  switch (frequency) {
    case 'DAILY':
      return `0 ${hour} * * *`;
    case 'WEEKLY':
      return `0 ${hour} * * ${weekday || DEFAULT_WEEKDAY}`;
    case 'MONTHLY':
      return `0 ${hour} ${monthDay || DEFAULT_MONTH_DAY} * *`;
  }
}

const lastDayOfMonth = (day: string): string =>
  addDays(`${addDays(`${day.slice(0, 8)}28`, 4).slice(0, 8)}01`, -1);

/** The days a run on `runDay` reports (`monthDay`: a monthly schedule's day, 1-28 or L). */
export function reportedPeriod(frequency: Frequency, runDay: string, monthDay?: string | null): DayRange {
  const yesterday = addDays(runDay, -1);
  switch (frequency) {
    case 'DAILY':
      return { from: yesterday, to: yesterday };
    case 'WEEKLY':
      return { from: addDays(runDay, -7), to: yesterday };
    case 'MONTHLY': {
      const firstOfThisMonth = `${runDay.slice(0, 8)}01`;
      if (monthDay === 'L' && runDay === lastDayOfMonth(runDay))
        return { from: firstOfThisMonth, to: runDay };
      const lastOfPrevious = addDays(firstOfThisMonth, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
  }
}

export interface ReportEmail {
  subject: string;
  body: string;
}

const TEXTS = {
  sv: {
    subject: 'Försäljningsrapport: %name, %from – %to',
    period: 'Period',
    until: 'sista dagen till kl. %time',
    sales: 'Försäljning inkl. moms',
    vat: 'Moms',
    net: 'Försäljning exkl. moms',
    refunded: 'Återbetalt',
    orders: 'Ordrar',
    items: 'Sålda artiklar',
    byStore: 'Per butik',
    byPayment: 'Per betalsätt',
    ordersOf: 'ordrar',
  },
  en: {
    subject: 'Sales report: %name, %from – %to',
    period: 'Period',
    until: 'the last day until %time',
    sales: 'Sales incl. VAT',
    vat: 'VAT',
    net: 'Sales excl. VAT',
    refunded: 'Refunded',
    orders: 'Orders',
    items: 'Items sold',
    byStore: 'Per store',
    byPayment: 'Per payment method',
    ordersOf: 'orders',
  },
} as const;

/**
 * The email of one run: the period's sales summary in the schedule's language. `until`: the Swedish time
 * (HH:MM) the period's last day was counted to, when the run is on that day (a last-day monthly run).
 */
export function reportEmail(
  language: FormatLocale,
  name: string,
  period: DayRange,
  figures: Pick<SalesFigures, 'totals' | 'byStore' | 'byPayment'>,
  until?: string | null,
): ReportEmail {
  const t = TEXTS[language];
  const money = (minor: number) => formatMoney(minor, language).replace(/[\u00a0\u202f]/g, ' ');
  const count = (value: number) => formatNumber(value, language).replace(/[\u00a0\u202f]/g, ' ');
  const { totals } = figures;
  const body = [
    name,
    `${t.period}: ${period.from} – ${period.to}${until ? ` (${t.until.replace('%time', until)})` : ''}`,
    '',
    `${t.sales}: ${money(totals.sales)}`,
    `${t.vat}: ${money(totals.vat)}`,
    `${t.net}: ${money(totals.net)}`,
    `${t.refunded}: ${money(totals.refunded)}`,
    `${t.orders}: ${count(totals.orders)}`,
    `${t.items}: ${count(totals.items)}`,
    '',
    t.byStore,
    ...figures.byStore.map(
      (row) => `  ${row.name ?? row.store}: ${money(row.sales)} (${count(row.orders)} ${t.ordersOf})`,
    ),
    '',
    t.byPayment,
    ...figures.byPayment.map((row) => `  ${row.name ?? row.method}: ${money(row.amount)}`),
  ].join('\n');
  const subject = t.subject.replace('%name', name).replace('%from', period.from).replace('%to', period.to);
  return { subject, body };
}
