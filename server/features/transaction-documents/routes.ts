/**
 * GET /api/transaction-documents/3.0       the receipts of the organization's orders, as the orders
 *                                          list filters, sorts and pages them (`filter`, `sort`, `range`),
 *                                          or of the order a card payment paid (`transactionId`)
 * GET /api/transaction-documents/3.0/:id   one order's receipt
 *
 * Read by those who may read the orders (SPEC 6 `orders`), inside their organization only: another
 * organization's order is a 404, as it is on /api/orders.
 */
import { notFound } from '../../http/errors.ts';
import { apiError } from '../../resources/api-errors.ts';
import { buildListQuery } from '../../resources/list-query.ts';
import { findRow, listRows } from '../../resources/storage.ts';
import { param } from '../../routing/params.ts';
import type { Routes } from '../../routing/route-table.ts';
import { qb, run } from '../../storage/query-builder.ts';
import type { FeatureEnv } from '../define-feature.ts';
import { DOCUMENTS_PATH, receiptDocument, receiptSummary } from './receipt.ts';

/** The longest transaction id a payment has (src/resources/payment-transactions.ts). */
const MAX_TRANSACTION_ID = 40;

export function transactionDocumentRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const orders = registry.get('orders');
  if (!orders) return;
  const { db } = deps;

  /** The order number a card transaction of the organization paid, or null when it has none. */
  async function orderNumberOf(organizationId: string, transactionId: string): Promise<string | null> {
    if (!transactionId.trim() || transactionId.length > MAX_TRANSACTION_ID)
      throw apiError(400, 'errors.invalid_parameter', { name: 'transactionId' }, 'transactionId');
    const [found] = await run(
      db,
      qb
        .selectFrom('payment_transactions')
        .select('order_number')
        .where('organization', '=', organizationId)
        .where('transaction_id', '=', transactionId),
    );
    return found?.order_number ?? null;
  }

  routes.get(
    DOCUMENTS_PATH,
    { resource: 'orders', action: 'list' },
    {
      summary: "The receipts of the organization's orders, filtered, sorted and paged as the orders",
      query: {
        filter: "JSON of the orders' field filters",
        sort: '["field","ASC"|"DESC"]',
        range: '[first,last]',
        transactionId: 'the receipt of the order this card transaction paid',
      },
    },
    async (c, { organizationId }) => {
      if (!organizationId) throw notFound();
      const query = buildListQuery(orders, c.req.query(), organizationId);
      const transactionId = c.req.query('transactionId');
      if (transactionId !== undefined) {
        const orderNumber = await orderNumberOf(organizationId, transactionId);
        if (orderNumber === null) {
          c.header('Content-Range', `transaction-documents */0`);
          return c.json([]);
        }
        const filtered = buildListQuery(
          orders,
          {
            ...c.req.query(),
            filter: JSON.stringify({ ...parsedFilter(c.req.query('filter')), orderNumber }),
          },
          organizationId,
        );
        query.where = filtered.where;
      }
      const { rows, total } = await listRows(db, query);
      const documents = rows.map(receiptSummary);
      const end = query.offset + documents.length - 1;
      c.header(
        'Content-Range',
        documents.length
          ? `transaction-documents ${query.offset}-${end}/${total}`
          : `transaction-documents */${total}`,
      );
      c.header('Access-Control-Expose-Headers', 'Content-Range, X-Trace-Id');
      return c.json(documents);
    },
  );

  routes.get(
    `${DOCUMENTS_PATH}/:id`,
    { resource: 'orders', action: 'show' },
    "One order's receipt: seller, store, lines, VAT per rate, total, tip, payments, card transactions, refunds",
    async (c, { organizationId }) => {
      if (!organizationId) throw notFound();
      const row = await findRow(db, orders, param(c, 'id'), organizationId);
      if (!row) throw notFound();
      return c.json(await receiptDocument(db, organizationId, row));
    },
  );
}

/** The request's filter (already judged by buildListQuery) as an object. */
function parsedFilter(filter: string | undefined): Record<string, unknown> {
  return filter ? (JSON.parse(filter) as Record<string, unknown>) : {};
}
