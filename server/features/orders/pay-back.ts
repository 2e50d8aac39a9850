/**
 * A refund's money, paid back by the order's payments (src/domain/refund-means.ts): what is left to
 * refund caps it, each payment's share goes back its way, and what that leaves is written through the
 * write path: a card share as a refund transaction of the payment provider (amount below 0, the card's
 * brand and masked number from the payment it pays back, the order's number), a gift card share as a
 * refund onto that gift card. Each share is a row of the order's `refundPayments`, which the Z report
 * and the SIE voucher of the refund's day read. A request names its refund (`refundId`), so a retry of
 * one already made is known and answered without paying back twice.
 */
import { randomInt } from 'node:crypto';
import {
  kronorAndOre,
  refundableAmount,
  refundShares,
  REFUND_MEANS_MESSAGES,
  type OrderMoney,
  type PaidBack,
  type RefundShare,
} from '../../../src/domain/refund-means.ts';
import { localized } from '../../../src/schema/messages.ts';
import type { Label, MessageRef } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { apiError } from '../../resources/api-errors.ts';
import { createRecord, updateRecord, type Writer } from '../../resources/write-record.ts';
import { findRow, findWhere, type Row } from '../../resources/storage.ts';

const messages: Record<string, Label> = REFUND_MEANS_MESSAGES;

const refused = (field: string, key: string, params?: MessageRef['params']) =>
  new ApiError(400, [{ errorCode: key, errorMessage: localized(messages, { key, params }), field }]);

/** The payment provider reports a card refund: it writes the transaction, not the merchant's user. */
const PROVIDER: Caller = {
  userId: 'payment-provider',
  username: 'provider',
  roles: ['superadmin'],
  permissions: [],
  organizationId: null,
  partnerId: null,
  actingOrganizationId: null,
};

export interface RefundAsk {
  /** The client's name for this refund; a retry sends the same. */
  refundId: string | null;
  /** The amount the client showed, refused when more than is left. */
  amount: number | null;
  /** The way chosen per payment (by its place), where it may go back otherwise. */
  means: Record<string, string>;
}

const REFUND_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The refund's name, shown amount and chosen ways from the request body; anything malformed is a 400. */
export function refundAsk(body: Record<string, unknown>): RefundAsk {
  const { refundId, amount, means } = body;
  if (refundId !== undefined && (typeof refundId !== 'string' || !REFUND_ID.test(refundId)))
    throw apiError(400, 'validation.not_allowed', undefined, 'refundId');
  if (amount !== undefined && (!Number.isInteger(amount) || (amount as number) < 0))
    throw apiError(400, 'validation.integer', undefined, 'amount');
  if (
    means !== undefined &&
    (typeof means !== 'object' ||
      means === null ||
      Array.isArray(means) ||
      Object.values(means).some((value) => typeof value !== 'string'))
  )
    throw apiError(400, 'validation.not_allowed', undefined, 'means');
  return {
    refundId: (refundId as string | undefined) ?? null,
    amount: (amount as number | undefined) ?? null,
    means: (means as Record<string, string> | undefined) ?? {},
  };
}

/** Whether the order already holds the refund of that name (a retried request). */
export const alreadyRefunded = (order: Row, refundId: string | null): boolean =>
  refundId !== null &&
  ((order.data.refunds as { refundId?: unknown }[] | undefined) ?? []).some((r) => r.refundId === refundId);

export interface PayBackContext {
  writer: Writer;
  organizationId: string;
  order: Row;
  ask: RefundAsk;
  /** The refund's name (the client's, or one made for it). */
  refundId: string;
  at: string;
}

const definitionOf = (writer: Writer, name: string) => {
  const definition = writer.lookup(name);
  if (!definition) throw new Error(`The ${name} resource is not served`);
  return definition;
};

/**
 * Pays back `value` (the chosen lines' worth), capped at what is left to refund: the amount paid back
 * and the order's new `refundPayments` rows. Refuses (400, naming the field) a refund of nothing left,
 * a shown amount over what is left, and a way a payment cannot go back by.
 */
export async function payBack(
  tx: Queryable,
  context: PayBackContext,
  value: number,
): Promise<{ amount: number; rows: Record<string, unknown>[] }> {
  const { writer, organizationId, order, ask } = context;
  const money = order.data as unknown as OrderMoney;
  const left = refundableAmount(money);
  if (left <= 0) throw refused('lines', 'validation.refund.nothing_left');
  if (ask.amount !== null && ask.amount > left)
    throw refused('amount', 'validation.refund.amount_max', kronorAndOre(left));
  const amount = Math.min(value, left);
  const methods = await findWhere(tx, definitionOf(writer, 'payment-methods'), organizationId, {});
  const cash = methods.find((m) => m.data.type === 'cash');
  const before = (order.data.refundPayments as PaidBack[] | undefined) ?? [];
  const { shares, issues } = refundShares(money, amount, {
    types: new Map(methods.map((m) => [m.id, String(m.data.type)])),
    cashMethod: cash?.id ?? null,
    paidBack: before,
    chosen: ask.means,
  });
  if (issues[0]) throw refused(issues[0].field, issues[0].key);
  const refundNumber = ((order.data.refunds as unknown[] | undefined) ?? []).length + 1;
  const rows: Record<string, unknown>[] = [];
  for (const share of shares) {
    if (share.amount <= 0) continue;
    const row: Record<string, unknown> = {
      refundedAt: context.at,
      means: share.means,
      method: share.method,
      amount: share.amount,
      payment: share.payment,
      refundId: context.refundId,
      ...(share.cardBrand ? { cardBrand: share.cardBrand } : {}),
    };
    if (share.means === 'card') Object.assign(row, await cardRefund(tx, context, share, refundNumber));
    if (share.means === 'giftCard') Object.assign(row, await giftCardRefund(tx, context, share));
    rows.push(row);
  }
  return { amount, rows };
}

/** The refund transaction back to the card of the payment it pays back. */
async function cardRefund(
  tx: Queryable,
  { writer, organizationId, order, at }: PayBackContext,
  share: RefundShare,
  refundNumber: number,
): Promise<Record<string, unknown>> {
  const transactions = definitionOf(writer, 'payment-transactions');
  const orderNumber = String(order.data.orderNumber);
  const approved = await findWhere(tx, transactions, null, {
    organization: organizationId,
    orderNumber,
    type: 'payment',
  });
  const paid = approved.filter((t) => t.data.status !== 'declined');
  const original =
    paid.find((t) => t.data.cardBrand === share.cardBrand && t.data.maskedPan) ??
    paid.find((t) => t.data.maskedPan);
  const transactionId = `RF-${orderNumber.slice(0, 24)}-${refundNumber}-${share.payment + 1}`;
  const data = original?.data ?? {};
  await createRecord(
    tx,
    { ...writer, caller: PROVIDER, organizationId: null, roles: PROVIDER.roles },
    transactions,
    `transaction-${transactionId.toLowerCase()}`,
    {
      transactionId,
      type: 'refund',
      processedAt: at,
      organization: organizationId,
      storeName: data.storeName ?? null,
      orderNumber,
      amount: -share.amount,
      tip: 0,
      currency: 'SEK',
      status: 'approved',
      cardBrand: data.cardBrand ?? share.cardBrand,
      maskedPan: data.maskedPan ?? null,
      entryMode: data.entryMode ?? null,
      terminal: data.terminal ?? null,
      authorizationCode: String(randomInt(100_000, 1_000_000)),
      responseCode: '00',
      originalTransactionId: data.transactionId ?? null,
    },
  );
  return { transactionId, ...(data.maskedPan ? { maskedPan: data.maskedPan } : {}) };
}

/** The money put back onto the gift card that paid: a refund transaction, its balance up. */
async function giftCardRefund(
  tx: Queryable,
  { writer, organizationId, order, at }: PayBackContext,
  share: RefundShare,
): Promise<Record<string, unknown>> {
  const giftCards = definitionOf(writer, 'gift-cards');
  const field = `means.${share.payment}`;
  const card = share.giftCard ? await findRow(tx, giftCards, share.giftCard, organizationId, true) : null;
  if (!card) throw refused(field, 'validation.refund.gift_card_unknown');
  const expired = typeof card.data.expiresOn === 'string' && card.data.expiresOn < at.slice(0, 10);
  if (card.data.status === 'blocked' || card.data.status === 'expired' || expired)
    throw refused(field, 'validation.refund.gift_card_closed');
  const updated = await updateRecord(tx, writer, giftCards, card, {
    ...card.data,
    balance: Number(card.data.balance ?? 0) + share.amount,
    status: 'active',
    transactions: [
      ...((card.data.transactions as unknown[] | undefined) ?? []),
      {
        occurredAt: at,
        type: 'refund',
        amount: share.amount,
        store: order.data.store,
        receiptNumber: String(order.data.orderNumber).slice(0, 30),
      },
    ],
  });
  if (!updated) throw apiError(409, 'errors.conflict');
  return { giftCard: card.id };
}
