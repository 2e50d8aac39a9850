/**
 * POST /api/orders/:id/refund   { version, lines: [{ line, quantity }], reason?, refundId?, amount?, means? }
 *
 * Pays back some or all of a paid order's lines (SPEC 4; issue 14): allowed to those who may show the
 * order, judged by src/domain/orders.ts (at most what is left of each line), refused with 409 for an
 * order that is not paid or changed since it was read. The order keeps each refund (when, how much,
 * what, why, by whom), the refunded quantity of each line and the amount refunded; refunding what is
 * left of every line makes its payment returned (a web order's state refunded). One update with its
 * history entry. The money goes back by the order's payments (./pay-back.ts): capped at what is left,
 * a card refund transaction, a gift card credit, cash; a retry of the same `refundId` changes nothing.
 */
import { refundIssues, refundOf, REFUND_MESSAGES, type OrderLine } from '../../../src/domain/orders.ts';
import { param } from '../../routing/params.ts';
import { localized } from '../../../src/schema/messages.ts';
import type { Label } from '../../../src/schema/types.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { apiError, cappedItems } from '../../resources/api-errors.ts';
import { forgetWrite } from '../../resources/forget.ts';
import { readBody } from '../../resources/input.ts';
import { findRow, toRecord } from '../../resources/storage.ts';
import { updateRecord, writerOf } from '../../resources/write-record.ts';
import { alreadyRefunded, payBack, refundAsk } from './pay-back.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

const messages: Record<string, Label> = REFUND_MESSAGES;

const refusal = (status: 400 | 409, key: string, field?: string, params?: Record<string, number>) =>
  new ApiError(status, [
    { errorCode: key, errorMessage: localized(messages, { key, params }), ...(field ? { field } : {}) },
  ]);

type Line = OrderLine & Record<string, unknown>;

/** The request's lines, each { line, quantity } with whole numbers; anything else is a 400. */
function requested(body: Record<string, unknown>): { line: number; quantity: number }[] {
  const lines = body.lines;
  if (
    !Array.isArray(lines) ||
    lines.some(
      (entry) =>
        typeof entry !== 'object' ||
        entry === null ||
        !Number.isInteger((entry as { line?: unknown }).line) ||
        typeof (entry as { quantity?: unknown }).quantity !== 'number',
    )
  )
    throw apiError(400, 'validation.not_list', undefined, 'lines');
  return lines as { line: number; quantity: number }[];
}

export function refundRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const orders = registry.get('orders');
  if (!orders) return;
  const lookup = (name: string) => registry.get(name);
  routes.post(
    `/${orders.api}/:id/refund`,
    { resource: 'orders', action: 'show' },
    {
      summary: "Pays back some or all of a paid order's lines",
      body: '{ version, lines: [{ line, quantity }], reason?, refundId?, amount?, means?: { [payment]: way } }',
      answers: 'orders',
    },
    async (c, { caller, organizationId }) => {
      const id = param(c, 'id');
      if (!organizationId) throw notFound();
      const body = await readBody(c.req.raw);
      if (!Number.isInteger(body.version))
        throw apiError(400, 'errors.version_required', undefined, 'version');
      const asked = requested(body);
      const ask = refundAsk(body);
      const reason = typeof body.reason === 'string' ? body.reason.trim().slice(0, 200) : '';
      const { db } = deps;
      const after = await db
        .transaction(async (tx) => {
          const before = await findRow(tx, orders, id, organizationId, true);
          if (!before) throw notFound();
          if (alreadyRefunded(before, ask.refundId)) return before;
          if (before.version !== body.version)
            throw new ApiError(409, apiError(409, 'errors.conflict').items, {
              current: toRecord(orders, before),
            });
          if (before.data.paymentStatus !== 'paid')
            throw refusal(409, 'errors.order.not_refundable', 'paymentStatus');
          const lines = (before.data.lines as Line[]).map((line) => ({ ...line }));
          const issues = refundIssues(lines, { lines: asked });
          if (issues.length)
            throw new ApiError(
              400,
              // As every error list: the first few, then how many more (a request may name 10,000 lines).
              cappedItems(issues, (issue) => ({
                errorCode: issue.key,
                errorMessage: localized(messages, { key: issue.key, params: issue.params }),
                field: issue.field.slice(0, 200),
              })),
            );
          let amount = 0;
          const items: string[] = [];
          for (const { line: index, quantity } of asked) {
            if (quantity === 0) continue;
            const line = lines[index]!;
            amount += refundOf(line, quantity);
            line.refundedQuantity = (line.refundedQuantity ?? 0) + quantity;
            items.push(`${quantity} × ${String(line.productName)}`);
          }
          const whole = lines.every((line) => (line.refundedQuantity ?? 0) >= line.quantity);
          // The money: capped at what is left, paid back by the order's payments (./pay-back.ts).
          const refundId = ask.refundId ?? crypto.randomUUID();
          const refundedAt = new Date().toISOString();
          // The refund's figures are the server's, from the lines it judged.
          const writer = writerOf(caller, organizationId, lookup, 'server');
          const paid = await payBack(
            tx,
            { writer, organizationId, order: before, ask, refundId, at: refundedAt },
            amount,
          );
          const data = {
            ...before.data,
            lines,
            refundedAmount: Number(before.data.refundedAmount ?? 0) + paid.amount,
            returnStatus: whole ? 'full' : 'partial',
            // Returned, not refunded: the sale stands in the books and its returns are booked on their day.
            ...(whole ? { paymentStatus: 'returned' } : {}),
            ...(whole && before.data.channel === 'web' ? { state: 'refunded' } : {}),
            refunds: [
              ...((before.data.refunds as unknown[] | undefined) ?? []),
              {
                refundedAt,
                amount: paid.amount,
                items: items.join(', ').slice(0, 500),
                ...(reason ? { reason } : {}),
                by: caller.username || caller.userId,
                refundId,
              },
            ],
            refundPayments: [...((before.data.refundPayments as unknown[] | undefined) ?? []), ...paid.rows],
          };
          const row = await updateRecord(tx, writer, orders, before, data);
          if (!row) throw apiError(409, 'errors.conflict');
          return row;
        })
        .finally(() => forgetWrite(db, orders.name, id));
      return c.json(toRecord(orders, after));
    },
  );
}
