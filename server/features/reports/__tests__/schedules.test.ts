/**
 * Periodic reports (issue 15): the server keeps a schedule as cron whatever the client sends, answers its
 * next runs in Swedish time, refuses a monthly day that not every month has, and sends a run's sales
 * summary into the email outbox: by hand at once, and by the sweep once per run however often it looks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportedPeriod } from '../../../../src/domain/report-schedule.ts';
import { todayIn } from '../../../../src/domain/periods.ts';
import { resourceDefinitions } from '../../../resources/definitions.ts';
import { expectApiError } from '../../../testing/expect-api-error.ts';
import { storedRows } from '../../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { salesFigures } from '../sales.ts';
import { lastRun, nextRuns, sendDueReports } from '../schedules.ts';

const API = '/api/report/3.0/schedules';
const ADMIN = 'admin@kaffebaren.test';
const emails = resourceDefinitions.find((d) => d.name === 'emails')!;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function send(method: string, path: string, body?: unknown, username = ADMIN) {
  return server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const schedule = (data: Record<string, unknown> = {}) => ({
  name: 'Veckorapport till ägarna',
  frequency: 'WEEKLY',
  hour: 7,
  weekday: 'FRI',
  recipients: [{ email: 'agare@kaffebaren.test' }, { email: 'ekonomi@kaffebaren.test' }],
  language: 'sv',
  active: true,
  ...data,
});

const outbox = async (id: string) =>
  (await storedRows(server.db, 'emails', { organizationId: 'org-kaffebaren' })).filter(
    (row) => row.data.schedule === id,
  );

describe('periodic reports', () => {
  it('keeps the schedule as cron and answers the next three Fridays at 07:00 Swedish time', async () => {
    const res = await send('POST', API, schedule({ cron: '* * * * *' }));
    expect(res.status, await res.clone().text()).toBe(201);
    const made = (await res.json()) as { id: string; cron: string };
    expect(made.cron).toBe('0 7 * * FRI');
    const runs = (await (await send('GET', `${API}/${made.id}/next-runs`)).json()) as { nextRuns: string[] };
    expect(runs.nextRuns).toHaveLength(3);
    for (const run of runs.nextRuns) {
      const local = new Date(run).toLocaleString('sv-SE', {
        timeZone: 'Europe/Stockholm',
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
      });
      expect(local).toBe('fredag 07:00');
    }
    const monthly = (await (
      await send('POST', API, schedule({ frequency: 'MONTHLY', monthDay: 'L' }))
    ).json()) as { cron: string };
    expect(monthly.cron).toBe('0 7 L * *');
  });

  it('refuses a monthly day that not every month has, on its field, storing nothing', async () => {
    const before = (await storedRows(server.db, 'report-schedules', {})).length;
    const body = await expectApiError(
      await send('POST', API, schedule({ frequency: 'MONTHLY', monthDay: '31' })),
      400,
      'validation.schedule.month_day',
    );
    expect(body.errors[0]).toMatchObject({ field: 'monthDay' });
    await expectApiError(
      await send('POST', API, schedule({ recipients: [{ email: 'inte-en-adress' }] })),
      400,
      'validation.email',
    );
    expect((await storedRows(server.db, 'report-schedules', {})).length).toBe(before);
  });

  it('sends the report now: one email per recipient with the period’s sales', async () => {
    const { id } = (await (await send('POST', API, schedule({ frequency: 'DAILY' }))).json()) as {
      id: string;
    };
    const res = await send('POST', `${API}/${id}/send`);
    expect(await res.json()).toEqual({ sent: 2 });
    const sent = await outbox(id);
    expect(sent.map((e) => e.data.to).sort()).toEqual(['agare@kaffebaren.test', 'ekonomi@kaffebaren.test']);
    const period = reportedPeriod('DAILY', todayIn('Europe/Stockholm'));
    const figures = await salesFigures(server.db, { organizationId: 'org-kaffebaren', ...period });
    expect(sent[0]?.data.subject).toBe(
      `Försäljningsrapport: Veckorapport till ägarna, ${period.from} – ${period.to}`,
    );
    const kr = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' })
      .format(figures.totals.sales / 100)
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(sent[0]?.data.body).toContain(`Försäljning inkl. moms: ${kr}`);
    expect(sent[0]?.data.runAt ?? null).toBeNull();
    const listed = (await (
      await send('GET', '/api/infrastructure/3.0/email?range=[0,99]')
    ).json()) as unknown[];
    expect(listed.length).toBeGreaterThanOrEqual(2);
  });

  it('sends each due run once, however often the sweep looks', async () => {
    const { id } = (await (await send('POST', API, schedule({ frequency: 'DAILY', hour: 6 }))).json()) as {
      id: string;
    };
    // The schedule is older than its last run: as if it was made, and last changed, a week ago.
    await server.db.query(
      "UPDATE report_schedules SET created_at = now() - interval '7 days', updated_at = now() - interval '7 days' WHERE id = $1",
      [id],
    );
    const now = new Date();
    await sendDueReports(server.db, emails, now);
    await sendDueReports(server.db, emails, new Date(now.getTime() + 30_000));
    const sent = await outbox(id);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((e) => e.data.runAt))).toEqual(
      new Set([lastRun('0 6 * * *', now).toISOString()]),
    );
  });

  it('sends no stale run when a schedule is changed: only runs after its last change', async () => {
    const { id } = (await (await send('POST', API, schedule())).json()) as { id: string };
    // Made weeks ago as a weekly report, and not changed since.
    await server.db.query(
      "UPDATE report_schedules SET created_at = now() - interval '40 days', updated_at = now() - interval '40 days' WHERE id = $1",
      [id],
    );
    const current = (await (await send('GET', `${API}/${id}`)).json()) as Record<string, unknown>;
    const changed = await send('PUT', `${API}/${id}`, { ...current, frequency: 'MONTHLY', monthDay: 'L' });
    expect(changed.status, await changed.clone().text()).toBe(200);
    // The last "last day of the month" instant is before the change: nothing is sent.
    await sendDueReports(server.db, emails, new Date());
    expect(await outbox(id)).toHaveLength(0);
    // The next one is sent, and reports the month that ends that day.
    const next = new Date(nextRuns('0 7 L * *', new Date(), 1)[0]!);
    await sendDueReports(server.db, emails, new Date(next.getTime() + 30_000));
    const sent = await outbox(id);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.data.runAt).toBe(next.toISOString());
    const runDay = todayIn('Europe/Stockholm', next);
    expect(sent[0]?.data.subject).toBe(
      `Försäljningsrapport: Veckorapport till ägarna, ${runDay.slice(0, 8)}01 – ${runDay}`,
    );
    expect(sent[0]?.data.body).toContain(
      `Period: ${runDay.slice(0, 8)}01 – ${runDay} (sista dagen till kl. 07:00)`,
    );
  });

  it('keeps another organization’s schedules out of reach', async () => {
    const { id } = (await (await send('POST', API, schedule())).json()) as { id: string };
    expect((await send('GET', `${API}/${id}/next-runs`, undefined, 'admin@bokhandeln.test')).status).toBe(
      404,
    );
    expect((await send('POST', `${API}/${id}/send`, undefined, 'admin@bokhandeln.test')).status).toBe(404);
    expect(await outbox(id)).toHaveLength(0);
  });
});
