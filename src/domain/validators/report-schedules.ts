/** Periodic report rules (issue 15): a monthly report's day is 1-28 or L. */
import { isMonthDay } from '../report-schedule';
import { isText, type RecordRule } from './rule';

interface ScheduleValues {
  frequency?: unknown;
  monthDay?: unknown;
}

export const scheduleMonthDayRule: RecordRule<ScheduleValues> = {
  messages: {
    'validation.schedule.month_day': {
      en: 'A day from 1 to 28, or L for the last day of the month',
      sv: 'En dag från 1 till 28, eller L för månadens sista dag',
    },
  },
  check: (record) =>
    record.frequency === 'MONTHLY' &&
    isText(record.monthDay) &&
    record.monthDay !== '' &&
    !isMonthDay(record.monthDay)
      ? [{ field: 'monthDay', key: 'validation.schedule.month_day' }]
      : [],
};
