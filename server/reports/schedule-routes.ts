/**
 * The periodic reports' own routes (issue 15), for whoever may see the schedule:
 *
 *   GET  /api/report/3.0/schedules/:id/next-runs   { cron, nextRuns: [ISO instants] } (Swedish time)
 *   POST /api/report/3.0/schedules/:id/send        sends the report now: { sent: number of emails }
 */
import type { Hono } from 'hono';
import { createRegistry } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { authorizer } from '../resources/authorize.ts';
import { ensureSchema } from '../storage/sync.ts';
import { nextRuns, sendReport, type ScheduleRow } from './schedules.ts';

export function scheduleRoutes(deps: Deps, definitions: readonly ResourceDefinition[]) {
  const schedules = definitions.find((d) => d.name === 'report-schedules');
  const emails = definitions.find((d) => d.name === 'emails');
  return (app: Hono<AppEnv>) => {
    if (!schedules || !emails) return;
    const authorize = authorizer(createRegistry(definitions));
    const find = async (organizationId: string | null, id: string) => {
      await ensureSchema(deps.db, definitions);
      const [row] = await deps.db.query<ScheduleRow>(
        'SELECT * FROM report_schedules WHERE organization_id = $1 AND id = $2',
        [organizationId, id],
      );
      if (!row) throw notFound();
      return row;
    };

    app.get(`/${schedules.api}/:id/next-runs`, async (c) => {
      const { organizationId } = authorize(c, schedules, 'show');
      const schedule = await find(organizationId, c.req.param('id'));
      const cron = schedule.cron ?? '';
      return c.json({ cron, nextRuns: cron && schedule.active ? nextRuns(cron, new Date()) : [] });
    });

    app.post(`/${schedules.api}/:id/send`, async (c) => {
      const { organizationId } = authorize(c, schedules, 'show');
      const schedule = await find(organizationId, c.req.param('id'));
      const sent = await deps.db.transaction((tx) => sendReport(tx, emails, schedule, new Date(), null));
      return c.json({ sent });
    });
  };
}
