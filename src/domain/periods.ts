/**
 * Report periods (SPEC 3 report filter; issues 15 and 39): the presets (today, yesterday, this and last
 * week (ISO weeks, from Monday), the last 7 and 30 days, this and last month, the year so far, last year)
 * and a custom range, as whole days in the store's time zone, and the period each is compared with: the
 * period before, the same dates a year earlier, or a year earlier on the same weekdays. Days are ISO
 * dates ('YYYY-MM-DD'); a range includes both ends.
 */

export { DEFAULT_TIME_ZONE } from './defaultTimeZone';
export { todayIn } from './todayIn';

export const PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'last7',
  'thisMonth',
  'lastMonth',
  'last30',
  'yearToDate',
  'lastYear',
  'custom',
] as const;
export type Preset = (typeof PRESETS)[number];

/** What a period is compared with (docs/decisions.md "Statistics: presets and comparisons"). */
export const COMPARISONS = ['previous', 'lastYear', 'lastYearWeekday'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export interface DayRange {
  from: string;
  to: string;
}

/** The longest range a report answers (SPEC 8 "reduce the date period" beyond it): a year and a day. */
export const MAX_RANGE_DAYS = 366;

const DAY = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => toDay(toTime(day) + days * DAY);

/** Whether a value is a day of the calendar as YYYY-MM-DD (2024-02-30 and 2024-13-01 are not). */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  Number.isFinite(toTime(value)) &&
  toDay(toTime(value)) === value;

/**
 * The first day a report covers. Days before it are no business day of ours, and the oldest (year 1)
 * are no instant JavaScript can write once a time zone's offset of that age is applied.
 */
export const FIRST_REPORT_DAY = '1970-01-01';

/** Whether a value is a day a report may ask for: a real day, on or after FIRST_REPORT_DAY. */
export const isReportDay = (value: unknown): value is string => isDay(value) && value >= FIRST_REPORT_DAY;

/** A report's date parameter that is no day it covers, named in the message (an API's 400). */
export const invalidDateMessage = (parameter: string): { en: string; sv: string } => ({
  en: `The parameter ${parameter} is not a valid date (YYYY-MM-DD, ${FIRST_REPORT_DAY.slice(0, 4)} or later)`,
  sv: `Parametern ${parameter} är inte ett giltigt datum (ÅÅÅÅ-MM-DD, ${FIRST_REPORT_DAY.slice(0, 4)} eller senare)`,
});

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DayRange): number => Math.round((toTime(to) - toTime(from)) / DAY) + 1;

/** The time of day where the store is (its IANA time zone), in whole hours and minutes. */
export function timeIn(timeZone: string, now: Date = new Date()): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part('hour'), minute: part('minute') };
}

/** Whether Intl knows the IANA time zone (`Europe/Stockholm`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('sv-SE', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An instant as the wall-clock time of a zone, `YYYY-MM-DD HH:mm:ss` (SPEC 9's format): 2026-03-29T01:30Z
 * is 2026-03-29 03:30:00 in Stockholm, after the clocks went forward. Invalid input gives ''.
 */
export function localTimeIn(timeZone: string, instant: Date | string): string {
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  if (Number.isNaN(ms)) return '';
  const wall = new Date(ms + offsetAt(timeZone, ms)).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
}

/**
 * A zone's offset from UTC (ms) at an instant, asked of Intl once per quarter hour of the zone (every
 * zone changes its offset on a quarter hour): an export writes millions of instants, mostly sorted.
 */
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, { quarter: number; offset: number }>();
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetAt(timeZone: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER_HOUR);
  const known = offsets.get(timeZone);
  if (known?.quarter === quarter) return known.offset;
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const start = quarter * QUARTER_HOUR;
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const parts = formatter.formatToParts(new Date(start));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
  );
  const offset = wall - start;
  offsets.set(timeZone, { quarter, offset });
  return offset;
}

/** Monday of the ISO week of a day. */
export const mondayOf = (day: string): string => addDays(day, -((new Date(toTime(day)).getUTCDay() + 6) % 7));

const lastOfMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The days a preset covers, today being `today`; a custom range is its own. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): DayRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek':
      return { from: mondayOf(today), to: today };
    case 'lastWeek':
      return { from: addDays(mondayOf(today), -7), to: addDays(mondayOf(today), -1) };
    case 'last7':
      return { from: addDays(today, -7), to: addDays(today, -1) };
    case 'last30':
      return { from: addDays(today, -30), to: addDays(today, -1) };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth':
      return monthOf(year, month - 1);
    case 'yearToDate':
      return { from: `${year}-01-01`, to: today };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** The whole calendar month `month` (0-based, may run past either end of the year) of `year`. */
function monthOf(year: number, month: number): DayRange {
  const first = new Date(Date.UTC(year, month, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  const from = toDay(first.getTime());
  return { from, to: `${from.slice(0, 8)}${String(lastOfMonth(y, m)).padStart(2, '0')}` };
}

/** The same date a year earlier; 29 February becomes the 28th. */
const yearBefore = (day: string): string => {
  const earlier: string = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return day.slice(5) === '02-29' ? `${earlier.slice(0, 8)}28` : earlier;
};

/**
 * The period a range is compared with. The period before: this week so far against the same days of last
 * week, this month so far against the same days of last month (to its last day when it is shorter: 31
 * March against the end of February), last month against the month before, last year against the year
 * before, the year so far against the same days of last year, anything else against as many days just
 * before it. A year earlier: the same dates. A year earlier by weekday: 52 weeks back, so Mondays meet
 * Mondays.
 */
export function comparisonRange(
  range: DayRange,
  preset: Preset,
  comparison: Comparison = 'previous',
): DayRange {
  if (comparison === 'lastYear') return { from: yearBefore(range.from), to: yearBefore(range.to) };
  if (comparison === 'lastYearWeekday')
    return { from: addDays(range.from, -364), to: addDays(range.to, -364) };
  if (preset === 'thisWeek') return { from: addDays(range.from, -7), to: addDays(range.to, -7) };
  if (preset === 'thisMonth') {
    const year = Number(range.from.slice(0, 4));
    const month = Number(range.from.slice(5, 7)) - 1;
    const previous = monthOf(year, month - 1);
    const day = Math.min(Number(range.to.slice(8, 10)), Number(previous.to.slice(8, 10)));
    return { from: previous.from, to: `${previous.from.slice(0, 8)}${String(day).padStart(2, '0')}` };
  }
  if (preset === 'lastMonth')
    return monthOf(Number(range.from.slice(0, 4)), Number(range.from.slice(5, 7)) - 2);
  if (preset === 'lastYear' || preset === 'yearToDate')
    return { from: yearBefore(range.from), to: yearBefore(range.to) };
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

export type RangeProblem = 'invalid' | 'reversed' | 'tooLong';

/** What is wrong with a range asked for, if anything. */
export function rangeProblem(range: { from?: unknown; to?: unknown }): RangeProblem | null {
  if (!isReportDay(range.from) || !isReportDay(range.to)) return 'invalid';
  if (range.from > range.to) return 'reversed';
  return daysIn({ from: range.from, to: range.to }) > MAX_RANGE_DAYS ? 'tooLong' : null;
}

export const RANGE_MESSAGES = {
  'errors.period.invalid': { en: 'Give the period as two dates', sv: 'Ange perioden som två datum' },
  'errors.period.reversed': {
    en: 'The start date cannot be after the end date',
    sv: 'Startdatum kan inte vara efter slutdatum',
  },
  'errors.period.too_long': {
    en: 'Reduce the date period: a report covers at most 366 days',
    sv: 'Minska datumperioden: en rapport omfattar högst 366 dagar',
  },
} as const;

export const rangeMessageKey = (problem: RangeProblem): keyof typeof RANGE_MESSAGES =>
  problem === 'tooLong' ? 'errors.period.too_long' : `errors.period.${problem}`;

/** Change from `before` to `now`, in the unit and as a share (null when there was nothing before). */
export function delta(now: number, before: number): { change: number; percent: number | null } {
  return { change: now - before, percent: before === 0 ? null : ((now - before) / Math.abs(before)) * 100 };
}
