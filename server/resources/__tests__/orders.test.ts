/**
 * Orders (issue 14): the seeded orders list and filter as the orders page asks; a web order moves
 * only through the steps of the transition table (src/domain/orders.ts), each an action the API judges
 * from the stored state, with a clear 409 in sv and en for any other and nothing changed; orders are
 * read-only otherwise, and another organization's are not there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const ORDERS = '/api/orders';
const ADMIN = 'admin@kaffebaren.test';
const OTHER_ADMIN = 'admin@bokhandeln.test';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Order = Record<string, unknown> & { id: string; version: number; state: string; paymentStatus: string };

const headers = async (username = ADMIN) => ({
  ...(await server.authHeader(username)),
  'Content-Type': 'application/json',
});

async function list(filter: Record<string, unknown>, username = ADMIN): Promise<Order[]> {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: '[0,99]',
    sort: '["placedAt","DESC"]',
  });
  const res = await server.app.request(`${ORDERS}?${query}`, { headers: await headers(username) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Order[];
}

const act = async (order: Order, action: string, version = order.version, username = ADMIN) =>
  server.app.request(`${ORDERS}/${order.id}/actions/${action}`, {
    method: 'POST',
    headers: await headers(username),
    body: JSON.stringify({ version }),
  });

const stored = async (id: string) =>
  (
    await server.db.query<{ state: string; payment_status: string; version: number }>(
      'SELECT state, payment_status, version FROM orders WHERE id = $1',
      [id],
    )
  )[0]!;

const yesterday = () => {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  return { placedAt_gt: `${day}T00:00:00Z`, placedAt_lt: `${day}T23:59:59Z` };
};

describe('orders', () => {
  it("lists one store's orders of yesterday, each with lines, VAT and payments", async () => {
    const found = await list({ ...yesterday(), store: 'store-kaffebaren-gotgatan' });
    expect(found.length).toBeGreaterThan(5);
    for (const order of found) {
      expect(order.store).toBe('store-kaffebaren-gotgatan');
      expect(String(order.placedAt).slice(0, 10)).toBe(yesterday().placedAt_gt.slice(0, 10));
      const lines = order.lines as { quantity: number; unitPrice: number; discount?: number }[];
      const sum = lines.reduce((s, l) => s + l.quantity * l.unitPrice - (l.discount ?? 0), 0);
      expect(order.total).toBe(sum);
      expect((order.vatLines as unknown[]).length).toBeGreaterThan(0);
    }
    const byNumber = await list({ q: String(found[0]!.orderNumber) });
    expect(byNumber.map((o) => o.id)).toEqual([found[0]!.id]);
  });

  it('moves a web order from new to delivered through the allowed steps, each in its history', async () => {
    const [order] = await list({ state: 'new', channel: 'web', store: 'store-kaffebaren-gotgatan' });
    let current = order!;
    for (const step of ['accept', 'prepare', 'markReady', 'deliver']) {
      const res = await act(current, step);
      expect(res.status, await res.clone().text()).toBe(200);
      current = (await res.json()) as Order;
    }
    expect(current.state).toBe('delivered');
    expect(await stored(current.id)).toMatchObject({ state: 'delivered', version: order!.version + 4 });
    const history = await server.app.request(`${ORDERS}/${current.id}/history`, { headers: await headers() });
    const entries = (await history.json()) as { changes: Record<string, { from: unknown; to: unknown }> }[];
    expect(entries.map((e) => e.changes.state)).toEqual([
      { from: 'ready', to: 'delivered' },
      { from: 'prepare', to: 'ready' },
      { from: 'accepted', to: 'prepare' },
      { from: 'new', to: 'accepted' },
    ]);
  });

  it('refuses a step the state does not allow with 409 in both languages, and changes nothing', async () => {
    const [order] = await list({ state: 'new', channel: 'web' });
    const res = await act(order!, 'deliver');
    expect(res.status).toBe(409);
    const body = (await res.json()) as {
      errors: { errorCode: string; errorMessage: { en: string; sv: string } }[];
    };
    expect(body.errors[0]).toMatchObject({
      errorCode: 'errors.action_not_allowed',
      errorMessage: {
        en: '"Mark delivered" is not possible while order state is "New"',
        sv: '"Markera levererad" går inte när orderstatus är "Ny"',
      },
    });
    expect(await stored(order!.id)).toMatchObject({ state: 'new', version: order!.version });
    const [register] = await list({ channel: 'register', state: 'closed' });
    expect((await act(register!, 'close')).status).toBe(409);
    expect((await act(order!, 'noSuchStep')).status).toBe(404);
  });

  it('refuses a step on a stale order with the conflict, and cancels a paid order with its money paid back', async () => {
    const [order] = await list({ state: 'queued', channel: 'web', paymentStatus: 'paid' });
    expect((await act(order!, 'accept', order!.version - 1)).status).toBe(409);
    const res = await act(order!, 'cancel');
    expect(res.status).toBe(200);
    expect(await stored(order!.id)).toMatchObject({ state: 'canceled', payment_status: 'refunded' });
  });

  it("keeps orders read-only and another organization's orders out of reach", async () => {
    const [order] = await list({ state: 'new', channel: 'web' });
    const put = await server.app.request(`${ORDERS}/${order!.id}`, {
      method: 'PUT',
      headers: await headers(),
      body: JSON.stringify({ ...order, note: 'ändrad' }),
    });
    expect(put.status).toBe(403);
    const post = await server.app.request(ORDERS, {
      method: 'POST',
      headers: await headers(),
      body: JSON.stringify({ orderNumber: 'X1' }),
    });
    expect(post.status).toBe(403);
    expect((await act(order!, 'accept', order!.version, OTHER_ADMIN)).status).toBe(404);
    const theirs = await list({}, OTHER_ADMIN);
    expect(theirs.every((o) => String(o.orderNumber).startsWith('BH'))).toBe(true);
    expect(await stored(order!.id)).toMatchObject({ state: 'new', version: order!.version });
  });

  it('refunds one line of a paid order, refuses more than is left, and marks the order returned when all is back', async () => {
    const candidates = await list({ channel: 'register', paymentStatus: 'paid', ...yesterday() });
    const order = candidates.find((o) => (o.lines as { quantity: number }[]).length >= 2 && !o.returnStatus)!;
    const lines = order.lines as {
      quantity: number;
      unitPrice: number;
      discount?: number;
      productName: string;
    }[];
    const refund = async (body: Record<string, unknown>, username = ADMIN) =>
      server.app.request(`${ORDERS}/${order.id}/refund`, {
        method: 'POST',
        headers: await headers(username),
        body: JSON.stringify(body),
      });
    const tooMany = await refund({
      version: order.version,
      lines: [{ line: 0, quantity: lines[0]!.quantity + 1 }],
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors[0]).toMatchObject({
      field: 'lines.0.quantity',
      errorMessage: { sv: `Högst ${lines[0]!.quantity} kan återbetalas` },
    });
    expect(
      (await refund({ version: order.version, lines: [{ line: 0, quantity: 1 }] }, OTHER_ADMIN)).status,
    ).toBe(404);

    const first = await refund({
      version: order.version,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'Fel vara',
    });
    expect(first.status, await first.clone().text()).toBe(200);
    const partly = (await first.json()) as Order;
    const share = Math.round(
      (lines[0]!.quantity * lines[0]!.unitPrice - (lines[0]!.discount ?? 0)) / lines[0]!.quantity,
    );
    expect(partly).toMatchObject({ paymentStatus: 'paid', returnStatus: 'partial', refundedAmount: share });
    expect(partly.refunds).toEqual([
      expect.objectContaining({
        amount: share,
        reason: 'Fel vara',
        by: ADMIN,
        items: `1 × ${lines[0]!.productName}`,
      }),
    ]);
    expect((await refund({ version: order.version, lines: [{ line: 1, quantity: 1 }] })).status).toBe(409);

    const rest = lines.map((line, i) => ({ line: i, quantity: line.quantity - (i === 0 ? 1 : 0) }));
    const all = await refund({ version: partly.version, lines: rest });
    expect(all.status, await all.clone().text()).toBe(200);
    const done = (await all.json()) as Order;
    // Returned, not refunded: the sale stays in the books with its returns (docs/decisions.md).
    expect(done).toMatchObject({
      paymentStatus: 'returned',
      returnStatus: 'full',
      refundedAmount: order.total,
    });
    const again = await refund({ version: done.version, lines: [{ line: 0, quantity: 1 }] });
    expect(again.status).toBe(409);
    expect((await again.json()).errors[0].errorMessage.en).toBe('Only a paid order can be refunded');
  });
});

describe('licences', () => {
  const LICENSES = '/api/licenses';
  const licence = async (filter: Record<string, unknown>) => {
    const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,0]' });
    const res = await server.app.request(`${LICENSES}?${query}`, { headers: await headers() });
    return ((await res.json()) as Order[])[0]!;
  };
  const step = async (target: Order, action: string) =>
    server.app.request(`${LICENSES}/${target.id}/actions/${action}`, {
      method: 'POST',
      headers: await headers(),
      body: JSON.stringify({ version: target.version }),
    });

  it('suspends and restores a licence, each only from its state, each in the history', async () => {
    const active = await licence({ status: 'active', device: 'Kassa 2' });
    const refused = await step(active, 'restore');
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors[0].errorMessage.sv).toBe(
      '"Återställ" går inte när status är "Aktiv"',
    );
    const suspended = (await (await step(active, 'suspend')).json()) as Order;
    expect(suspended.status).toBe('suspended');
    const restored = (await (await step(suspended, 'restore')).json()) as Order;
    expect(restored.status).toBe('active');
    const history = await server.app.request(`${LICENSES}/${active.id}/history`, {
      headers: await headers(),
    });
    expect(
      ((await history.json()) as { changes: { status?: unknown } }[]).map((e) => e.changes.status),
    ).toEqual([
      { from: 'suspended', to: 'active' },
      { from: 'active', to: 'suspended' },
    ]);
  });

  it('renews for a year, unassigns from the device, and refuses to unassign a free licence', async () => {
    const expired = await licence({ status: 'expired' });
    const renewed = (await (await step(expired, 'renew')).json()) as Order & { validUntil: string };
    const inAYear = new Date();
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(renewed).toMatchObject({ status: 'active', validUntil: inAYear.toISOString().slice(0, 10) });
    expect((await step(renewed, 'unassign')).status).toBe(409);
    const onDevice = await licence({ status: 'active', device: 'Kassa 1' });
    const free = (await (await step(onDevice, 'unassign')).json()) as Order;
    expect(free).toMatchObject({ status: 'active' });
    expect(free.device).toBeUndefined();
    expect(free.store).toBeUndefined();
  });
});
