/**
 * Staff shifts and the time report (issue 14; SPEC 3 Shift, SPEC 5, SPEC 6, SPEC 8): the seeded shifts
 * (staff with time tracking, no overlaps, hours as the domain counts them); the list by period; a shift
 * created and read back from the database with the hours the server set; refusals in sv and en with
 * nothing stored (a duplicate or overlap, logout before login, more than 24 hours, a user without time
 * tracking or SSN); another organization's shifts are not there; the report's totals equal a SQL sum
 * the test computes itself; a correction is in the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursWorked, shiftDay, shiftsOverlap } from '../../../src/domain/shifts.ts';
import { parsePersonnummer } from '../../../src/domain/validators/personnummer.ts';
import shifts from '../../../src/resources/shifts/index.ts';
import { localized, messageCatalogue } from '../../../src/schema/messages.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow, storedRows, tableOf } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const API = '/api/timetracking/3.0';
const ADMIN = 'admin@kaffebaren.test';
const OTHER_ADMIN = 'admin@bokhandeln.test';
const ELIN = 'user-kaffebaren-seller01';
const AHMED = 'user-kaffebaren-manager01';
const GOTGATAN = 'store-kaffebaren-gotgatan';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Shift = Record<string, unknown> & { id: string; version: number };

const send = async (method: string, path: string, body?: unknown, username = ADMIN) =>
  server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function list(filter: Record<string, unknown>, username = ADMIN): Promise<Shift[]> {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: '[0,999]',
    sort: '["start","ASC"]',
  });
  const res = await send('GET', `${API}?${query}`, undefined, username);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Shift[];
}

const rowsOf = (organizationId: string) => storedRows(server.db, 'shifts', { organizationId });
const column = (storage: string, source: string) => `"${tableOf(storage).bySource.get(source)!.name}"`;
const SHIFTS = `"${tableOf('shifts').name}"`;

const message = (key: string, params?: Record<string, number>) =>
  localized(messageCatalogue([shifts]), { key, ...(params ? { params } : {}) });

/** A shift of Elin's at Götgatan on a day of 2023 (far from the seeded weeks). */
const shiftOn = (day: string, from = '07:00', to = '15:30', extra: Record<string, unknown> = {}) => ({
  user: ELIN,
  store: GOTGATAN,
  start: `${day}T${from}:00+02:00`,
  end: `${day}T${to}:00+02:00`,
  breakMinutes: 30,
  ...extra,
});

describe('the seeded shifts', () => {
  it('belong to staff with time tracking and a valid personnummer, in both shops', async () => {
    for (const organizationId of ['org-kaffebaren', 'org-bokhandeln']) {
      const rows = await rowsOf(organizationId);
      expect(rows.length, organizationId).toBeGreaterThan(10);
      const users = await storedRows(server.db, 'users', {
        organizationId,
        ids: [...new Set(rows.map((r) => String(r.data.user)))],
      });
      expect(users.length).toBeGreaterThanOrEqual(2);
      for (const user of users) {
        expect(user.data.timeTracking, user.id).toBe(true);
        expect(parsePersonnummer(String(user.data.ssn)), user.id).not.toBeNull();
      }
    }
  });

  it('store the hours and date the domain counts, with breaks, and never overlap for one user', async () => {
    const rows = [...(await rowsOf('org-kaffebaren')), ...(await rowsOf('org-bokhandeln'))];
    for (const { data } of rows) {
      expect(data.hoursWorked).toBe(hoursWorked(data.start, data.end, data.breakMinutes));
      expect(data.date).toBe(shiftDay(data.start));
      expect(Number(data.hoursWorked)).toBeGreaterThan(0);
      expect(Number(data.hoursWorked)).toBeLessThanOrEqual(24);
    }
    expect(rows.some(({ data }) => Number(data.breakMinutes) > 0)).toBe(true);
    for (const [i, a] of rows.entries())
      for (const b of rows.slice(i + 1))
        if (a.data.user === b.data.user) expect(shiftsOverlap(a.data, b.data), `${a.id} ${b.id}`).toBe(false);
  });
});

describe('the list', () => {
  it('keeps to a period (start from, before) and a store', async () => {
    const rows = await rowsOf('org-kaffebaren');
    const days = [...new Set(rows.map((r) => String(r.data.date)))].sort();
    const [from, before] = [days[2]!, days[9]!];
    const found = await list({ start_gt: from, start_lt: before, store: 'store-kaffebaren-soder' });
    const expected = rows.filter(
      (r) =>
        r.data.store === 'store-kaffebaren-soder' &&
        Date.parse(String(r.data.start)) > Date.parse(from) &&
        Date.parse(String(r.data.start)) < Date.parse(before),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((s) => s.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(found.every((s) => s.user === AHMED && typeof s.hoursWorked === 'number')).toBe(true);
  });
});

describe('creating and correcting a shift', () => {
  let created: Shift;

  it('stores it with the hours the server counts, whatever the client sends', async () => {
    const res = await send('POST', API, { ...shiftOn('2023-05-08'), hoursWorked: 99, note: 'Inventering' });
    expect(res.status, await res.clone().text()).toBe(201);
    created = (await res.json()) as Shift;
    expect(created).toMatchObject({ hoursWorked: 8, date: '2023-05-08', breakMinutes: 30 });
    const row = await storedRow(server.db, 'shifts', created.id);
    expect(row?.organization_id).toBe('org-kaffebaren');
    expect(row?.data).toMatchObject({
      user: ELIN,
      store: GOTGATAN,
      start: '2023-05-08T05:00:00.000Z',
      end: '2023-05-08T13:30:00.000Z',
      breakMinutes: 30,
      hoursWorked: 8,
      date: '2023-05-08',
      note: 'Inventering',
    });
    const read = await send('GET', `${API}/${created.id}`);
    expect(await read.json()).toMatchObject({ id: created.id, hoursWorked: 8 });
  });

  it('lets a shift start as the other ends, and lets a shift be edited (it is no duplicate of itself)', async () => {
    const next = await send('POST', API, shiftOn('2023-05-08', '15:30', '18:00', { breakMinutes: 0 }));
    expect(next.status, await next.clone().text()).toBe(201);
    const res = await send('PUT', `${API}/${created.id}`, {
      ...shiftOn('2023-05-08', '07:00', '15:15'),
      note: 'Glömde stämpla ut, rättat',
      version: created.version,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    created = (await res.json()) as Shift;
    expect(created.hoursWorked).toBe(7.75);
  });

  it('keeps the correction in the history: who, the times and the hours from what to what', async () => {
    const res = await send('GET', `${API}/${created.id}/history`);
    expect(res.status).toBe(200);
    const [latest, first] = (await res.json()) as {
      action: string;
      actor: string;
      changes: Record<string, { from: unknown; to: unknown }>;
    }[];
    expect(first?.action).toBe('create');
    expect(latest).toMatchObject({
      action: 'update',
      actor: ADMIN,
      changes: {
        hoursWorked: { from: 8, to: 7.75 },
        note: { from: 'Inventering', to: 'Glömde stämpla ut, rättat' },
      },
    });
    // The history keeps the logout as it was written each time: the same moments.
    const end = latest!.changes.end!;
    expect([Date.parse(String(end.from)), Date.parse(String(end.to))]).toEqual([
      Date.parse('2023-05-08T15:30:00+02:00'),
      Date.parse('2023-05-08T15:15:00+02:00'),
    ]);
  });

  it.each([
    ['the same shift again', '07:00', '15:15'],
    ['an overlapping one', '12:00', '16:00'],
    ['one inside it', '09:00', '10:00'],
  ])('refuses %s with 400 on the start, in sv and en, and stores nothing', async (_label, from, to) => {
    const before = await rowsOf('org-kaffebaren');
    const res = await send('POST', API, shiftOn('2023-05-08', from, to));
    const body = await expectApiError(res, 400, 'validation.shift.duplicate');
    expect(body.errors[0]).toMatchObject({
      field: 'start',
      errorMessage: message('validation.shift.duplicate'),
    });
    expect(body.errors[0]?.errorMessage.en).toMatch(/^Duplicate shift not allowed/);
    expect(body.errors[0]?.errorMessage.sv).toMatch(/^Dubblettpass är inte tillåtna/);
    expect(await rowsOf('org-kaffebaren')).toEqual(before);
  });

  it('refuses an update onto another shift of the user, and leaves both as they were', async () => {
    const other = (await (await send('POST', API, shiftOn('2023-05-09'))).json()) as Shift;
    const before = await rowsOf('org-kaffebaren');
    const res = await send('PUT', `${API}/${other.id}`, {
      ...shiftOn('2023-05-08', '14:00', '20:00'),
      version: other.version,
    });
    await expectApiError(res, 400, 'validation.shift.duplicate');
    expect(await rowsOf('org-kaffebaren')).toEqual(before);
  });

  it('lets another user work the same hours', async () => {
    const res = await send('POST', API, { ...shiftOn('2023-05-08'), user: AHMED });
    expect(res.status, await res.clone().text()).toBe(201);
  });
});

describe('refusals on the times', () => {
  it.each([
    [
      'logout before login',
      shiftOn('2023-06-01', '15:00', '07:00'),
      'end',
      'validation.shift.end_before_start',
    ],
    ['logout at login', shiftOn('2023-06-01', '07:00', '07:00'), 'end', 'validation.shift.end_before_start'],
    [
      'more than 24 hours',
      { ...shiftOn('2023-06-01', '07:00', '07:00'), end: '2023-06-02T07:30:00+02:00' },
      'end',
      'validation.shift.too_long',
    ],
    [
      'a break as long as the shift',
      shiftOn('2023-06-01', '07:00', '07:30'),
      'breakMinutes',
      'validation.shift.break_too_long',
    ],
    [
      'a break of 601 minutes',
      { ...shiftOn('2023-06-01'), breakMinutes: 601 },
      'breakMinutes',
      'validation.max',
    ],
    ['no end', { ...shiftOn('2023-06-01'), end: null }, 'end', 'validation.required'],
  ])('%s: 400 on the field, as the form says, nothing stored', async (_label, values, field, key) => {
    const form = await validateRecord(shifts, values, 'create');
    expect(form.map((i) => `${i.field}:${i.key}`)).toEqual([`${field}:${key}`]);
    const before = await rowsOf('org-kaffebaren');
    const body = await expectApiError(await send('POST', API, values), 400, key);
    expect(body.errors[0]?.field).toBe(field);
    expect(await rowsOf('org-kaffebaren')).toEqual(before);
  });

  it('says so in Swedish and English', () => {
    expect(message('validation.shift.end_before_start')).toEqual({
      en: 'Logout time must be after login time',
      sv: 'Utloggningstiden måste vara efter inloggningstiden',
    });
    expect(message('validation.shift.too_long', { max: 24 }).sv).toContain('högst 24 timmar');
  });
});

describe('only staff with time tracking and an SSN', () => {
  it('refuses a user without time tracking, on the user field', async () => {
    const before = await rowsOf('org-kaffebaren');
    const res = await send('POST', API, { ...shiftOn('2023-06-05'), user: 'user-kaffebaren-admin' });
    const body = await expectApiError(res, 400, 'validation.shift.time_tracking_off');
    expect(body.errors[0]).toMatchObject({
      field: 'user',
      errorMessage: message('validation.shift.time_tracking_off'),
    });
    expect(await rowsOf('org-kaffebaren')).toEqual(before);
  });

  it('refuses a user with time tracking but no SSN (stored before the rule)', async () => {
    await server.db.query(
      `UPDATE users SET ${column('users', 'timeTracking')} = true, ${column('users', 'ssn')} = NULL WHERE id = 'user-kaffebaren-owner'`,
    );
    const res = await send('POST', API, { ...shiftOn('2023-06-05'), user: 'user-kaffebaren-owner' });
    const body = await expectApiError(res, 400, 'validation.shift.ssn_missing');
    expect(body.errors[0]?.field).toBe('user');
    expect(body.errors[0]?.errorMessage.sv).toBe(
      'Tidrapportering kräver personnummer. Ange det på användaren först',
    );
  });

  it("refuses another organization's user as missing", async () => {
    const res = await send('POST', API, { ...shiftOn('2023-06-05'), user: 'user-bokhandeln-seller02' });
    const body = await expectApiError(res, 400, 'validation.reference_missing');
    expect(body.errors[0]?.field).toBe('user');
  });
});

describe("another organization's shifts", () => {
  it('are not there: 404 to read, change, delete or read the history of, and not listed or counted', async () => {
    const [kaffebaren] = await rowsOf('org-kaffebaren');
    const path = `${API}/${kaffebaren!.id}`;
    await expectApiError(await send('GET', path, undefined, OTHER_ADMIN), 404, 'not_found');
    await expectApiError(await send('GET', `${path}/history`, undefined, OTHER_ADMIN), 404, 'not_found');
    await expectApiError(
      await send('PUT', path, { note: 'x', version: kaffebaren!.version }, OTHER_ADMIN),
      404,
      'not_found',
    );
    await expectApiError(await send('DELETE', path, undefined, OTHER_ADMIN), 404, 'not_found');
    expect(await storedRow(server.db, 'shifts', kaffebaren!.id)).toEqual(kaffebaren);
    const theirs = await list({}, OTHER_ADMIN);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((s) => s.organizationId === 'org-bokhandeln')).toBe(true);
    const report = (await (await send('GET', `${API}/report`, undefined, OTHER_ADMIN)).json()) as {
      users: { user: string }[];
    };
    expect(report.users.map((u) => u.user).sort()).toEqual([
      'user-bokhandeln-manager02',
      'user-bokhandeln-seller02',
    ]);
  });
});

describe('the report', () => {
  /** Hours per user as the test counts them itself: end less start less the break, per shift to two decimals. */
  async function sqlSums(organizationId: string, where = '', params: unknown[] = []) {
    const [user, start, end, pause] = ['user', 'start', 'end', 'breakMinutes'].map((s) =>
      column('shifts', s),
    );
    const rows = await server.db.query<{ user: string; shifts: number; hours: string }>(
      `SELECT ${user} AS user, count(*)::int AS shifts,
              sum(round((extract(epoch FROM ${end} - ${start}) / 3600 - coalesce(${pause}, 0) / 60.0)::numeric, 2)) AS hours
       FROM ${SHIFTS} WHERE organization_id = $1 ${where} GROUP BY ${user}`,
      [organizationId, ...params],
    );
    return new Map(rows.map((r) => [r.user, { shifts: r.shifts, hours: Number(r.hours) }]));
  }

  const report = async (filter: Record<string, unknown>, username = ADMIN) => {
    const res = await send(
      'GET',
      `${API}/report?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      undefined,
      username,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as {
      users: { user: string; name: string; shifts: number; hours: number }[];
      total: { users: number; shifts: number; hours: number };
    };
  };

  it('sums the hours per user and in all, as SQL sums them, over everything', async () => {
    const sums = await sqlSums('org-kaffebaren');
    const answer = await report({});
    expect(answer.users.length).toBe(sums.size);
    for (const line of answer.users)
      expect({ shifts: line.shifts, hours: line.hours }).toEqual(sums.get(line.user));
    const all = [...sums.values()];
    expect(answer.total.shifts).toBe(all.reduce((n, s) => n + s.shifts, 0));
    expect(answer.total.hours).toBeCloseTo(
      all.reduce((n, s) => n + s.hours, 0),
      2,
    );
    expect(answer.users.find((l) => l.user === ELIN)?.name).toBe('Elin Svensson');
  });

  it('keeps to the list filter: a period and a store', async () => {
    const rows = await rowsOf('org-kaffebaren');
    const days = [...new Set(rows.map((r) => String(r.data.date)))].sort();
    const [from, before] = [days[1]!, days[8]!];
    const start = column('shifts', 'start');
    const sums = await sqlSums(
      'org-kaffebaren',
      `AND ${start} > $2::timestamptz AND ${start} < $3::timestamptz AND ${column('shifts', 'store')} = $4`,
      [from, before, GOTGATAN],
    );
    expect(sums.size).toBe(1);
    const answer = await report({ start_gt: from, start_lt: before, store: GOTGATAN });
    expect(answer.users.map((l) => [l.user, { shifts: l.shifts, hours: l.hours }])).toEqual([
      ...sums.entries(),
    ]);
    const listed = await list({ start_gt: from, start_lt: before, store: GOTGATAN });
    expect(answer.total.shifts).toBe(listed.length);
    expect(answer.total.hours).toBeCloseTo(
      listed.reduce((n, s) => n + Number(s.hoursWorked), 0),
      2,
    );
  });

  it('answers no lines for a filter that matches nothing, and 400 for a filter the list refuses', async () => {
    expect(await report({ start_gt: '2001-01-01', start_lt: '2001-02-01' })).toEqual({
      users: [],
      total: { users: 0, shifts: 0, hours: 0 },
    });
    await expectApiError(
      await send('GET', `${API}/report?filter={"wage_gt":1}`),
      400,
      'errors.invalid_filter',
    );
  });

  it('is refused, like the list, to a merchant admin without the staff-shifts permission', async () => {
    const created = await send('POST', '/api/users/3.1/user', {
      firstName: 'Tove',
      lastName: 'Utan Pass',
      username: 'tove@kaffebaren.test',
      email: 'tove@kaffebaren.test',
      password: 'Kaffe2025!',
      groups: ['MerchantAdmin'],
      status: 'active',
      stores: [GOTGATAN],
      permissions: ['login-backstage', 'orders'],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const tove = {
      Authorization: `Bearer ${(await server.login('tove@kaffebaren.test', 'Kaffe2025!')).access_token}`,
    };
    for (const path of [API, `${API}/report`]) {
      const res = await server.app.request(path, { headers: tove });
      await expectApiError(res, 403, 'forbidden');
    }
  });

  it('is for those who may list shifts: a guest gets 401, an internal admin outside an organization 403', async () => {
    expect((await server.app.request(`${API}/report`)).status).toBe(401);
    const res = await send('GET', `${API}/report`, undefined, 'super@demo.test');
    expect(res.status).toBe(403);
  });
});
