/**
 * Shift rules (SPEC 5 "Start date not after end date. Hours worked at most 24. Logout time after login
 * time. A shift may not duplicate another"; SPEC 6 "Time tracking requires an SSN on the user"; SPEC 8
 * "Duplicate shift not allowed"). The times rule is judged by the form and the API alike; the staff and
 * overlap rules read other records, so the API judges them (collection rules) and the form shows their
 * messages on the fields after a save.
 */
import { instant, MAX_SHIFT_HOURS, neighbourDays, overlappingShift, shiftLengthHours } from '../shifts';
import { isText, type CollectionRule, type RecordIssue, type RecordRule } from './rule';

interface ShiftValues {
  user?: unknown;
  start?: unknown;
  end?: unknown;
  breakMinutes?: unknown;
}

/** Logout after login, at most MAX_SHIFT_HOURS in between, and a break shorter than the shift. */
export const shiftTimesRule: RecordRule<ShiftValues> = {
  messages: {
    'validation.shift.end_before_start': {
      en: 'Logout time must be after login time',
      sv: 'Utloggningstiden måste vara efter inloggningstiden',
    },
    'validation.shift.too_long': {
      en: 'Hours worked can be at most %{max}: a shift lasts at most %{max} hours',
      sv: 'Arbetad tid får vara högst %{max} timmar: ett pass varar högst %{max} timmar',
    },
    'validation.shift.break_too_long': {
      en: 'The break must be shorter than the shift',
      sv: 'Rasten måste vara kortare än passet',
    },
  },
  check: ({ start, end, breakMinutes }): RecordIssue[] => {
    const length = shiftLengthHours(start, end);
    if (length === null) return [];
    if (length <= 0) return [{ field: 'end', key: 'validation.shift.end_before_start' }];
    if (length > MAX_SHIFT_HOURS)
      return [{ field: 'end', key: 'validation.shift.too_long', params: { max: MAX_SHIFT_HOURS } }];
    if (typeof breakMinutes === 'number' && breakMinutes >= length * 60)
      return [{ field: 'breakMinutes', key: 'validation.shift.break_too_long' }];
    return [];
  },
};

/** Only a user with time tracking on and a personal identity number may have shifts. */
export const shiftStaffRule: CollectionRule<ShiftValues> = {
  messages: {
    'validation.shift.time_tracking_off': {
      en: 'This user does not have time tracking. Turn it on for the user first',
      sv: 'Användaren har inte tidrapportering. Slå på den för användaren först',
    },
    'validation.shift.ssn_missing': {
      en: 'Time tracking requires a personal identity number. Enter it on the user first',
      sv: 'Tidrapportering kräver personnummer. Ange det på användaren först',
    },
  },
  check: async ({ user }, ctx) => {
    if (!isText(user) || user === '') return [];
    const [found] = await ctx.find('users', { id: user });
    // A user of no record (or of another organization) is the reference check's to refuse.
    if (!found) return [];
    if (found.timeTracking !== true) return [{ field: 'user', key: 'validation.shift.time_tracking_off' }];
    if (!isText(found.ssn) || found.ssn.trim() === '')
      return [{ field: 'user', key: 'validation.shift.ssn_missing' }];
    return [];
  },
};

/**
 * No two shifts of one user share a moment (an exact duplicate is the plainest overlap); the shift being
 * updated is left out. Only the shifts of the dates that can overlap are read (`date`, the Swedish date
 * of a shift's start, which the server stores: src/domain/shifts.ts neighbourDays).
 */
export const shiftOverlapRule: CollectionRule<ShiftValues> = {
  messages: {
    'validation.shift.duplicate': {
      en: 'Duplicate shift not allowed: the user already has a shift at this time',
      sv: 'Dubblettpass är inte tillåtna: användaren har redan ett pass under den här tiden',
    },
  },
  check: async (record, ctx) => {
    if (!isText(record.user) || record.user === '' || instant(record.end) === null) return [];
    const days = neighbourDays(record.start);
    if (days.length === 0) return [];
    const others = await ctx.find('shifts', { user: record.user, date: days });
    return overlappingShift(record, others, ctx.id)
      ? [{ field: 'start', key: 'validation.shift.duplicate' }]
      : [];
  },
};
