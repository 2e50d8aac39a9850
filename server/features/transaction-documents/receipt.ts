/**
 * An order's receipt as a transaction document (SPEC 7 `api/transaction-documents/3.0`): who sold (the
 * organization and its store), when, each line with its total, the VAT per rate within the total, the
 * tip, the payments with their methods' names, the card transactions the payment provider reported for
 * the order, and what was refunded. The figures are computed by src/domain/orders.ts, as the order's
 * page computes them.
 */
import { lineTotal, orderTotals, type OrderLine } from '../../../src/domain/orders.ts';
import type { Db } from '../../db/db.ts';
import type { Row } from '../../resources/storage.ts';
import { qb, run } from '../../storage/query-builder.ts';

export const DOCUMENTS_PATH = '/api/transaction-documents/3.0';

interface StoredLine extends OrderLine {
  productName?: string;
  refundedQuantity?: number;
}

interface StoredPayment {
  method?: string;
  amount?: number;
  tip?: number;
  cardBrand?: string;
  giftCard?: string;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const amountOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** VAT per rate, lowest rate first, as a receipt prints it. */
function vatLines(lines: readonly OrderLine[]) {
  return Object.entries(orderTotals(lines).vat)
    .map(([rate, amount]) => ({ rate: Number(rate), amount }))
    .sort((a, b) => a.rate - b.rate);
}

/** What the list shows of an order's receipt; the whole receipt is at `url`. */
export function receiptSummary(row: Row) {
  const data = row.data;
  const lines = listOf<StoredLine>(data.lines);
  return {
    id: row.id,
    type: 'receipt' as const,
    url: `${DOCUMENTS_PATH}/${row.id}`,
    orderNumber: data.orderNumber,
    issuedAt: data.placedAt,
    store: data.store,
    channel: data.channel,
    paymentStatus: data.paymentStatus,
    training: data.training === true,
    total: orderTotals(lines).total,
    vat: vatLines(lines),
    refunded: amountOf(data.refundedAmount),
  };
}

/** The whole receipt of one order of `organizationId`. */
export async function receiptDocument(db: Db, organizationId: string, row: Row) {
  const data = row.data;
  const lines = listOf<StoredLine>(data.lines);
  const payments = listOf<StoredPayment>(data.payments);
  const methodIds = [...new Set(payments.map((payment) => payment.method).filter((id) => id !== undefined))];
  const [organizations, stores, methods, transactions] = await Promise.all([
    run(
      db,
      qb
        .selectFrom('organizations')
        .select(['name', 'organization_number', 'address', 'postal_code', 'city'])
        .where('id', '=', organizationId),
    ),
    run(
      db,
      qb
        .selectFrom('stores')
        .select(['id', 'name', 'address'])
        .where('organization_id', '=', organizationId)
        .where('id', '=', String(data.store)),
    ),
    methodIds.length
      ? run(
          db,
          qb
            .selectFrom('payment_methods')
            .select(['id', 'name'])
            .where('organization_id', '=', organizationId)
            .where('id', 'in', methodIds),
        )
      : Promise.resolve([]),
    run(
      db,
      qb
        .selectFrom('payment_transactions')
        .select([
          'transaction_id',
          'processed_at',
          'type',
          'status',
          'amount',
          'card_brand',
          'masked_pan',
          'authorization_code',
          'terminal',
        ])
        .where('organization', '=', organizationId)
        .where('order_number', '=', String(data.orderNumber))
        .orderBy('processed_at'),
    ),
  ]);
  const organization = organizations[0];
  const store = stores[0];
  const methodName = new Map(methods.map((method) => [method.id, method.name]));
  return {
    ...receiptSummary(row),
    seller: {
      organizationId,
      name: organization?.name ?? null,
      organizationNumber: organization?.organization_number ?? null,
      address: organization?.address ?? null,
      postalCode: organization?.postal_code ?? null,
      city: organization?.city ?? null,
    },
    store: { id: data.store, name: store?.name ?? null, address: store?.address ?? null },
    device: data.device ?? null,
    lines: lines.map((line) => ({
      productName: line.productName ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount ?? 0,
      vatRate: line.vatRate,
      total: lineTotal(line),
      refundedQuantity: line.refundedQuantity ?? 0,
    })),
    tip: amountOf(data.tip) + payments.reduce((sum, payment) => sum + amountOf(payment.tip), 0),
    payments: payments.map((payment) => ({
      method: payment.method ?? null,
      methodName: (payment.method && methodName.get(payment.method)) ?? null,
      amount: amountOf(payment.amount),
      tip: amountOf(payment.tip),
      cardBrand: payment.cardBrand ?? null,
    })),
    cardTransactions: transactions.map((transaction) => ({
      transactionId: transaction.transaction_id,
      processedAt: new Date(transaction.processed_at).toISOString(),
      type: transaction.type,
      status: transaction.status,
      amount: Number(transaction.amount),
      cardBrand: transaction.card_brand ?? null,
      maskedPan: transaction.masked_pan ?? null,
      authorizationCode: transaction.authorization_code ?? null,
      terminal: transaction.terminal ?? null,
    })),
    refunds: listOf<Record<string, unknown>>(data.refunds),
    copies: amountOf(data.receiptCopies),
  };
}
