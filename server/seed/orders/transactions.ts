/**
 * The demo's card transactions (issue 14), as the payment provider would report them: one approved
 * transaction for each card payment of the generated orders (amount with the tip, at the order's time,
 * on the store's terminal), refunded when the order was paid back whole, and now and then a declined
 * attempt a minute before. Derived from the orders themselves, so the two always agree.
 */
import type paymentTransactions from '../../../src/resources/payment-transactions.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { insertRows } from '../../resources/storage.ts';
import { qb, run } from '../../storage/query-builder.ts';
import type { SeedOrder } from './generate.ts';

type Transaction = FieldsOf<typeof paymentTransactions>;
interface Order {
  id: string;
  data: SeedOrder;
}

const CHUNK = 500;
const ENTRY_MODES = ['contactless', 'contactless', 'contactless', 'chip'] as const;

/** A number from a text, the same every time: the demo's decisions per order. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function transactionsOf(
  order: Order,
  organization: string,
  storeNames: ReadonlyMap<string, string>,
): Transaction[] {
  const data = order.data;
  // Training mode never reaches the card network.
  if (data.training) return [];
  const payments = data.payments ?? [];
  const number = String(data.orderNumber);
  const at = Date.parse(String(data.placedAt));
  const out: Transaction[] = [];
  payments.forEach((payment, index) => {
    // Every generated payment has its amount (a sub-record's type leaves each of its fields optional).
    if (!payment.cardBrand || payment.amount === undefined) return;
    const h = hash(`${number}-${index}`);
    const web = data.channel === 'web';
    const common = {
      organization,
      type: 'payment',
      storeName: storeNames.get(String(data.store)) ?? null,
      orderNumber: number,
      currency: 'SEK',
      cardBrand: payment.cardBrand,
      maskedPan: `**** **** **** ${String(h % 10_000).padStart(4, '0')}`,
      entryMode: web ? 'online' : ENTRY_MODES[h % ENTRY_MODES.length],
      terminal: web ? 'Webbkassa' : `Terminal ${1 + (h % 2)}`,
    } satisfies Partial<Transaction>;
    if (h % 50 === 0)
      out.push({
        ...common,
        transactionId: `TX-${number}-${index + 1}D`,
        processedAt: new Date(at - 60_000).toISOString(),
        amount: payment.amount + (payment.tip ?? 0),
        status: 'declined',
        responseCode: h % 3 === 0 ? '51' : '05',
      });
    out.push({
      ...common,
      transactionId: `TX-${number}-${index + 1}`,
      processedAt: new Date(at).toISOString(),
      amount: payment.amount + (payment.tip ?? 0),
      tip: payment.tip ?? 0,
      status:
        data.paymentStatus === 'refunded' || data.paymentStatus === 'returned' ? 'refunded' : 'approved',
      authorizationCode: String(100_000 + (h % 900_000)),
      responseCode: '00',
    });
  });
  return out;
}

export async function seedDemoTransactions(
  tx: Queryable,
  definitions: readonly ResourceDefinition[],
  organization: string,
  orders: readonly Order[],
): Promise<number> {
  const definition = definitions.find((d) => d.name === 'payment-transactions');
  if (!definition) return 0;
  const stores = await run(
    tx,
    qb.selectFrom('stores').select(['id', 'name']).where('organization_id', '=', organization),
  );
  const storeNames = new Map(stores.map((s) => [s.id, s.name]));
  const rows = orders.flatMap((order) =>
    transactionsOf(order, organization, storeNames).map((data) => ({
      id: `transaction-${String(data.transactionId).toLowerCase()}`,
      data,
      createdAt: String(data.processedAt),
    })),
  );
  for (let at = 0; at < rows.length; at += CHUNK)
    await insertRows(tx, definition, null, rows.slice(at, at + CHUNK), 'provider');
  return rows.length;
}
