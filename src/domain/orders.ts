/**
 * Orders (SPEC 3 Order, SPEC 4 Web order): the web order states, the steps between them (the transition
 * table of docs/decisions.md, which the orders resource offers as actions and the API enforces), and an
 * order's money: line totals, VAT per rate, what is left to refund. Money in minor units (öre); prices
 * include VAT, as at the register.
 */

export const WEB_ORDER_STATES = [
  'new',
  'queued',
  'accepted',
  'prepare',
  'ready',
  'send',
  'delivered',
  'closed',
  'canceled',
  'rejected',
  'refunded',
  'failed',
] as const;
export type WebOrderState = (typeof WEB_ORDER_STATES)[number];

export const PAYMENT_STATUSES = ['paid', 'unpaid', 'refunded', 'returned', 'reserved'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A step of a web order: from which states, to which. A register order is `closed` when it arrives. */
export interface WebOrderStep {
  from: readonly WebOrderState[];
  to: WebOrderState;
}

/** The transition table: every change of a web order's state is one of these steps. */
export const WEB_ORDER_STEPS = {
  queue: { from: ['new'], to: 'queued' },
  accept: { from: ['new', 'queued'], to: 'accepted' },
  reject: { from: ['new', 'queued'], to: 'rejected' },
  prepare: { from: ['accepted'], to: 'prepare' },
  markReady: { from: ['prepare'], to: 'ready' },
  send: { from: ['ready', 'failed'], to: 'send' },
  deliver: { from: ['ready', 'send'], to: 'delivered' },
  failDelivery: { from: ['send'], to: 'failed' },
  close: { from: ['delivered'], to: 'closed' },
  cancel: { from: ['new', 'queued', 'accepted', 'prepare', 'ready', 'failed'], to: 'canceled' },
} as const satisfies Record<string, WebOrderStep>;

/** What a stopped order's payment becomes: a paid one is paid back, a reservation is released. */
export function paymentAfterStop(status: unknown): PaymentStatus | undefined {
  if (status === 'paid') return 'refunded';
  if (status === 'reserved') return 'unpaid';
  return undefined;
}

export interface OrderLine {
  quantity: number;
  /** Price of one, VAT included. */
  unitPrice: number;
  /** Discount on the whole line. */
  discount?: number;
  /** Percent, e.g. 12. */
  vatRate: number;
  refundedQuantity?: number;
}

export const lineTotal = (line: OrderLine): number => line.quantity * line.unitPrice - (line.discount ?? 0);

/** The VAT within a price that includes it, rounded to whole öre. */
export const vatWithin = (gross: number, ratePercent: number): number =>
  Math.round((gross * ratePercent) / (100 + ratePercent));

/** The order's total and the VAT in it per rate (a receipt's VAT lines). */
export function orderTotals(lines: readonly OrderLine[]): { total: number; vat: Record<string, number> } {
  const vat: Record<string, number> = {};
  let total = 0;
  for (const line of lines) {
    const gross = lineTotal(line);
    total += gross;
    vat[String(line.vatRate)] = (vat[String(line.vatRate)] ?? 0) + vatWithin(gross, line.vatRate);
  }
  return { total, vat };
}

/**
 * What `quantity` more of a line pays back: its share of the line total (discount included), rounded so
 * that the refunds of a whole line add up to exactly its total.
 */
export function refundOf(line: OrderLine, quantity: number): number {
  if (line.quantity <= 0) return 0;
  const done = line.refundedQuantity ?? 0;
  const share = (count: number) => Math.round((lineTotal(line) * count) / line.quantity);
  return share(done + quantity) - share(done);
}

export const refundableQuantity = (line: OrderLine): number =>
  Math.max(0, line.quantity - (line.refundedQuantity ?? 0));

/** A refund as asked for: how many of which lines (by their place in the order). */
export interface RefundRequest {
  lines: readonly { line: number; quantity: number }[];
}

export type RefundIssue = {
  field: string;
  key: 'validation.refund.quantity' | 'validation.refund.empty';
  params?: { max: number };
};

/** What is wrong with a refund of an order's lines: none asked for, or more than is left of a line. */
export function refundIssues(lines: readonly OrderLine[], request: RefundRequest): RefundIssue[] {
  const asked = request.lines.filter((entry) => entry.quantity !== 0);
  if (asked.length === 0) return [{ field: 'lines', key: 'validation.refund.empty' }];
  const issues: RefundIssue[] = [];
  const total = new Map<number, number>();
  for (const entry of request.lines) total.set(entry.line, (total.get(entry.line) ?? 0) + entry.quantity);
  for (const entry of request.lines) {
    const line = lines[entry.line];
    const max = line ? refundableQuantity(line) : 0;
    if (!Number.isInteger(entry.quantity) || entry.quantity < 0 || total.get(entry.line)! > max)
      issues.push({
        field: `lines.${entry.line}.quantity`,
        key: 'validation.refund.quantity',
        params: { max },
      });
  }
  return issues;
}

export const REFUND_MESSAGES = {
  'validation.refund.quantity': { en: 'At most %{max} can be refunded', sv: 'Högst %{max} kan återbetalas' },
  'validation.refund.empty': { en: 'Choose what to refund', sv: 'Välj vad som ska återbetalas' },
  'errors.order.not_refundable': {
    en: 'Only a paid order can be refunded',
    sv: 'Bara en betald order kan återbetalas',
  },
} as const;
