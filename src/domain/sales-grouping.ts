/**
 * Sales per day grouped for a long range (issue 39): by ISO week (Monday first) or by calendar month, so a
 * year reads as 53 or 12 rows rather than 366. The comparison period is lined up day by day (its day n
 * falls in the group of the range's day n, as on the day chart), so a group compares like with like; the
 * range's totals never change with the grouping.
 */
import { addDays, daysIn, mondayOf, type DayRange } from './periods';

export const GROUPINGS = ['day', 'week', 'month'] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** Ranges longer than this offer week and month; by week by default, by month past QUARTER_DAYS. */
const MONTH_DAYS = 31;
const QUARTER_DAYS = 92;

export const groupingOffered = (range: DayRange): boolean => daysIn(range) > MONTH_DAYS;

export function defaultGrouping(range: DayRange): Grouping {
  const days = daysIn(range);
  return days > QUARTER_DAYS ? 'month' : days > MONTH_DAYS ? 'week' : 'day';
}

/** The ISO 8601 week of a day: its number and the year it counts in (the year of its Thursday). */
export function isoWeek(day: string): { year: number; week: number } {
  const thursday = addDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = daysIn({ from: `${year}-01-01`, to: thursday });
  return { year, week: Math.floor((dayOfYear - 1) / 7) + 1 };
}

export interface DayGroup {
  /** The group's first day inside the range (a week cut by the range starts where the range does). */
  from: string;
  to: string;
  /** Week groups: the ISO week and its year. */
  week?: { year: number; week: number };
  sales: number;
  orders: number;
  previousSales: number;
  previousOrders: number;
}

const keyOf = (day: string, grouping: Grouping): string =>
  grouping === 'day' ? day : grouping === 'month' ? day.slice(0, 7) : mondayOf(day);

type DayFigure = { day: string; sales: number; orders: number };

/** Every day of `range` in its group, with the sales of that day and of the comparison's day n. */
export function groupDays(
  range: DayRange,
  compare: DayRange,
  grouping: Grouping,
  current: readonly DayFigure[],
  previous: readonly DayFigure[] = [],
): DayGroup[] {
  const now = new Map(current.map((d) => [d.day, d]));
  const before = new Map(previous.map((d) => [d.day, d]));
  const groups = new Map<string, DayGroup>();
  const length = daysIn(range);
  for (let i = 0; i < length; i++) {
    const day = addDays(range.from, i);
    const key = keyOf(day, grouping);
    let group = groups.get(key);
    if (!group) {
      group = { from: day, to: day, sales: 0, orders: 0, previousSales: 0, previousOrders: 0 };
      if (grouping === 'week') group.week = isoWeek(day);
      groups.set(key, group);
    }
    group.to = day;
    group.sales += now.get(day)?.sales ?? 0;
    group.orders += now.get(day)?.orders ?? 0;
    const compared = addDays(compare.from, i);
    const earlier = compared <= compare.to ? before.get(compared) : undefined;
    group.previousSales += earlier?.sales ?? 0;
    group.previousOrders += earlier?.orders ?? 0;
  }
  return [...groups.values()];
}
