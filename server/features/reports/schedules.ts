/**
 * Periodic reports on the server (issue 15): the next runs of a schedule (cron-parser, Swedish time), the
 * sending of one run (the period's sales summary, one email per recipient, into the outbox of the
 * infrastructure/email family) and the sweep that sends what is due. A run is identified by its
 * scheduled instant: the sweep holds a lock per schedule and sends a run only if the outbox has no email
 * of it, so several API processes, or a restart, send each run once. A run is due only when its instant
 * is after the schedule's last change (its creation, or its last edit): an edit never sends a run the
 * schedule had before it (a weekly report changed to "monthly, last day" does not send the month's run
 * that already passed).
 */
import { randomUUID } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import {
  reportedPeriod,
  reportEmail,
  SCHEDULE_TIME_ZONE,
  type Frequency,
} from '../../../src/domain/report-schedule.ts';
import { todayIn } from '../../../src/domain/periods.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { BatchWrite } from '../../resources/batch-write.ts';
import { resourceDefinitions } from '../../resources/definitions.ts';
import { systemWriter } from '../../resources/write-record.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { salesFigures } from './sales.ts';

export function nextRuns(cron: string, now: Date, count = 3): string[] {
  const runs = CronExpressionParser.parse(cron, { currentDate: now, tz: SCHEDULE_TIME_ZONE });
  return Array.from({ length: count }, () => runs.next().toISOString() ?? '');
}

/** The latest run at or before `now`. */
export function lastRun(cron: string, now: Date): Date {
  const runs = CronExpressionParser.parse(cron, {
    currentDate: new Date(now.getTime() + 1000),
    tz: SCHEDULE_TIME_ZONE,
  });
  return new Date(runs.prev().toISOString() ?? now.toISOString());
}

export interface ScheduleRow {
  id: string;
  organization_id: string;
  name: string;
  frequency: Frequency;
  language: string | null;
  recipients: { email: string }[] | null;
  cron: string | null;
  month_day?: string | null;
  active: boolean | null;
  created_at: Date | string;
  /** The schedule's last change (its creation when never changed). */
  updated_at?: Date | string | null;
}

const lookup = (name: string) => resourceDefinitions.find((definition) => definition.name === name);

const swedishClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SCHEDULE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Sends one run of a schedule: the emails it wrote. `runAt` null: sent by hand. */
export async function sendReport(
  tx: Queryable,
  emails: ResourceDefinition,
  schedule: ScheduleRow,
  now: Date,
  runAt: Date | null,
): Promise<number> {
  const at = runAt ?? now;
  const runDay = todayIn(SCHEDULE_TIME_ZONE, at);
  const period = reportedPeriod(schedule.frequency, runDay, schedule.month_day);
  const figures = await salesFigures(tx, { organizationId: schedule.organization_id, ...period });
  const language = schedule.language === 'en' ? 'en' : 'sv';
  // A run on the period's last day counts that day as far as it has come.
  const until = period.to === runDay ? swedishClock.format(at) : null;
  const { subject, body } = reportEmail(language, schedule.name, period, figures, until);
  const recipients = schedule.recipients ?? [];
  // The scheduler writes the outbox, by hand or on time: the same emails either way.
  const writer = systemWriter('scheduler', schedule.organization_id, lookup);
  const outbox = await BatchWrite.open(tx, writer, emails, []);
  for (const [tag, recipient] of recipients.entries())
    await outbox.create(tag, `email-${randomUUID()}`, {
      sentAt: now.toISOString(),
      to: recipient.email,
      subject,
      body,
      schedule: schedule.id,
      runAt: runAt?.toISOString() ?? null,
    });
  const [refused] = await outbox.finish();
  if (refused) throw refused.error;
  return recipients.length;
}

/** Sends every active schedule's latest run that is due and not yet in the outbox. */
export async function sendDueReports(db: Db, emails: ResourceDefinition, now: Date): Promise<number> {
  const schedules = await run<ScheduleRow>(
    db,
    qb.selectFrom('report_schedules').selectAll().where('active', 'is', true).where('cron', 'is not', null),
  );
  let sent = 0;
  for (const schedule of schedules) {
    const due = lastRun(schedule.cron ?? '', now);
    const changed = new Date(schedule.updated_at ?? schedule.created_at);
    if (due <= changed) continue;
    sent += await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`schedule/${schedule.id}`]);
      const [done] = await run(
        tx,
        qb
          .selectFrom('emails')
          .select('id')
          .where('schedule', '=', schedule.id)
          .where('run_at', '=', due.toISOString())
          .limit(1),
      );
      return done ? 0 : sendReport(tx, emails, schedule, now, due);
    });
  }
  return sent;
}

/** Sweeps once a minute until stopped. */
export function startScheduler(db: Db, emails: ResourceDefinition, log: (error: unknown) => void) {
  const sweep = () => void sendDueReports(db, emails, new Date()).catch(log);
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
