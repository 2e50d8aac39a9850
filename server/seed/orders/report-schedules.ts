/**
 * Kaffebaren's periodic report (issue 15): the weekly sales summary to the owner and the bookkeeper on
 * Friday mornings, made a month ago, with its last three runs in the email outbox.
 */
import { scheduleCron } from '../../../src/domain/report-schedule.ts';
import type reportSchedules from '../../../src/resources/report-schedules/index.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { lastRun, sendReport, type ScheduleRow } from '../../features/reports/schedules.ts';
import { insertRows } from '../../resources/storage.ts';

const ID = 'schedule-kaffebaren-weekly';
const WEEK = 7 * 86_400_000;

export async function seedDemoSchedules(
  tx: Queryable,
  definitions: readonly ResourceDefinition[],
  now: Date,
): Promise<void> {
  const schedules = definitions.find((d) => d.name === 'report-schedules');
  const emails = definitions.find((d) => d.name === 'emails');
  if (!schedules || !emails) return;
  const data = {
    name: 'Veckorapport',
    frequency: 'WEEKLY',
    hour: 7,
    weekday: 'FRI',
    monthDay: '1',
    recipients: [{ email: 'agare@kaffebaren.test' }, { email: 'bokforing@kaffebaren.test' }],
    language: 'sv',
    active: true,
    cron: scheduleCron({ frequency: 'WEEKLY', hour: 7, weekday: 'FRI' }),
  } satisfies FieldsOf<typeof reportSchedules>;
  const createdAt = new Date(now.getTime() - 4 * WEEK).toISOString();
  await insertRows(tx, schedules, 'org-kaffebaren', [{ id: ID, data, createdAt }], 'seed');
  const row: ScheduleRow = {
    id: ID,
    organization_id: 'org-kaffebaren',
    name: data.name,
    frequency: 'WEEKLY',
    language: 'sv',
    recipients: data.recipients,
    cron: data.cron,
    active: true,
    created_at: createdAt,
  };
  const latest = lastRun(data.cron, now);
  for (const weeksBack of [2, 1, 0]) {
    const runAt = new Date(latest.getTime() - weeksBack * WEEK);
    await sendReport(tx, emails, row, new Date(runAt.getTime() + 40_000), runAt);
  }
}
