/**
 * Periodic reports (SPEC 2 "periodic report and its schedule"; issue 15): a sales summary mailed DAILY,
 * WEEKLY or MONTHLY to its recipients. The server keeps the schedule as cron (src/domain/report-schedule.ts,
 * set on every write by server/features/reports/schedule-hooks.ts), shows it in words (cronstrue, sv and en),
 * computes the next runs (cron-parser) and, when a run is due, writes the report through the
 * infrastructure/email family into the outbox (the emails resource). Reports area, 'reports' permission.
 */
import {
  DEFAULT_HOUR,
  DEFAULT_MONTH_DAY,
  DEFAULT_WEEKDAY,
  FREQUENCIES,
  WEEKDAYS,
} from '../../domain/report-schedule';
import { ROLE_GROUPS } from '../../domain/roles';
import { scheduleMonthDayRule } from '../../domain/validators/report-schedules';
import { defineResource } from '../../schema/define-resource';
import type { EnumValue } from '../../schema/types';

const FREQUENCY_LABELS: Record<(typeof FREQUENCIES)[number], EnumValue> = {
  DAILY: { label: { en: 'Daily', sv: 'Dagligen' } },
  WEEKLY: { label: { en: 'Weekly', sv: 'Varje vecka' } },
  MONTHLY: { label: { en: 'Monthly', sv: 'Varje månad' } },
};

const WEEKDAY_LABELS: Record<(typeof WEEKDAYS)[number], EnumValue> = {
  MON: { label: { en: 'Monday', sv: 'Måndag' } },
  TUE: { label: { en: 'Tuesday', sv: 'Tisdag' } },
  WED: { label: { en: 'Wednesday', sv: 'Onsdag' } },
  THU: { label: { en: 'Thursday', sv: 'Torsdag' } },
  FRI: { label: { en: 'Friday', sv: 'Fredag' } },
  SAT: { label: { en: 'Saturday', sv: 'Lördag' } },
  SUN: { label: { en: 'Sunday', sv: 'Söndag' } },
};

export default defineResource({
  name: 'report-schedules',
  label: {
    one: { en: 'Periodic report', sv: 'Periodisk rapport' },
    many: { en: 'Periodic reports', sv: 'Periodiska rapporter' },
  },
  routes: ['/apps/merchant/periodicReports'],
  api: 'api/report/3.0/schedules',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'reports' },
  representation: 'name',
  icon: 'Schedule',
  menu: { group: 'reports', order: 3 },
  list: { sort: { field: 'name', order: 'ASC' }, bulkDelete: true },
  views: { show: 'schedule-show' },
  rules: [scheduleMonthDayRule],
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 60,
      listed: true,
      sortable: true,
      searchable: true,
    },
    frequency: {
      kind: 'enum',
      label: { en: 'How often', sv: 'Hur ofta' },
      required: true,
      default: 'WEEKLY',
      values: FREQUENCY_LABELS,
      listed: true,
      filterable: true,
    },
    hour: {
      kind: 'integer',
      label: { en: 'Hour', sv: 'Timme' },
      helper: {
        en: 'Sent at this hour, Swedish time (0-23)',
        sv: 'Skickas den här timmen, svensk tid (0–23)',
      },
      required: true,
      min: 0,
      max: 23,
      default: DEFAULT_HOUR,
    },
    weekday: {
      kind: 'enum',
      label: { en: 'Weekday', sv: 'Veckodag' },
      helper: { en: 'For a weekly report', sv: 'För en veckorapport' },
      default: DEFAULT_WEEKDAY,
      shownWhen: { frequency: ['WEEKLY'] },
      values: WEEKDAY_LABELS,
    },
    monthDay: {
      kind: 'text',
      label: { en: 'Day of the month', sv: 'Dag i månaden' },
      helper: {
        en: 'For a monthly report: 1-28, or L for the last day',
        sv: 'För en månadsrapport: 1–28, eller L för sista dagen',
      },
      maxLength: 2,
      default: DEFAULT_MONTH_DAY,
      shownWhen: { frequency: ['MONTHLY'] },
    },
    recipients: {
      kind: 'subRecords',
      label: { en: 'Recipients', sv: 'Mottagare' },
      required: true,
      minRows: 1,
      maxRows: 10,
      fields: { email: { kind: 'email', label: { en: 'Email', sv: 'E-post' }, required: true } },
    },
    language: {
      kind: 'enum',
      label: { en: 'Language of the email', sv: 'E-postens språk' },
      required: true,
      default: 'sv',
      values: {
        sv: { label: { en: 'Swedish', sv: 'Svenska' } },
        en: { label: { en: 'English', sv: 'Engelska' } },
      },
    },
    active: {
      kind: 'boolean',
      label: { en: 'Active', sv: 'Aktiv' },
      default: true,
      listed: true,
      filterable: true,
    },
    cron: {
      kind: 'text',
      label: { en: 'Schedule', sv: 'Schema' },
      maxLength: 40,
      readOnly: true,
      create: false,
      listed: true,
      component: 'cron-words',
    },
  },
});
