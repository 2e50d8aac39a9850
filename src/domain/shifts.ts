/**
 * Staff shifts (SPEC 3 "Shift: start time, end time, hours worked"; SPEC 5 "Hours worked at most 24",
 * "A shift may not duplicate another"): the arithmetic the form, the API, the seed and the time report
 * share. A shift is the half-open interval [start, end): one ending at 12:00 and the next starting at
 * 12:00 do not overlap. Hours worked are the shift's length less its break, to two decimals.
 */
import { todayIn } from './periods';

/** The longest a shift may last, login to logout. */
export const MAX_SHIFT_HOURS = 24;
/** The longest break a shift may record, in minutes (10 hours). */
export const MAX_BREAK_MINUTES = 600;

const HOUR_MS = 3_600_000;

/** An ISO date-time as milliseconds; null when it is not one. */
export function instant(value: unknown): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The shift's length in hours, login to logout (negative when it ends before it starts); null without both times. */
export function shiftLengthHours(start: unknown, end: unknown): number | null {
  const from = instant(start);
  const to = instant(end);
  return from === null || to === null ? null : (to - from) / HOUR_MS;
}

/** Hours worked: the length less the break, rounded to two decimals (never below 0); null without both times. */
export function hoursWorked(start: unknown, end: unknown, breakMinutes: unknown): number | null {
  const length = shiftLengthHours(start, end);
  if (length === null) return null;
  const pause = typeof breakMinutes === 'number' && Number.isFinite(breakMinutes) ? breakMinutes : 0;
  return Math.max(0, Math.round((length - pause / 60) * 100) / 100);
}

/** The Swedish calendar date (Europe/Stockholm) of an instant, YYYY-MM-DD. */
const dateInSweden = (ms: number) => todayIn('Europe/Stockholm', new Date(ms));

/** The day a shift belongs to: the Swedish calendar date of its start (YYYY-MM-DD); null without a start. */
export function shiftDay(start: unknown): string | null {
  const from = instant(start);
  return from === null ? null : dateInSweden(from);
}

/**
 * The days whose shifts may overlap a shift starting at `start`: a shift lasts at most MAX_SHIFT_HOURS,
 * so one that overlaps starts at most that long before this one starts and before this one ends. Every
 * Swedish date of that span (three, or four around a change to or from summer time), oldest first.
 */
export function neighbourDays(start: unknown): string[] {
  const from = instant(start);
  if (from === null) return [];
  const days = new Set<string>();
  // A day lasts at least 23 hours: a step of an hour meets every date of the span.
  for (let hour = -MAX_SHIFT_HOURS; hour <= MAX_SHIFT_HOURS; hour++)
    days.add(dateInSweden(from + hour * HOUR_MS));
  return [...days];
}

export interface ShiftTimes {
  id?: unknown;
  start?: unknown;
  end?: unknown;
}

/** Whether two shifts share any moment ([start, end) intervals); a shift without both times overlaps nothing. */
export function shiftsOverlap(a: ShiftTimes, b: ShiftTimes): boolean {
  const aStart = instant(a.start);
  const aEnd = instant(a.end);
  const bStart = instant(b.start);
  const bEnd = instant(b.end);
  if (aStart === null || aEnd === null || bStart === null || bEnd === null) return false;
  return aStart < bEnd && bStart < aEnd;
}

/** The first of `others` (the record `ownId` itself left out) that the shift overlaps or duplicates, if any. */
export function overlappingShift<T extends ShiftTimes>(
  shift: ShiftTimes,
  others: readonly T[],
  ownId: string | null,
): T | undefined {
  return others.find((other) => (ownId === null || other.id !== ownId) && shiftsOverlap(shift, other));
}

/** One user's line of the time report (GET /api/timetracking/3.0/report). */
export interface ShiftReportLine {
  user: string;
  /** First and last name (else the username). */
  name: string;
  username: string;
  shifts: number;
  hours: number;
}

/** The time report's totals over the shifts of a list filter: per user (most hours first) and in all. */
export interface ShiftReportTotals {
  users: ShiftReportLine[];
  total: { users: number; shifts: number; hours: number };
}

/** Hours as a clock reads them, "7:38" for 7.63 h (rounded to the minute). */
export function hoursAndMinutes(hours: number): string {
  const minutes = Math.round(hours * 60);
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(minutes);
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
