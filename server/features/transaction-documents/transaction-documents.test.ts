/**
 * The transaction documents (SPEC 7 `api/transaction-documents/3.0`): an order's receipt with its
 * lines, VAT, payments and card transactions; the list filtered as the orders and by a card payment;
 * another organization's order a 404; bad filters and ids 400 naming them; no `orders`, no answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals, type OrderLine } from '../../../src/domain/orders.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const DOCUMENTS = '/api/transaction-documents/3.0';
const KAFFEBAREN = 'admin@kaffebaren.test';
const BOKHANDELN = 'admin@bokhandeln.test';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function get(username: string, path: string) {
  return server.app.request(path, { headers: await server.authHeader(username) });
}

async function json<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

interface Summary {
  id: string;
  type: string;
  url: string;
  orderNumber: string;
  store: string;
  total: number;
  vat: { rate: number; amount: number }[];
}

interface Receipt extends Summary {
  seller: { organizationId: string; name: string; organizationNumber: string };
  store: never;
  lines: { productName: string; total: number }[];
  payments: { methodName: string | null; amount: number }[];
  cardTransactions: { transactionId: string; maskedPan: string | null }[];
}

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('transaction documents', () => {
  it("lists the receipts of the organization's orders, paged and filtered as the orders", async () => {
    const res = await get(KAFFEBAREN, `${DOCUMENTS}?sort=["placedAt","DESC"]&range=[0,4]`);
    const documents = await json<Summary[]>(res);
    expect(documents).toHaveLength(5);
    expect(res.headers.get('content-range')).toMatch(/^transaction-documents 0-4\/\d+$/);
    const orders = await json<{ id: string; orderNumber: string; lines: OrderLine[] }[]>(
      await get(KAFFEBAREN, `/api/orders?sort=["placedAt","DESC"]&range=[0,4]`),
    );
    expect(documents.map((d) => d.id)).toEqual(orders.map((o) => o.id));
    expect(documents[0]).toMatchObject({
      type: 'receipt',
      url: `${DOCUMENTS}/${orders[0]!.id}`,
      orderNumber: orders[0]!.orderNumber,
      total: orderTotals(orders[0]!.lines).total,
    });
    const store = documents[0]!.store;
    const ofStore = await json<Summary[]>(
      await get(KAFFEBAREN, `${DOCUMENTS}?filter=${filter({ store })}&range=[0,49]`),
    );
    expect(ofStore.length).toBeGreaterThan(0);
    expect(ofStore.every((d) => d.store === store)).toBe(true);
  });

  it("answers one order's receipt with seller, lines, VAT, payments and the card payments of the order", async () => {
    const [transaction] = await json<{ transactionId: string; orderNumber: string }[]>(
      await get(
        'super@demo.test',
        `/api/payments/3.0/transactions?filter=${filter({ organization: 'org-kaffebaren', type: 'payment' })}&range=[0,0]`,
      ),
    );
    expect(transaction?.orderNumber).toBeTruthy();
    const [summary, ...others] = await json<Summary[]>(
      await get(KAFFEBAREN, `${DOCUMENTS}?transactionId=${transaction!.transactionId}`),
    );
    expect(others).toEqual([]);
    expect(summary!.orderNumber).toBe(transaction!.orderNumber);
    const receipt = await json<Receipt>(await get(KAFFEBAREN, summary!.url));
    expect(receipt.seller).toMatchObject({ organizationId: 'org-kaffebaren', name: expect.any(String) });
    expect(receipt.lines.length).toBeGreaterThan(0);
    expect(receipt.lines.reduce((sum, line) => sum + line.total, 0)).toBe(receipt.total);
    expect(receipt.vat.length).toBeGreaterThan(0);
    expect(receipt.payments.length).toBeGreaterThan(0);
    expect(receipt.payments.every((payment) => typeof payment.methodName === 'string')).toBe(true);
    expect(receipt.cardTransactions.map((t) => t.transactionId)).toContain(transaction!.transactionId);
  });

  it("keeps to the caller's organization: another organization's order and transaction find nothing", async () => {
    const [own] = await json<Summary[]>(await get(KAFFEBAREN, `${DOCUMENTS}?range=[0,0]`));
    await expectApiError(await get(BOKHANDELN, `${DOCUMENTS}/${own!.id}`), 404, 'not_found');
    const [transaction] = await json<{ transactionId: string }[]>(
      await get(
        'super@demo.test',
        `/api/payments/3.0/transactions?filter=${filter({ organization: 'org-kaffebaren' })}&range=[0,0]`,
      ),
    );
    expect(
      await json(await get(BOKHANDELN, `${DOCUMENTS}?transactionId=${transaction!.transactionId}`)),
    ).toEqual([]);
    const theirs = await json<Summary[]>(await get(BOKHANDELN, `${DOCUMENTS}?range=[0,99]`));
    expect(theirs.map((d) => d.id)).not.toContain(own!.id);
  });

  it('refuses bad input with a 400 naming it, and callers without orders', async () => {
    const badFilter = await expectApiError(
      await get(KAFFEBAREN, `${DOCUMENTS}?filter={nope`),
      400,
      'errors.invalid_filter',
    );
    expect(badFilter.errors[0]?.errorMessage.en).toContain('filter');
    const unknownField = await get(KAFFEBAREN, `${DOCUMENTS}?filter=${filter({ nope: 1 })}`);
    expect(unknownField.status).toBe(400);
    const longId = await expectApiError(
      await get(KAFFEBAREN, `${DOCUMENTS}?transactionId=${'9'.repeat(41)}`),
      400,
      'errors.invalid_parameter',
    );
    expect(longId.errors[0]?.field).toBe('transactionId');
    await expectApiError(await get('sales@demo.test', DOCUMENTS), 403, 'forbidden');
  });
});
