/**
 * The demo shops' staff shifts (issue 14, the staff time report): the register staff with time tracking
 * (server/seed/demo-users.ts, those with a personnummer) clock in and out around their shop's opening
 * hours (the plans of ./index.ts) on their working days, over the same days as the demo orders. A few
 * minutes early or late, a break by the shift's length, a sick day now and then, three weeks of summer
 * holiday, the odd note. At most one shift a person a day, inside the day: no two overlap. Deterministic
 * (same days, same shifts); a shift still going on at `now` is not there yet (it is stored at logout).
 */
import type shifts from '../../../src/resources/shifts/index.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { insertRows } from '../../resources/storage.ts';
import { derivedShiftValues } from '../../features/shifts/shift-hooks.ts';
import { DEMO_USERS } from '../demo-users.ts';
import { random, stockholmInstant, type ShopPlan } from './generate.ts';

/**
 * One planned shift, placed by the shop's opening hours that day: `opening` starts a quarter before
 * opening and lasts `hours`, `closing` ends a quarter after closing and lasts `hours`, `full` runs from
 * a quarter before opening to a quarter after closing.
 */
interface PlannedShift {
  store: string;
  kind: 'opening' | 'closing' | 'full';
  hours?: number;
}

interface StaffSchedule {
  user: string;
  organizationId: string;
  /** The shift of a weekday (0 Sunday) in a week (weeks since 1970, for every-other-week patterns); null: off. */
  shift: (weekday: number, week: number) => PlannedShift | null;
  /** Summer holiday, MM-DD to MM-DD, both included. */
  holiday: readonly [string, string];
}

const GOTGATAN = 'store-kaffebaren-gotgatan';
const SODER = 'store-kaffebaren-soder';
const KUNGSGATAN = 'store-bokhandeln-kungsgatan';
const NORDSTAN = 'store-bokhandeln-nordstan';

export const STAFF_SCHEDULES: readonly StaffSchedule[] = [
  {
    // Elin opens Götgatan Monday to Thursday and works every other Saturday.
    user: 'user-kaffebaren-seller01',
    organizationId: 'org-kaffebaren',
    shift: (weekday, week) =>
      weekday >= 1 && weekday <= 4
        ? { store: GOTGATAN, kind: 'opening', hours: 8.5 }
        : weekday === 6 && week % 2 === 0
          ? { store: GOTGATAN, kind: 'full' }
          : null,
    holiday: ['07-01', '07-21'],
  },
  {
    // Ahmed closes Söder on weekdays, opens on Wednesdays (deliveries) and works every other Sunday.
    user: 'user-kaffebaren-manager01',
    organizationId: 'org-kaffebaren',
    shift: (weekday, week) =>
      weekday === 3
        ? { store: SODER, kind: 'opening', hours: 8.5 }
        : weekday >= 1 && weekday <= 5
          ? { store: SODER, kind: 'closing', hours: 8.25 }
          : weekday === 0 && week % 2 === 1
            ? { store: SODER, kind: 'full' }
            : null,
    holiday: ['07-15', '08-04'],
  },
  {
    // Sofia runs Kungsgatan on weekdays, is at Nordstan on Wednesdays and works one Saturday in four.
    user: 'user-bokhandeln-manager02',
    organizationId: 'org-bokhandeln',
    shift: (weekday, week) =>
      weekday === 3
        ? { store: NORDSTAN, kind: 'opening', hours: 8 }
        : weekday >= 1 && weekday <= 5
          ? { store: KUNGSGATAN, kind: 'full' }
          : weekday === 6 && week % 4 === 0
            ? { store: KUNGSGATAN, kind: 'full' }
            : null,
    holiday: ['07-07', '07-27'],
  },
  {
    // Oscar studies and works Nordstan's late Thursdays and Fridays and its weekends.
    user: 'user-bokhandeln-seller02',
    organizationId: 'org-bokhandeln',
    shift: (weekday) =>
      weekday === 4 || weekday === 5
        ? { store: NORDSTAN, kind: 'closing', hours: 7 }
        : weekday === 6 || weekday === 0
          ? { store: NORDSTAN, kind: 'full' }
          : null,
    holiday: ['06-23', '07-13'],
  },
];

const NOTES = [
  'Täckte upp för sjuk kollega',
  'Inventering efter stängning',
  'Tog emot leverans',
  'Personalmöte',
  'Utbildning i nya kassan',
  'Glömde stämpla ut, rättat av butikschef',
];

type Shift = FieldsOf<typeof shifts>;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** Stockholm wall-clock minutes of a day as an instant, to the minute. */
const at = (day: string, minuteOfDay: number) => {
  const instant = stockholmInstant(day, Math.floor(minuteOfDay / 60), minuteOfDay % 60).getTime();
  return new Date(instant - (instant % 60_000));
};

/** A break by the shift's length: none up to 5 hours, then 15, 30, 45 or 60 minutes. */
const breakFor = (hours: number, rnd: () => number) =>
  hours <= 5 ? (rnd() < 0.5 ? 0 : 15) : hours <= 7 ? 30 : rnd() < 0.6 ? 45 : 60;

/** A short deterministic number from a text (the seed of a person's shifts). */
const seedOf = (text: string) =>
  [...text].reduce((hash, ch) => (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0, 7);

/** The shifts of one shop's staff over `days` days ending today (`now`), oldest first. */
export function generateShifts(
  plan: Pick<ShopPlan, 'organizationId' | 'hours'>,
  days: number,
  now: Date,
): { id: string; data: Shift; createdAt: string }[] {
  const staff = STAFF_SCHEDULES.filter(
    (s) =>
      s.organizationId === plan.organizationId &&
      DEMO_USERS.some((u) => u.id === s.user && u.organizationId === s.organizationId && u.ssn),
  );
  const rows: { id: string; data: Shift; createdAt: string }[] = [];
  for (const person of staff) {
    const rnd = random(seedOf(person.user) + days);
    for (let back = days - 1; back >= 0; back--) {
      const date = new Date(now.getTime() - back * DAY_MS);
      const day = isoDay(date);
      const weekday = date.getUTCDay();
      const planned = person.shift(weekday, Math.floor(date.getTime() / DAY_MS / 7));
      // Drawn every day, worked or not, so one day's outcome never shifts the next day's.
      const sick = rnd() < 0.03;
      const early = Math.floor(rnd() * 8);
      const late = rnd() < 0.1 ? 1 + Math.floor(rnd() * 5) : 0;
      const over = Math.floor(rnd() * 11);
      const pause = rnd();
      const note = rnd() < 0.04 ? NOTES[Math.floor(rnd() * NOTES.length)] : undefined;
      const [from, to] = person.holiday;
      if (!planned || sick || (day.slice(5) >= from && day.slice(5) <= to)) continue;
      const { open, close } = plan.hours(weekday);
      const startPlan =
        planned.kind === 'closing' ? close * 60 + 15 - (planned.hours ?? 8) * 60 : open * 60 - 15;
      const endPlan = planned.kind === 'opening' ? startPlan + (planned.hours ?? 8) * 60 : close * 60 + 15;
      const start = at(day, Math.round(startPlan - early + late));
      const end = at(day, Math.round(endPlan + over));
      if (end > now) continue;
      const hours = (end.getTime() - start.getTime()) / 3_600_000;
      const data: Shift = {
        user: person.user,
        store: planned.store,
        start: start.toISOString(),
        end: end.toISOString(),
        breakMinutes: breakFor(hours, () => pause),
        ...(note ? { note } : {}),
      };
      Object.assign(data, derivedShiftValues(data));
      rows.push({
        id: `shift-${person.user.replace(/^user-/, '')}-${day}`,
        data,
        createdAt: data.end,
      });
    }
  }
  return rows;
}

/** Stores the shifts of each plan's staff (none when the shifts resource is not served). */
export async function seedDemoShifts(
  tx: Queryable,
  definitions: readonly ResourceDefinition[],
  plans: readonly Pick<ShopPlan, 'organizationId' | 'hours'>[],
  days: number,
  now: Date,
): Promise<number> {
  const shifts = definitions.find((d) => d.name === 'shifts');
  if (!shifts) return 0;
  let stored = 0;
  for (const plan of plans) {
    const rows = generateShifts(plan, days, now);
    for (let at = 0; at < rows.length; at += 500)
      await insertRows(tx, shifts, plan.organizationId, rows.slice(at, at + 500), 'kassa');
    stored += rows.length;
  }
  return stored;
}
