/**
 * Z report rules (SKVFS 2014:9; issue 15): a Z report closes one register's day, once, and never a day
 * that has not begun. The API judges the register and the day's report inside the write's lock, so two
 * clicks make one report. A register's days are closed in day order (SKVFS 2014:9 7 kap. 3 §: one Z
 * report per day, the grand totals carried on from the one before): a day on or before the register's
 * last closed day is refused, naming that day (server/reports/z-report-hooks.ts judges it, reading the
 * register's last report inside the same lock), and so is a day after an earlier day the register sold
 * and never closed, naming that day: it is closed first.
 */
import { todayIn } from '../periods';
import { isText, type CollectionRule, type RecordRule } from './rule';

interface ZReportValues {
  register?: unknown;
  businessDay?: unknown;
}

export const zReportDayRule: RecordRule<ZReportValues> = {
  messages: {
    'validation.z_report.future_day': {
      en: 'A Z report closes a day that has begun: choose today or an earlier day',
      sv: 'En Z-rapport stänger en dag som har börjat: välj i dag eller en tidigare dag',
    },
  },
  check: (record) =>
    isText(record.businessDay) && record.businessDay > todayIn('Europe/Stockholm')
      ? [{ field: 'businessDay', key: 'validation.z_report.future_day' }]
      : [],
};

export const zReportRegisterRule: CollectionRule<ZReportValues> = {
  messages: {
    'validation.z_report.not_register': {
      en: 'Choose a register: a card terminal makes no Z report',
      sv: 'Välj en kassa: en kortterminal gör ingen Z-rapport',
    },
    'validation.z_report.day_closed': {
      en: 'This register already has a Z report for this day',
      sv: 'Kassan har redan en Z-rapport för den här dagen',
    },
    'validation.z_report.out_of_order': {
      en: 'This register’s days are closed up to %{day}: a Z report closes a later day, in day order',
      sv: 'Kassans dagar är stängda till och med %{day}: en Z-rapport stänger en senare dag, i dagsordning',
    },
    'validation.z_report.earlier_open': {
      en: 'This register sold on %{day} and that day has no Z report: close it first, in day order',
      sv: 'Kassan sålde %{day} och den dagen har ingen Z-rapport: stäng den först, i dagsordning',
    },
  },
  check: async (record, ctx) => {
    if (!isText(record.register) || record.register === '') return [];
    const [device] = await ctx.find('devices', { id: record.register });
    if (device && device.kind !== 'register')
      return [{ field: 'register', key: 'validation.z_report.not_register' }];
    if (!isText(record.businessDay)) return [];
    const made = await ctx.count('z-reports', {
      register: record.register,
      businessDay: record.businessDay,
    });
    return made > 0 ? [{ field: 'businessDay', key: 'validation.z_report.day_closed' }] : [];
  },
};
