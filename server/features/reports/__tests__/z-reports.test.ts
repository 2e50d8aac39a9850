/**
 * Z and X reports and their SIE files (issue 15) on the seeded demo: the server makes a Z report from the
 * register's day (figures checked here against the stored orders, summed apart), numbers it after the
 * register's last, refuses a second one for the day, a terminal and a day not begun, never changes or
 * deletes one; the X report stores nothing; the SIE file is CP437 with balanced vouchers, or 422 naming
 * what the configuration lacks. Another organization's reports are out of reach.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../../../src/domain/periods.ts';
import { figureFields } from '../../../../src/domain/z-report.ts';
import { findRegister, grandTotalBefore, registerDay } from '../register-day.ts';
import { expectApiError } from '../../../testing/expect-api-error.ts';
import { storedRows } from '../../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

const API = '/api/report/3.0/z-reports';
const ADMIN = 'admin@kaffebaren.test';
const OTHER = 'admin@bokhandeln.test';

let server: TestServer;
let register: { id: string; name: string; store: string };
let terminal: string;
const today = todayIn('Europe/Stockholm');
const yesterday = addDays(today, -1);

beforeAll(async () => {
  server = await createTestServer();
  const devices = await storedRows(server.db, 'devices', { organizationId: 'org-kaffebaren' });
  const kassa = devices.find(
    (d) => d.data.kind === 'register' && d.data.store === 'store-kaffebaren-gotgatan',
  );
  register = { id: kassa!.id, name: String(kassa!.data.name), store: String(kassa!.data.store) };
  terminal = devices.find((d) => d.data.kind === 'terminal')!.id;
});
afterAll(() => server.close());

async function send(method: string, path: string, body?: unknown, username = ADMIN) {
  return server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const reportsOf = async (id: string) =>
  (await storedRows(server.db, 'z-reports', { organizationId: 'org-kaffebaren' })).filter(
    (row) => row.data.register === id,
  );

/** The register's sales of a day, summed from the stored orders here, apart from the server's code. */
async function ordersOfDay(day: string) {
  const orders = await storedRows(server.db, 'orders', { organizationId: 'org-kaffebaren' });
  const [bounds] = await server.db.query<{ from: Date; to: Date }>(
    `SELECT ($1::date::timestamp AT TIME ZONE 'Europe/Stockholm') AS "from",
            (($1::date + 1)::timestamp AT TIME ZONE 'Europe/Stockholm') AS "to"`,
    [day],
  );
  const sold = orders.filter((o) => {
    const at = new Date(String(o.data.placedAt)).getTime();
    return (
      o.data.store === register.store &&
      o.data.device === register.name &&
      at >= bounds!.from.getTime() &&
      at < bounds!.to.getTime()
    );
  });
  const receipts = sold.filter((o) => o.data.paymentStatus !== 'unpaid' && !o.data.training);
  const lines = receipts.flatMap(
    (o) => o.data.lines as { quantity: number; unitPrice: number; discount?: number }[],
  );
  return {
    receipts: receipts.length,
    sales: lines.reduce((sum, l) => sum + l.quantity * l.unitPrice - (l.discount ?? 0), 0),
    items: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/**
 * A day the register sold and never closed, before its last Z report (a day skipped, as before every
 * day was closed): the register's first seeded day, its Z report taken out of the database here.
 */
let skipped: string | undefined;
async function skippedDay(): Promise<string> {
  if (skipped) return skipped;
  const first = (await reportsOf(register.id)).find((r) => Number(r.data.serialNumber) === 1)!;
  await server.db.query('DELETE FROM z_reports WHERE id = $1', [first.id]);
  skipped = String(first.data.businessDay);
  return skipped;
}

describe('Z reports', () => {
  it('has every day a register sold closed, up to the day before yesterday, serials in day order', async () => {
    const devices = await storedRows(server.db, 'devices', { organizationId: 'org-kaffebaren' });
    const orders = await storedRows(server.db, 'orders', { organizationId: 'org-kaffebaren' });
    for (const device of devices.filter((d) => d.data.kind === 'register')) {
      const seeded = (await reportsOf(device.id)).sort(
        (a, b) => Number(a.data.serialNumber) - Number(b.data.serialNumber),
      );
      const sold = new Set(
        orders
          .filter((o) => o.data.store === device.data.store && o.data.device === device.data.name)
          .map((o) => todayIn('Europe/Stockholm', new Date(String(o.data.placedAt))))
          .filter((day) => day < yesterday),
      );
      expect(seeded.map((r) => r.data.businessDay)).toEqual([...sold].sort());
      expect(sold.size).toBeGreaterThanOrEqual(12);
      expect(seeded.map((r) => r.data.serialNumber)).toEqual(seeded.map((_, index) => index + 1));
      let grandTotal = 0;
      for (const report of seeded) {
        grandTotal += Number(report.data.sales);
        expect(report.data.grandTotalSales).toBe(grandTotal);
      }
    }
  });

  it('gives each seeded day the figures the API makes for it', async () => {
    const reg = await findRegister(server.db, 'org-kaffebaren', register.id);
    const seeded = await reportsOf(register.id);
    for (const report of seeded) {
      const day = String(report.data.businessDay);
      const made = await registerDay(server.db, 'org-kaffebaren', reg!, day, {
        changeFloat: 150000,
        previousGrandTotal: await grandTotalBefore(server.db, 'org-kaffebaren', register.id, day),
      });
      expect(report.data, day).toMatchObject(figureFields(made.figures));
    }
  });

  it('makes yesterday’s Z report from the register’s orders, numbered after the last one', async () => {
    const next = (await reportsOf(register.id)).length + 1;
    const res = await send('POST', API, {
      register: register.id,
      businessDay: yesterday,
      changeFloat: 200000,
      serialNumber: 99,
      sales: 1,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = (await res.json()) as Record<string, unknown>;
    const expected = await ordersOfDay(yesterday);
    expect(made).toMatchObject({
      serialNumber: next,
      store: register.store,
      changeFloat: 200000,
      receipts: expected.receipts,
      sales: expected.sales,
      itemsSold: expected.items,
    });
    expect(expected.receipts).toBeGreaterThan(0);
    const vat = made.vat as { gross: number; vat: number; net: number }[];
    expect(vat.reduce((sum, r) => sum + r.gross, 0)).toBe(made.netSales);
    for (const row of vat) expect(row.net + row.vat).toBe(row.gross);
    const byPayment = made.byPayment as { amount: number }[];
    expect(byPayment.reduce((sum, r) => sum + r.amount, 0)).toBe(expected.sales + Number(made.tips));
    const [stored] = await storedRows(server.db, 'z-reports', { ids: [String(made.id)] });
    expect(stored?.data).toMatchObject({ serialNumber: next, businessDay: yesterday, sales: expected.sales });
  });

  it('refuses a second report of the day, a terminal and a day not begun, storing nothing', async () => {
    const before = (await storedRows(server.db, 'z-reports', {})).length;
    const again = await expectApiError(
      await send('POST', API, { register: register.id, businessDay: yesterday }),
      400,
      'validation.z_report.day_closed',
    );
    expect(again.errors[0]).toMatchObject({ field: 'businessDay' });
    const card = await expectApiError(
      await send('POST', API, { register: terminal, businessDay: yesterday }),
      400,
      'validation.z_report.not_register',
    );
    expect(card.errors[0]).toMatchObject({
      field: 'register',
      errorCode: 'validation.z_report.not_register',
    });
    const tomorrow = await expectApiError(
      await send('POST', API, { register: register.id, businessDay: addDays(today, 1) }),
      400,
      'validation.z_report.future_day',
    );
    expect(tomorrow.errors[0]).toMatchObject({
      field: 'businessDay',
      errorCode: 'validation.z_report.future_day',
    });
    expect((await storedRows(server.db, 'z-reports', {})).length).toBe(before);
  });

  it('closes a register’s days in order: a day before its last closed day is refused, naming that day', async () => {
    // A day of sales the register never closed, long before its last Z report.
    const earlier = await skippedDay();
    const closed = await reportsOf(register.id);
    const lastDay = closed
      .map((r) => String(r.data.businessDay))
      .sort()
      .at(-1)!;
    const lastSerial = Math.max(...closed.map((r) => Number(r.data.serialNumber)));
    expect((await ordersOfDay(earlier)).receipts).toBeGreaterThan(0);
    const body = await expectApiError(
      await send('POST', API, { register: register.id, businessDay: earlier }),
      400,
      'validation.z_report.out_of_order',
    );
    expect(body.errors[0]).toMatchObject({ field: 'businessDay' });
    expect(body.errors[0]?.errorMessage.sv).toContain(lastDay);
    expect(body.errors[0]?.errorMessage.en).toContain(lastDay);
    // Nothing stored: the serials and the grand total stay where they were.
    const after = await reportsOf(register.id);
    expect(after).toHaveLength(closed.length);
    expect(Math.max(...after.map((r) => Number(r.data.serialNumber)))).toBe(lastSerial);
    // Another register of the organization keeps its own order: its next day is still open.
    const other = (await storedRows(server.db, 'devices', { organizationId: 'org-kaffebaren' })).find(
      (d) => d.data.kind === 'register' && d.id !== register.id,
    )!;
    const made = await send('POST', API, { register: other.id, businessDay: yesterday });
    expect(made.status, await made.clone().text()).toBe(201);
  });

  it('never changes or deletes a made report', async () => {
    const [report] = await reportsOf(register.id);
    const put = await send('PUT', `${API}/${report!.id}`, {
      ...report!.data,
      sales: 1,
      version: report!.version,
    });
    expect(put.status).toBeGreaterThanOrEqual(400);
    const del = await send('DELETE', `${API}/${report!.id}`);
    expect(del.status).toBeGreaterThanOrEqual(400);
    const [after] = await storedRows(server.db, 'z-reports', { ids: [report!.id] });
    expect(after?.data.sales).toBe(report!.data.sales);
  });

  it('keeps another organization’s reports and registers out of reach', async () => {
    const [report] = await reportsOf(register.id);
    expect((await send('GET', `${API}/${report!.id}`, undefined, OTHER)).status).toBe(404);
    expect((await send('GET', `${API}/${report!.id}/sie`, undefined, OTHER)).status).toBe(404);
    const foreign = await send('POST', API, { register: register.id, businessDay: yesterday }, OTHER);
    expect(foreign.status).toBe(400);
    expect(
      (await send('GET', `/api/report/3.0/x-report?register=${register.id}`, undefined, OTHER)).status,
    ).toBe(400);
  });
});

describe('X report', () => {
  it('shows today so far with the Z figures, no serial, storing nothing', async () => {
    const before = (await storedRows(server.db, 'z-reports', {})).length;
    const res = await send('GET', `/api/report/3.0/x-report?register=${register.id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { day: string; figures: Record<string, unknown> };
    expect(body.day).toBe(today);
    expect(body).not.toHaveProperty('serialNumber');
    expect(body.figures).toMatchObject({ sales: (await ordersOfDay(today)).sales });
    expect((await storedRows(server.db, 'z-reports', {})).length).toBe(before);
    await expectApiError(
      await send('GET', `/api/report/3.0/x-report?register=${register.id}&day=${addDays(today, 2)}`),
      400,
      'validation.z_report.future_day',
    );
  });

  it('of a closed day answers that day’s Z report, saying so, never counting the day twice', async () => {
    const closedDay = addDays(today, -4);
    const [z] = (await reportsOf(register.id)).filter((r) => r.data.businessDay === closedDay);
    const res = await send('GET', `/api/report/3.0/x-report?register=${register.id}&day=${closedDay}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as {
      day: string;
      closedBy: { id: string; serialNumber: number } | null;
      figures: Record<string, unknown>;
      company: string;
    };
    expect(body.day).toBe(closedDay);
    expect(body.closedBy).toEqual({ id: z!.id, serialNumber: z!.data.serialNumber });
    expect(body.figures).toMatchObject({
      sales: z!.data.sales,
      netSales: z!.data.netSales,
      changeFloat: z!.data.changeFloat,
      grandTotal: {
        sales: z!.data.grandTotalSales,
        returns: z!.data.grandTotalReturns,
        net: z!.data.grandTotalNet,
      },
    });
    expect(body.company).toBe(z!.data.company);
  });

  it('of an open day before the register’s last Z report carries the grand totals of the reports before it', async () => {
    // No Z report before this day: its grand totals are the day's own, not the last report's plus the day.
    const earlier = await skippedDay();
    const res = await send('GET', `/api/report/3.0/x-report?register=${register.id}&day=${earlier}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as {
      closedBy: unknown;
      lastClosedDay: string | null;
      figures: { sales: number; returns: { amount: number }; grandTotal: Record<string, number> };
    };
    expect(body.closedBy).toBeNull();
    expect(body.lastClosedDay).toBe(
      (await reportsOf(register.id))
        .map((r) => String(r.data.businessDay))
        .sort()
        .at(-1),
    );
    expect(body.figures.sales).toBe((await ordersOfDay(earlier)).sales);
    expect(body.figures.grandTotal).toEqual({
      sales: body.figures.sales,
      returns: body.figures.returns.amount,
      net: body.figures.sales - body.figures.returns.amount,
    });
  });
});

/** A SIE file's text (CP437 bytes are ASCII for what these checks read) and its vouchers' sums. */
async function sie(res: Response) {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = Buffer.from(bytes).toString('latin1');
  const vouchers = text
    .split('#VER')
    .slice(1)
    .map((voucher) =>
      [...voucher.matchAll(/#TRANS \d{4} \{\} (-?\d+\.\d{2})/g)].reduce(
        (sum, m) => sum + Math.round(Number(m[1]) * 100),
        0,
      ),
    );
  return { text, vouchers };
}

describe('SIE export', () => {
  it('writes a Z report as SIE 4I: CP437, LF, the mandatory records, a balanced voucher', async () => {
    const [report] = await reportsOf(register.id);
    const res = await send('GET', `${API}/${report!.id}/sie`);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="Z-\d+-[\d-]+\.si"/);
    const { text, vouchers } = await sie(res);
    expect(text).toMatch(/^#FLAGGA 0\n#PROGRAM "Backoffice" "1.0"\n#FORMAT PC8\n#GEN \d{8}\n#SIETYP 4\n/);
    expect(text).toContain('#FNAMN "Kaffebaren AB"');
    expect(text).not.toContain('\r');
    expect(text).toMatch(new RegExp(`#VER "K" "" ${String(report!.data.businessDay).replaceAll('-', '')} `));
    expect(vouchers).toEqual([0]);
  });

  it('writes a period as one balanced voucher per Z report (and web-shop day), and refuses a period without any', async () => {
    const { text, vouchers } = await sie(
      await send('GET', `/api/report/3.0/sie?from=${addDays(today, -8)}&to=${addDays(today, -2)}`),
    );
    const registers = (await storedRows(server.db, 'devices', { organizationId: 'org-kaffebaren' })).filter(
      (d) => d.data.kind === 'register',
    );
    expect(text.match(/#VER "K" "" \d{8} "Z-dagrapport/g)).toHaveLength(7 * registers.length);
    expect(vouchers.length).toBeGreaterThan(7 * registers.length);
    expect(vouchers.every((sum) => sum === 0)).toBe(true);
    await expectApiError(
      await send('GET', `/api/report/3.0/sie?from=2020-01-01&to=2020-01-31`),
      422,
      'errors.sie_export_not_possible',
    );
    await expectApiError(
      await send('GET', `/api/report/3.0/sie?from=2024-01-01&to=2025-12-31`),
      400,
      'errors.period.too_long',
    );
  });

  describe('#GEN, the file’s date in Swedish time', () => {
    afterEach(() => vi.useRealTimers());
    const genAt = async (instant: string) => {
      const [report] = await reportsOf(register.id);
      const headers = await server.authHeader(ADMIN);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(instant));
      const res = await server.app.request(`${API}/${report!.id}/sie`, { headers });
      vi.useRealTimers();
      return /#GEN (\d{8})\n/.exec((await sie(res)).text)?.[1];
    };

    it('is the next day in Stockholm half an hour before midnight UTC in winter (CET)', async () => {
      expect(await genAt('2026-11-27T23:30:00Z')).toBe('20261128');
      expect(await genAt('2026-11-27T22:59:00Z')).toBe('20261127');
    });

    it('is the next day from 22:00 UTC in summer (CEST)', async () => {
      expect(await genAt('2026-07-14T22:30:00Z')).toBe('20260715');
      expect(await genAt('2026-07-14T21:59:00Z')).toBe('20260714');
    });
  });

  it('names the account the configuration lacks, in sv and en', async () => {
    const [report] = await reportsOf(register.id);
    const methods = await storedRows(server.db, 'payment-methods', { organizationId: 'org-kaffebaren' });
    const card = methods.find((m) => m.data.name === 'Kort')!;
    const cleared = await send('PUT', `/api/payments/payment-method/${card.id}`, {
      ...card.data,
      glAccount: '',
      version: card.version,
    });
    expect(cleared.status, await cleared.clone().text()).toBe(200);
    const body = await expectApiError(
      await send('GET', `${API}/${report!.id}/sie`),
      422,
      'errors.sie_export_not_possible',
    );
    expect(body.errors[0]?.errorMessage).toEqual({
      en: 'SIE export not possible for the selected Z report: the payment method Kort has no account',
      sv: 'SIE-export är inte möjlig för vald Z-rapport: betalsättet Kort saknar konto',
    });
  });

  it('says so when the organization has no SIE configuration', async () => {
    const [report] = await storedRows(server.db, 'z-reports', { organizationId: 'org-bokhandeln' });
    const body = await expectApiError(
      await send('GET', `${API}/${report!.id}/sie`, undefined, OTHER),
      422,
      'errors.sie_export_not_possible',
    );
    expect(body.errors[0]?.errorMessage.sv).toBe(
      'SIE-export är inte möjlig för vald Z-rapport: det finns ingen SIE-konfiguration',
    );
  });
});
