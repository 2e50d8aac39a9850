/**
 * Sales statistics (issue 15): the API's sums equal what the orders the database holds come to when
 * summed here line by line with the domain's own rules (refundOf, vatWithin), the day cut in Stockholm;
 * filters narrow them; a period longer than 366 days gets "reduce the date period"; only merchant admins
 * with the reports permission read them, and only of their own organization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTotal, refundOf, vatWithin, type OrderLine } from '../../../../src/domain/orders.ts';
import { addDays, todayIn } from '../../../../src/domain/periods.ts';
import type { SalesFigures } from '../../../../src/domain/statistics.ts';
import { expectApiError } from '../../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const ADMIN = 'admin@kaffebaren.test';
const today = todayIn('Europe/Stockholm');
const week = { from: addDays(today, -7), to: addDays(today, -1) };

async function figures(query: Record<string, string>, username = ADMIN, language = 'sv') {
  return server.app.request(`/api/analytics/sales?${new URLSearchParams(query)}`, {
    headers: { ...(await server.authHeader(username)), 'Accept-Language': language },
  });
}

async function ok(query: Record<string, string>): Promise<SalesFigures> {
  const res = await figures(query);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SalesFigures;
}

interface StoredOrder {
  id: string;
  store: string;
  placed_at: Date;
  payment_status: string;
  lines: (OrderLine & { product?: string })[];
}

/** The week's figures summed here from the stored orders, one line at a time. */
async function byHand(organizationId: string, from: string, to: string, store?: string) {
  const rows = await server.db.query<StoredOrder>(
    `SELECT id, store, placed_at, payment_status, lines FROM orders WHERE organization_id = $1`,
    [organizationId],
  );
  const totals = { sales: 0, vat: 0, refunded: 0, orders: new Set<string>(), items: 0 };
  const byDay = new Map<string, number>();
  const byVat = new Map<number, number>();
  for (const order of rows) {
    const day = todayIn('Europe/Stockholm', new Date(order.placed_at));
    if (day < from || day > to || !['paid', 'returned'].includes(order.payment_status)) continue;
    if (store && order.store !== store) continue;
    for (const line of order.lines) {
      const refunded = refundOf({ ...line, refundedQuantity: 0 }, line.refundedQuantity ?? 0);
      const sales = lineTotal(line) - refunded;
      totals.sales += sales;
      totals.vat += vatWithin(sales, line.vatRate);
      totals.refunded += refunded;
      totals.items += line.quantity - (line.refundedQuantity ?? 0);
      totals.orders.add(order.id);
      byDay.set(day, (byDay.get(day) ?? 0) + sales);
      byVat.set(line.vatRate, (byVat.get(line.vatRate) ?? 0) + sales);
    }
  }
  return { ...totals, orders: totals.orders.size, byDay, byVat };
}

describe('sales statistics', () => {
  it("sums last week's sales, VAT, refunds and items as the orders come to line by line", async () => {
    const api = await ok(week);
    const hand = await byHand('org-kaffebaren', week.from, week.to);
    expect(hand.orders).toBeGreaterThan(100);
    expect(hand.refunded).toBeGreaterThanOrEqual(0);
    expect(api.totals).toEqual({
      sales: hand.sales,
      vat: hand.vat,
      net: hand.sales - hand.vat,
      refunded: hand.refunded,
      orders: hand.orders,
      items: hand.items,
    });
    expect(Object.fromEntries(api.byDay.map((d) => [d.day, d.sales]))).toEqual(
      Object.fromEntries(hand.byDay),
    );
    expect(api.byVat.map((v) => [v.rate, v.sales])).toEqual(
      [...hand.byVat].sort(([a], [b]) => b - a).map(([rate, sales]) => [rate, sales]),
    );
    expect(api.byProduct.reduce((sum, p) => sum + p.sales, 0)).toBe(hand.sales);
    expect(api.byCategory.reduce((sum, c) => sum + c.sales, 0)).toBe(hand.sales);
    expect(api.byStore.map((s) => s.name).sort()).toEqual([
      'Kaffebaren Götgatan',
      'Kaffebaren Södermalm',
      'Kaffebaren Vasastan',
    ]);
    expect(api.byPayment.map((p) => p.name)).toContain('Kort');
  });

  it('narrows to a store, a category and a product', async () => {
    const store = 'store-kaffebaren-soder';
    const api = await ok({ ...week, stores: store });
    const hand = await byHand('org-kaffebaren', week.from, week.to, store);
    expect(api.totals.sales).toBe(hand.sales);
    expect(api.byStore.map((s) => s.store)).toEqual([store]);

    const all = await ok(week);
    const [top] = all.byCategory;
    const category = await ok({ ...week, category: top!.category! });
    expect(category.totals.sales).toBe(top!.sales);
    expect(new Set(category.byProduct.map((p) => p.category))).toEqual(new Set([top!.category]));
    const [product] = category.byProduct;
    const one = await ok({ ...week, product: product!.product! });
    expect(one.totals.sales).toBe(product!.sales);
    expect(one.totals.items).toBe(product!.quantity);
    expect(one.byPayment).toEqual([]);
  });

  it('refuses a period longer than 366 days, backwards or not dates, in sv and en', async () => {
    const long = await figures({ from: '2025-01-01', to: '2026-01-02' }, ADMIN, 'en');
    const body = await expectApiError(long, 400, 'errors.period.too_long');
    expect(body.errors[0]?.errorMessage).toEqual({
      en: 'Reduce the date period: a report covers at most 366 days',
      sv: 'Minska datumperioden: en rapport omfattar högst 366 dagar',
    });
    await expectApiError(
      await figures({ from: '2026-03-02', to: '2026-03-01' }),
      400,
      'errors.period.reversed',
    );
    const notDate = await expectApiError(
      await figures({ from: 'i går', to: '2026-03-01' }),
      400,
      'errors.period.invalid_date',
    );
    expect(notDate.errors[0]?.field).toBe('from');
    await expectApiError(await figures({ to: '2026-03-01' }), 400, 'errors.period.invalid');
  });

  it('shows an organization only its own sales and refuses those without the reports permission', async () => {
    const other = await figures({ ...week, stores: 'store-kaffebaren-soder' }, 'admin@bokhandeln.test');
    expect(((await other.json()) as SalesFigures).totals.sales).toBe(0);
    const bokhandeln = await figures(week, 'admin@bokhandeln.test');
    const hand = await byHand('org-bokhandeln', week.from, week.to);
    expect(((await bokhandeln.json()) as SalesFigures).totals.sales).toBe(hand.sales);
    // A super admin not working in an organization is no merchant admin there.
    await expectApiError(await figures(week, 'super@demo.test'), 403, 'forbidden');
    expect((await server.app.request(`/api/analytics/sales?from=${week.from}&to=${week.to}`)).status).toBe(
      401,
    );
  });
});
