/**
 * Where a refund's money goes (issue 37 item 9; docs/decisions.md "Refunds: back the way the money
 * came"). What is left to refund is what the order's payments brought in (tips aside) less what was paid
 * back before; a refund of lines pays back their value, at most that. The money goes back by the order's
 * payments, each the way it came: a card payment to the same card, cash as cash, a gift card payment
 * onto that gift card. The merchant may choose cash instead only where the customer's money can come
 * back as cash without turning a card or the shop's credit into cash (Swish, "other"). The customer's
 * own money is paid back first, the shop's credit (vouchers, gift cards) last. Money in minor units.
 */
import { refundOf, type OrderLine, type RefundRequest } from './orders';

export const PAYMENT_TYPES = ['card', 'cash', 'swish', 'giftCard', 'invoice', 'voucher', 'other'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The ways a payment of each type may be paid back, its own way first. */
export const REFUND_MEANS: Record<PaymentType, readonly PaymentType[]> = {
  card: ['card'],
  cash: ['cash'],
  swish: ['swish', 'cash'],
  giftCard: ['giftCard'],
  invoice: ['invoice'],
  voucher: ['voucher'],
  other: ['other', 'cash'],
};

/** Which payments are paid back first. */
const PAY_BACK_ORDER: readonly PaymentType[] = [
  'card',
  'swish',
  'invoice',
  'other',
  'cash',
  'voucher',
  'giftCard',
];

export interface OrderPayment {
  method: string;
  amount: number;
  cardBrand?: string | null;
  giftCard?: string | null;
}

/** A share of an earlier refund: which payment (its place in the order) it paid back, and how much. */
export interface PaidBack {
  payment?: number | null;
  amount: number;
}

export interface OrderMoney {
  total: number;
  payments?: readonly OrderPayment[] | null;
  refundedAmount?: number | null;
}

const paymentsOf = (order: OrderMoney) => order.payments ?? [];

/** What the order's payments brought in, tips aside (an order without payments: its total). */
export function paidAmount(order: OrderMoney): number {
  const payments = paymentsOf(order);
  return payments.length ? payments.reduce((sum, p) => sum + p.amount, 0) : order.total;
}

/** What is left to pay back: what was paid less what was refunded before. */
export const refundableAmount = (order: OrderMoney): number =>
  Math.max(0, paidAmount(order) - (order.refundedAmount ?? 0));

/** What a refund of the chosen lines pays back: their value, at most what is left to refund. */
export function refundAmount(
  lines: readonly OrderLine[],
  request: RefundRequest,
  refundable: number,
): number {
  const value = request.lines.reduce((sum, { line, quantity }) => {
    const sold = lines[line];
    return sold && Number.isInteger(quantity) && quantity > 0 ? sum + refundOf(sold, quantity) : sum;
  }, 0);
  return Math.min(value, refundable);
}

/** One payment's part of a refund: how much of it goes back, and which way. */
export interface RefundShare {
  /** The payment's place in the order. */
  payment: number;
  /** The payment method it was paid with. */
  paidWith: string;
  type: PaymentType;
  /** Left to pay back on it before this refund. */
  left: number;
  amount: number;
  means: PaymentType;
  /** The payment method the money goes back by: the payment's own, or the cash method. */
  method: string;
  cardBrand: string | null;
  giftCard: string | null;
}

export type MeansIssue = {
  field: string;
  key: 'validation.refund.means' | 'validation.refund.no_cash_method' | 'validation.refund.gift_card_unknown';
};

export interface MeansContext {
  /** Each payment method's type, by id. */
  types: ReadonlyMap<string, string>;
  /** The organization's cash method, for a refund paid out in cash instead. */
  cashMethod: string | null;
  /** What earlier refunds paid back, by payment. */
  paidBack: readonly PaidBack[];
  /** The way chosen for a payment (by its place), where it may be paid back otherwise. */
  chosen?: Readonly<Record<string, string>>;
}

const typeOf = (types: ReadonlyMap<string, string>, method: string): PaymentType => {
  const type = types.get(method);
  return (PAYMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as PaymentType) : 'other';
};

/** The refund shared out over the order's payments, each the way it goes back, and what is wrong. */
export function refundShares(
  order: OrderMoney,
  amount: number,
  context: MeansContext,
): { shares: RefundShare[]; issues: MeansIssue[] } {
  const issues: MeansIssue[] = [];
  const payments = paymentsOf(order).map((payment, index) => {
    const type = typeOf(context.types, payment.method);
    const before = context.paidBack
      .filter((row) => row.payment === index)
      .reduce((sum, row) => sum + row.amount, 0);
    const wanted = context.chosen?.[String(index)];
    const means = wanted === undefined || wanted === '' ? type : (wanted as PaymentType);
    if (!REFUND_MEANS[type].includes(means))
      issues.push({ field: `means.${index}`, key: 'validation.refund.means' });
    else if (means === 'cash' && type !== 'cash' && !context.cashMethod)
      issues.push({ field: `means.${index}`, key: 'validation.refund.no_cash_method' });
    return { payment, index, type, means, left: Math.max(0, payment.amount - before) };
  });
  const ordered = [...payments].sort(
    (a, b) => PAY_BACK_ORDER.indexOf(a.type) - PAY_BACK_ORDER.indexOf(b.type) || a.index - b.index,
  );
  let rest = amount;
  const shares: RefundShare[] = [];
  for (const { payment, index, type, means, left } of ordered) {
    const part = Math.min(rest, left);
    rest -= part;
    shares.push({
      payment: index,
      paidWith: payment.method,
      type,
      left,
      amount: part,
      means,
      method: means === type ? payment.method : (context.cashMethod ?? payment.method),
      cardBrand: payment.cardBrand ?? null,
      giftCard: payment.giftCard ?? null,
    });
    if (part > 0 && means === 'giftCard' && !payment.giftCard)
      issues.push({ field: `means.${index}`, key: 'validation.refund.gift_card_unknown' });
  }
  return { shares: shares.sort((a, b) => a.payment - b.payment), issues };
}

/** Whole kronor and öre digits, the placeholders of a money message (as validation.money_max). */
export const kronorAndOre = (minor: number) => ({
  kronor: Math.floor(minor / 100),
  ore: String(minor % 100).padStart(2, '0'),
});

export const REFUND_MEANS_MESSAGES = {
  'validation.refund.means': {
    en: 'This payment cannot be paid back that way: a card payment goes back to the card, a gift card payment onto the gift card',
    sv: 'Den här betalningen kan inte betalas tillbaka så: ett kortköp går tillbaka till kortet, en presentkortsbetalning till presentkortet',
  },
  'validation.refund.no_cash_method': {
    en: 'The organization has no cash payment method to pay back in cash',
    sv: 'Organisationen har inget kontant betalsätt att betala tillbaka kontant med',
  },
  'validation.refund.gift_card_unknown': {
    en: 'The order does not say which gift card paid: pay it back at the register, onto the card',
    sv: 'Ordern säger inte vilket presentkort som betalade: betala tillbaka i kassan, till kortet',
  },
  'validation.refund.amount_max': {
    en: 'At most SEK %{kronor}.%{ore} can be refunded: what is left of what was paid',
    sv: 'Högst %{kronor},%{ore} kr kan återbetalas: det som finns kvar av det som betalades',
  },
  'validation.refund.nothing_left': {
    en: 'Nothing is left to refund: what was paid has been paid back',
    sv: 'Inget finns kvar att återbetala: det som betalades är återbetalt',
  },
  'validation.refund.gift_card_closed': {
    en: 'The gift card that paid is blocked or expired: it cannot take the money back',
    sv: 'Presentkortet som betalade är spärrat eller utgånget: det kan inte ta emot pengarna',
  },
} as const;
