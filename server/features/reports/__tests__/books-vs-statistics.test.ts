/**
 * The books and the statistics tell the same sales ("How the books are made"). Every day the demo sold
 * is closed up to the day before yesterday, so a month's SIE file (its Z reports and web-shop days) has
 * all of the month's sales; what its sales and VAT accounts are credited with equals the sales
 * statistics of the same days (`/api/analytics/sales`), but for one difference, computed here apart
 * from the server: the statistics take a refund off the day of its sale (`refunded`), the books on the
 * day it was paid back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../../src/domain/periods.ts';
import type { SalesFigures } from '../../../../src/domain/statistics.ts';
import { storedRows } from '../../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

const ADMIN = 'admin@kaffebaren.test';
const ORG = 'org-kaffebaren';
/** Kaffebaren's sales and output VAT accounts (its SIE configuration). */
const SALES_AND_VAT = new Set(['3001', '3002', '3003', '3004', '2611', '2621', '2631']);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = async (path: string) => {
  const res = await server.app.request(path, { headers: await server.authHeader(ADMIN) });
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  return res;
};

/** The months from the first closed day to the day before yesterday, each cut to those days. */
async function closedMonths(): Promise<{ from: string; to: string }[]> {
  const reports = await storedRows(server.db, 'z-reports', { organizationId: ORG });
  const first = reports.map((r) => String(r.data.businessDay)).sort()[0]!;
  const last = addDays(todayIn('Europe/Stockholm'), -2);
  const months: { from: string; to: string }[] = [];
  for (let from = first; from <= last;) {
    const monthEnd = addDays(`${addDays(`${from.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);
    const to = monthEnd < last ? monthEnd : last;
    months.push({ from, to });
    from = addDays(to, 1);
  }
  return months;
}

describe('the books and the statistics', () => {
  it('credit each month’s sales and VAT with the statistics’ sales, refunds on the day they were paid back', async () => {
    const orders = (await storedRows(server.db, 'orders', { organizationId: ORG })).filter(
      (o) => !o.data.training,
    );
    const months = await closedMonths();
    expect(months.length).toBeGreaterThanOrEqual(1);
    for (const { from, to } of months) {
      const res = await get(`/api/report/3.0/sie?from=${from}&to=${to}`);
      const text = Buffer.from(new Uint8Array(await res.arrayBuffer())).toString('latin1');
      const booked = [...text.matchAll(/#TRANS (\d{4}) \{\} (-?\d+\.\d{2})/g)]
        .filter((m) => SALES_AND_VAT.has(m[1]!))
        .reduce((sum, m) => sum - Math.round(Number(m[2]) * 100), 0);
      const statistics = (await (
        await get(`/api/analytics/sales?from=${from}&to=${to}`)
      ).json()) as SalesFigures;
      const paidBack = orders
        .flatMap((o) => (o.data.refunds as { refundedAt: string; amount: number }[] | undefined) ?? [])
        .filter((r) => {
          const day = todayIn('Europe/Stockholm', new Date(r.refundedAt));
          return day >= from && day <= to;
        })
        .reduce((sum, r) => sum + r.amount, 0);
      expect(statistics.totals.sales).toBeGreaterThan(0);
      expect(booked, `${from} - ${to}`).toBe(statistics.totals.sales + statistics.totals.refunded - paidBack);
    }
  });
});
