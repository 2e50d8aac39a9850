/**
 * The register days no Z report has closed ("How the books are made"): GET /api/report/3.0/open-days
 * lists them per register, oldest first, the next one to close marked closable, in the caller's
 * organization only; the Z report's create closes them only in day order (a day after an earlier open
 * day of sales is refused, naming that day). On the seeded demo, every register's days are closed up to
 * the day before yesterday, so yesterday is what is open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../../src/domain/periods.ts';
import { expectApiError } from '../../../testing/expect-api-error.ts';
import { storedRows } from '../../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import type { OpenDay } from '../../../../src/domain/z-report.ts';

const OPEN_DAYS = '/api/report/3.0/open-days';
const Z_REPORTS = '/api/report/3.0/z-reports';
const ADMIN = 'admin@kaffebaren.test';
const OTHER = 'admin@bokhandeln.test';

let server: TestServer;
const today = todayIn('Europe/Stockholm');
const yesterday = addDays(today, -1);

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

async function openDaysOf(username = ADMIN): Promise<OpenDay[]> {
  const res = await send('GET', OPEN_DAYS, undefined, username);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OpenDay[];
}

/** Each register's receipts of a day and their sum, from the stored orders here, apart from the server. */
async function expectedOpenDays(organizationId: string, day: string) {
  const devices = (await storedRows(server.db, 'devices', { organizationId })).filter(
    (d) => d.data.kind === 'register',
  );
  const stores = await storedRows(server.db, 'stores', { organizationId });
  const orders = await storedRows(server.db, 'orders', { organizationId });
  return devices
    .map((device) => {
      const sold = orders.filter(
        (o) =>
          o.data.store === device.data.store &&
          o.data.device === device.data.name &&
          todayIn('Europe/Stockholm', new Date(String(o.data.placedAt))) === day,
      );
      const receipts = sold.filter(
        (o) => !o.data.training && !['unpaid', 'reserved'].includes(String(o.data.paymentStatus)),
      );
      return {
        register: device.id,
        registerName: String(device.data.name),
        store: String(device.data.store),
        storeName: String(stores.find((s) => s.id === device.data.store)!.data.name),
        day,
        orders: receipts.length,
        total: receipts.reduce((sum, o) => sum + Number(o.data.total), 0),
        closable: true,
        skipped: false,
        sold: sold.length,
      };
    })
    .filter((d) => d.sold > 0)
    .map(({ sold: _sold, ...d }) => d)
    .sort(
      (a, b) =>
        a.storeName.localeCompare(b.storeName) ||
        a.registerName.localeCompare(b.registerName) ||
        a.register.localeCompare(b.register),
    );
}

describe('open register days', () => {
  it('lists yesterday on every register that sold, closable, with its receipts and total, in the caller’s organization', async () => {
    const expected = await expectedOpenDays('org-kaffebaren', yesterday);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(await openDaysOf()).toEqual(expected);
    const other = await openDaysOf(OTHER);
    expect(other).toEqual(await expectedOpenDays('org-bokhandeln', yesterday));
    expect(other.some((d) => expected.some((e) => e.register === d.register))).toBe(false);
  });

  it('closes a register’s open days only in day order, the oldest first', async () => {
    const [first] = await openDaysOf();
    const register = first!.register;
    // The register's last Z report (the day before yesterday) taken back: two days are open.
    const reports = (await storedRows(server.db, 'z-reports', { organizationId: 'org-kaffebaren' })).filter(
      (r) => r.data.register === register,
    );
    const last = reports.sort((a, b) => Number(b.data.serialNumber) - Number(a.data.serialNumber))[0]!;
    const dayBefore = addDays(today, -2);
    expect(last.data.businessDay).toBe(dayBefore);
    await server.db.query('DELETE FROM z_reports WHERE id = $1', [last.id]);
    const open = (await openDaysOf()).filter((d) => d.register === register);
    expect(open.map((d) => [d.day, d.closable, d.skipped])).toEqual([
      [dayBefore, true, false],
      [yesterday, false, false],
    ]);

    const refused = await expectApiError(
      await send('POST', Z_REPORTS, { register, businessDay: yesterday }),
      400,
      'validation.z_report.earlier_open',
    );
    expect(refused.errors[0]).toMatchObject({ field: 'businessDay' });
    expect(refused.errors[0]?.errorMessage.sv).toContain(dayBefore);
    expect(refused.errors[0]?.errorMessage.en).toContain(dayBefore);

    const closed = await send('POST', Z_REPORTS, { register, businessDay: dayBefore });
    expect(closed.status, await closed.clone().text()).toBe(201);
    expect(((await closed.json()) as { serialNumber: number }).serialNumber).toBe(last.data.serialNumber);
    expect((await openDaysOf()).filter((d) => d.register === register).map((d) => d.day)).toEqual([
      yesterday,
    ]);
    const next = await send('POST', Z_REPORTS, { register, businessDay: yesterday });
    expect(next.status, await next.clone().text()).toBe(201);
    expect((await openDaysOf()).some((d) => d.register === register)).toBe(false);
  });

  it('is for whoever may list the Z reports', async () => {
    const res = await server.app.request(OPEN_DAYS);
    expect(res.status).toBe(401);
  });
});
