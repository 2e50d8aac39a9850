/**
 * The report-schedules storage (src/resources/report-schedules/): on every write the server sets the
 * schedule's cron expression from its frequency, hour, weekday and day of the month
 * (src/domain/report-schedule.ts); what a client sends as cron is never used.
 */
import { DEFAULT_HOUR, scheduleCron, type Frequency } from '../../../src/domain/report-schedule.ts';
import { storageHooks } from '../../resources/hooks.ts';
import reportSchedules from '../../../src/resources/report-schedules/index.ts';

export const scheduleStorageHooks = storageHooks(reportSchedules, {
  async beforeWrite(_tx, _ctx, data) {
    data.cron = scheduleCron({
      frequency: (data.frequency as Frequency | undefined) ?? 'WEEKLY',
      hour: typeof data.hour === 'number' ? data.hour : DEFAULT_HOUR,
      weekday: typeof data.weekday === 'string' ? data.weekday : null,
      monthDay: typeof data.monthDay === 'string' ? data.monthDay : null,
    });
  },
});
