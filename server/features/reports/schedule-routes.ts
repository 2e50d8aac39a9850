/**
 * The periodic reports' own routes (issue 15), for whoever may see the schedule:
 *
 *   GET  /api/report/3.0/schedules/:id/next-runs   { cron, nextRuns: [ISO instants] } (Swedish time)
 *   POST /api/report/3.0/schedules/:id/send        sends the report now: { sent: number of emails }
 */
import { notFound } from '../../http/errors.ts';
import { ofOrganization } from '../../resources/row-scope.ts';
import { param } from '../../routing/params.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { nextRuns, sendReport, type ScheduleRow } from './schedules.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

export function scheduleRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const schedules = registry.get('report-schedules');
  const emails = registry.get('emails');
  if (!schedules || !emails) return;
  const find = async (organizationId: string | null, id: string) => {
    const [row] = await run<ScheduleRow>(
      deps.db,
      qb
        .selectFrom('report_schedules')
        .selectAll()
        .where(ofOrganization(organizationId))
        .where('id', '=', id),
    );
    if (!row) throw notFound();
    return row;
  };

  routes.get(
    `/${schedules.api}/:id/next-runs`,
    { resource: 'report-schedules', action: 'show' },
    "A schedule's next run times",
    async (c, { organizationId }) => {
      const schedule = await find(organizationId, param(c, 'id'));
      const cron = schedule.cron ?? '';
      return c.json({ cron, nextRuns: cron && schedule.active ? nextRuns(cron, new Date()) : [] });
    },
  );

  routes.post(
    `/${schedules.api}/:id/send`,
    { resource: 'report-schedules', action: 'show' },
    "Sends a schedule's report now",
    async (c, { organizationId }) => {
      const schedule = await find(organizationId, param(c, 'id'));
      const sent = await deps.db.transaction((tx) => sendReport(tx, emails, schedule, new Date(), null));
      return c.json({ sent });
    },
  );
}
