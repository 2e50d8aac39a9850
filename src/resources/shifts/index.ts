/**
 * Staff shifts and the time report (SPEC 2 "staff shifts and time report", SPEC 3 "Shift: start time,
 * end time, hours worked", SPEC 5, SPEC 6; issue 14): one record per shift of a user with time
 * tracking, in a store. The list is the time report: filtered by period, store and user, with the hours
 * per user and in all beside it (./ShiftReport.tsx, from GET /api/timetracking/3.0/report). Hours
 * worked and the shift's date are the server's (server/features/shifts/shift-hooks.ts, from src/domain/shifts.ts),
 * never the client's. Every correction is in the record's history. Merchant area, 'staff-shifts' permission.
 */
import { ROLE_GROUPS } from '../../domain/roles';
import { MAX_BREAK_MINUTES } from '../../domain/shifts';
import { shiftOverlapRule, shiftStaffRule, shiftTimesRule } from '../../domain/validators/shifts';
import { defineResource } from '../../schema/define-resource';

export default defineResource({
  name: 'shifts',
  label: {
    one: { en: 'Shift', sv: 'Arbetspass' },
    many: { en: 'Staff time report', sv: 'Tidrapport personal' },
  },
  routes: ['/apps/merchant/staffTimeReport'],
  api: 'api/timetracking/3.0',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'staff-shifts' },
  representation: 'date',
  icon: 'AccessTime',
  menu: { group: 'merchant', order: 22 },
  list: { sort: { field: 'start', order: 'DESC' }, export: true, perPage: 50 },
  views: { list: 'shift-report' },
  rules: [shiftTimesRule],
  collectionRules: [shiftStaffRule, shiftOverlapRule],
  fields: {
    user: {
      kind: 'reference',
      reference: 'users',
      label: { en: 'Staff member', sv: 'Anställd' },
      helper: {
        en: 'A user with time tracking and a personal identity number',
        sv: 'En användare med tidrapportering och personnummer',
      },
      required: true,
      listed: true,
      filterable: true,
    },
    store: {
      kind: 'reference',
      reference: 'stores',
      label: { en: 'Store', sv: 'Butik' },
      required: true,
      listed: true,
      filterable: true,
    },
    start: {
      kind: 'datetime',
      label: { en: 'Start (login)', sv: 'Start (inloggning)' },
      required: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    end: {
      kind: 'datetime',
      label: { en: 'End (logout)', sv: 'Slut (utloggning)' },
      required: true,
      listed: true,
      sortable: true,
    },
    breakMinutes: {
      kind: 'integer',
      label: { en: 'Break (minutes)', sv: 'Rast (minuter)' },
      default: 0,
      min: 0,
      max: MAX_BREAK_MINUTES,
      listed: true,
    },
    hoursWorked: {
      kind: 'number',
      label: { en: 'Hours worked', sv: 'Arbetade timmar' },
      helper: {
        en: 'End less start less the break; set when the shift is saved',
        sv: 'Slut minus start minus rasten; räknas ut när passet sparas',
      },
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    date: {
      kind: 'date',
      label: { en: 'Date', sv: 'Datum' },
      helper: { en: 'The Swedish date of the start', sv: 'Startens datum i svensk tid' },
      readOnly: true,
    },
    note: {
      kind: 'text',
      label: { en: 'Note', sv: 'Anteckning' },
      helper: { en: 'E.g. why a shift was corrected', sv: 'T.ex. varför ett pass rättades' },
      maxLength: 200,
    },
  },
});
