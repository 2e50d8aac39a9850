/**
 * The loan offer and applications (issue 17): the offer's card sales match the seeded orders counted
 * here by hand; an application is judged against the server's own offer; it reaches the organization's
 * partner, who decides on it, and no one else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/periods.ts';
import { swedishToday } from '../../../src/domain/vat.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // Enough days of sales for an offer (the tests' usual seed has two weeks).
  server = await createTestServer({ orderSeedDays: 120 });
}, 120_000);
afterAll(() => server.close());

const ADMIN = 'admin@kaffebaren.test';
const request = async (username: string, path: string, init: RequestInit = {}) =>
  server.app.request(path, {
    ...init,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
  });

interface Offer {
  offer: {
    eligible: boolean;
    maxAmount: number;
    minAmount: number;
    basis: { cardSales: number; activeDays: number };
  };
  partner: { name: string } | null;
  applications: { amount: number; status: string; statusLabel: { sv: string } }[];
}

/** Card payments of Kaffebaren's paid orders over the 365 days before today, counted without SQL sums. */
async function cardSalesByHand() {
  const cards = new Set(
    (
      await server.db.query<{ id: string }>(
        "SELECT id FROM payment_methods WHERE organization_id = 'org-kaffebaren' AND type = 'card'",
      )
    ).map((r) => r.id),
  );
  const orders = await server.db.query<{
    placed_at: Date | string;
    payments: unknown;
    payment_status: string;
    training: boolean | null;
  }>(
    "SELECT placed_at, payments, payment_status, training FROM orders WHERE organization_id = 'org-kaffebaren'",
  );
  const today = swedishToday();
  const from = addDays(today, -365);
  let cardSales = 0;
  const days = new Set<string>();
  for (const order of orders) {
    const day = swedishToday(new Date(order.placed_at));
    if (day < from || day >= today || order.training || !['paid', 'returned'].includes(order.payment_status))
      continue;
    for (const payment of (order.payments ?? []) as { method: string; amount: number }[]) {
      if (!cards.has(payment.method)) continue;
      cardSales += payment.amount;
      days.add(day);
    }
  }
  return { cardSales, activeDays: days.size };
}

describe('the loan offer', () => {
  it("is computed from the organization's card sales of the last 365 days", async () => {
    const response = await request(ADMIN, '/api/loan/offer');
    expect(response.status).toBe(200);
    const { offer, partner } = (await response.json()) as Offer;
    expect(offer.basis).toEqual(await cardSalesByHand());
    expect(offer.eligible).toBe(true);
    expect(offer.maxAmount).toBeGreaterThanOrEqual(offer.minAmount);
    expect(partner).toEqual({ name: 'Nordic Payments Partner AB' });
  });

  it('is not made on too short a history, and says why', async () => {
    const { offer } = (await (await request('admin@nystart.test', '/api/loan/offer')).json()) as Offer;
    expect(offer).toMatchObject({ eligible: false, reason: 'history' });
    const refused = await request('admin@nystart.test', '/api/loan/applications', {
      method: 'POST',
      body: JSON.stringify({ amount: 2_000_000 }),
    });
    await expectApiError(refused, 400, 'loan.amount');
  });

  it('is refused to those without the loan permission', async () => {
    expect((await request('support@demo.test', '/api/loan/offer')).status).toBe(403);
  });
});

describe('a loan application', () => {
  it('takes only an amount the offer allows, then goes to the partner, one at a time', async () => {
    const { offer } = (await (await request(ADMIN, '/api/loan/offer')).json()) as Offer;
    const apply = (amount: unknown) =>
      request(ADMIN, '/api/loan/applications', { method: 'POST', body: JSON.stringify({ amount }) });

    for (const bad of [offer.maxAmount + 1_000_000, offer.minAmount + 500_000, 'mycket', null]) {
      const body = await expectApiError(await apply(bad), 400, 'loan.amount');
      expect(body.errors[0]).toMatchObject({ field: 'amount' });
      expect(body.errors[0]?.errorMessage.sv).toMatch(
        /^Välj ett belopp från 20\s000,00\skr till .* i steg om 10\s000,00\skr$/,
      );
    }

    const created = await apply(offer.minAmount);
    expect(created.status).toBe(201);
    const application = (await created.json()) as Record<string, unknown>;
    expect(application).toMatchObject({
      organization: 'org-kaffebaren',
      partnerId: 'partner-nordic',
      status: 'submitted',
      amount: 2_000_000,
      fee: 160_000,
      repaymentShare: 12,
      applicant: ADMIN,
    });
    await expectApiError(await apply(offer.minAmount), 409, 'loan.pending');

    const listed = (await (await request(ADMIN, '/api/loan/offer')).json()) as Offer;
    // The new one first, then the seeded advance of last spring.
    expect(listed.applications[0]).toEqual(
      expect.objectContaining({
        amount: 2_000_000,
        status: 'submitted',
        statusLabel: expect.objectContaining({ sv: 'Inskickad' }),
      }),
    );
    expect(listed.applications.map((a) => a.status)).toEqual(['submitted', 'paidOut']);

    // The partner sees it and decides; another partner does not see it.
    const mine = await request('partner@demo.test', '/api/leads/loan-application');
    expect(((await mine.json()) as { id: string }[]).map((a) => a.id)).toContain(application.id);
    const other = await request('partner@kassagruppen.test', '/api/leads/loan-application');
    expect(((await other.json()) as { id: string }[]).map((a) => a.id)).not.toContain(application.id);
    const approved = await request(
      'partner@demo.test',
      `/api/leads/loan-application/${String(application.id)}/actions/approve`,
      {
        method: 'POST',
        body: JSON.stringify({ version: application.version }),
      },
    );
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { status: string }).status).toBe('approved');
    // A decided application no longer blocks a new one.
    expect((await apply(offer.minAmount)).status).toBe(201);
    // The merchant cannot decide on its own application.
    expect((await request(ADMIN, '/api/leads/loan-application')).status).toBe(403);
  });
});
