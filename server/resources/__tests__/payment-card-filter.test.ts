/**
 * The payment transactions' card filter (SPEC 5 "Masked card value: digits or four asterisks, exactly 4
 * long"): the card's last four digits find its transactions; any other value is refused, naming the
 * filter, with the form's message in sv and en.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const list = async (filter: Record<string, unknown>) =>
  server.app.request(
    `/api/payments/3.0/transactions?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    { headers: await server.authHeader('super@demo.test') },
  );

type Row = { maskedPan: string | null };

describe('the card filter of the payment transactions', () => {
  it('finds the transactions of a card by its last four digits', async () => {
    const all = (await (await list({})).json()) as Row[];
    const last4 = all.find((row) => row.maskedPan)?.maskedPan?.slice(-4);
    expect(last4).toMatch(/^\d{4}$/);
    const res = await list({ maskedPan_endsWith: last4 });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.maskedPan?.endsWith(last4!)).toBe(true);
    expect(((await (await list({ maskedPan_endsWith: '****' })).json()) as Row[]).length).toBe(0);
  });

  it.each(['424', '42424', '42*2', 'abcd', '***'])('refuses %j, naming the filter', async (value) => {
    const body = await expectApiError(
      await list({ maskedPan_endsWith: value }),
      400,
      'validation.card.masked_value',
    );
    expect(body.errors[0]?.field).toBe('maskedPan_endsWith');
    expect(body.errors[0]?.errorMessage.sv).toBe('Fyra siffror (kortets sista fyra) eller fyra asterisker');
  });
});
