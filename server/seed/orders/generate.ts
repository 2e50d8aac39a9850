/**
 * The demo shops' orders (issue 14): a deterministic generator of the register's sales and the web
 * orders of Kaffebaren and Bokhandeln over the days before today, shaped like real trade: opening
 * hours with a morning and a lunch peak in the café, busier Saturdays, a quiet July and a busy December
 * in the bookshop, several payment methods with tips, a few discounts, refunds, parked orders and
 * pre-orders, and web orders in every state (those of today still open). Same days, same orders.
 */
import { orderTotals, refundOf, type OrderLine } from '../../../src/domain/orders.ts';
import type { PaymentType } from '../../../src/domain/refund-means.ts';
import { STANDARD_TAX_GROUPS, type TaxGroupKey } from '../../../src/domain/tax-groups.ts';
import { rateOn } from '../../../src/domain/vat.ts';
import type orders from '../../../src/resources/orders/index.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { SeedProduct } from '../catalogue/build.ts';
import { DEMO_GIFT_CARDS } from '../catalogue/gift-cards.ts';
import { seedMaskedPan } from './masked-pan.ts';

export interface ShopPlan {
  organizationId: string;
  /** Order numbers start with it, then the store's number: KB1-000123. */
  prefix: string;
  stores: readonly { id: string; registers: number }[];
  /** Orders of an ordinary weekday in one store. */
  perDay: number;
  /** Opening hours per weekday (0 Sunday): [open, close) in whole hours, and the busy hours. */
  hours: (weekday: number) => { open: number; close: number; peaks: readonly number[] };
  /** How much busier a weekday (0 Sunday) and a month (0 January) are than usual. */
  weekdayFactor: readonly number[];
  monthFactor: readonly number[];
  products: readonly SeedProduct[];
  /** Payment method ids with their share of orders, whether they take tips, and their type. */
  payments: readonly { id: string; share: number; tips: boolean; type: PaymentType }[];
  customers: readonly string[];
  webShare: number;
  eatInShare: number;
}

/** An order's data, as the orders definition types it (src/resources/orders/index.ts). */
export type SeedOrder = FieldsOf<typeof orders>;
type Line = OrderLine & NonNullable<SeedOrder['lines']>[number];
type Payment = NonNullable<SeedOrder['payments']>[number];
/** A payment as it is put together (a sub-record's type has read-only fields). */
type PaymentDraft = { -readonly [K in keyof Payment]: Payment[K] };

/** A small deterministic random source (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

function weighted<T extends { share: number }>(rnd: () => number, items: readonly T[]): T {
  let r = rnd() * items.reduce((sum, item) => sum + item.share, 0);
  for (const item of items) if ((r -= item.share) < 0) return item;
  return items[items.length - 1]!;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Stockholm wall-clock time of a day as an instant (CET/CEST by the EU rule: last Sundays of March and October). */
export function stockholmInstant(day: string, hour: number, minute: number): Date {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(y, month, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  const date = Number(day.slice(8, 10));
  const summer =
    (m > 3 && m < 10) || (m === 3 && date >= lastSunday(3)) || (m === 10 && date < lastSunday(10));
  return new Date(Date.UTC(y, m - 1, date, hour - (summer ? 2 : 1), minute, Math.floor(minute * 0.7)));
}

const taxKey = (taxGroupId: unknown) => String(taxGroupId).split('-').pop() as TaxGroupKey;

/** A web order's state and payment on its day: older ones have ended, today's may still be open. */
function webOutcome(
  rnd: () => number,
  daysAgo: number,
): { state: SeedOrder['state']; payment: SeedOrder['paymentStatus'] } {
  if (daysAgo === 0) {
    const open: SeedOrder['state'] = pick(rnd, [
      'new',
      'new',
      'queued',
      'accepted',
      'prepare',
      'ready',
      'send',
      'delivered',
    ]);
    return { state: open, payment: rnd() < 0.8 ? 'paid' : 'reserved' };
  }
  const r = rnd();
  if (r < 0.9) return { state: 'closed', payment: 'paid' };
  if (r < 0.94) return { state: 'canceled', payment: 'refunded' };
  if (r < 0.96) return { state: 'rejected', payment: 'refunded' };
  if (r < 0.98) return { state: 'refunded', payment: 'refunded' };
  return { state: 'failed', payment: 'paid' };
}

/** The orders of one shop over `days` days ending today (`now`), in order of time. */
export function generateOrders(
  plan: ShopPlan,
  days: number,
  now: Date,
): { id: string; data: SeedOrder; createdAt: string }[] {
  const rnd = random(plan.organizationId.length * 7919 + days);
  const orders: { id: string; data: SeedOrder; createdAt: string }[] = [];
  const sellable = plan.products.filter((p) => typeof p.unitPrice === 'number' && p.unitPrice > 0);
  const webSellable = sellable.filter((p) => (p.visibility as string[] | undefined)?.includes('web'));
  const today = isoDay(now);
  for (const [storeIndex, store] of plan.stores.entries()) {
    let sequence = 0;
    for (let back = days - 1; back >= 0; back--) {
      const date = new Date(now.getTime() - back * 86_400_000);
      const day = isoDay(date);
      const weekday = date.getUTCDay();
      const { open, close, peaks } = plan.hours(weekday);
      const expected =
        plan.perDay * (plan.weekdayFactor[weekday] ?? 1) * (plan.monthFactor[date.getUTCMonth()] ?? 1);
      const count = Math.max(0, Math.round(expected * (0.8 + rnd() * 0.4)));
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const hour = rnd() < 0.45 ? pick(rnd, peaks) : open + Math.floor(rnd() * Math.max(1, close - open));
        times.push(hour * 60 + Math.floor(rnd() * 60));
      }
      times.sort((a, b) => a - b);
      for (const minuteOfDay of times) {
        const placed = stockholmInstant(day, Math.floor(minuteOfDay / 60), minuteOfDay % 60);
        if (day === today && placed > now) continue;
        sequence += 1;
        const web = webSellable.length > 0 && rnd() < plan.webShare;
        const lines: Line[] = [];
        const lineCount = 1 + Math.floor(rnd() * rnd() * 4);
        for (let l = 0; l < lineCount; l++) {
          const product = pick(rnd, web ? webSellable : sellable);
          const rate =
            rateOn(STANDARD_TAX_GROUPS[taxKey(product.taxGroup)]?.rates ?? [{ rate: 25 }], day) ?? 25;
          const quantity = rnd() < 0.85 ? 1 : rnd() < 0.8 ? 2 : 3;
          const line: Line = {
            productName: product.name,
            product: product.id,
            quantity,
            unitPrice: product.unitPrice as number,
            vatRate: rate,
          };
          if (rnd() < 0.04) line.discount = Math.round((quantity * (product.unitPrice as number)) / 10);
          lines.push(line);
        }
        const { total, vat } = orderTotals(lines);
        const data: SeedOrder = {
          orderNumber: `${plan.prefix}${storeIndex + 1}-${String(sequence).padStart(6, '0')}`,
          placedAt: placed.toISOString(),
          store: store.id,
          channel: web ? 'web' : 'register',
          device: web ? 'Webbshop' : `Kassa ${1 + Math.floor(rnd() * store.registers)}`,
          orderType: rnd() < plan.eatInShare && !web ? 'eatIn' : 'takeAway',
          state: 'closed',
          paymentStatus: 'paid',
          total,
          lines,
          vatLines: Object.entries(vat).map(([rate, amount]) => ({ rate: Number(rate), amount })),
        };
        if (rnd() < 0.12 && plan.customers.length) data.customer = pick(rnd, plan.customers);
        const drawn = weighted(rnd, web ? plan.payments.filter((p) => p.type === 'card') : plan.payments);
        // A gift card pays only where one has room for the order back; else the customer pays by card.
        const giftCard =
          drawn.type === 'giftCard' ? giftCardAt(plan.organizationId, placed, sequence, total) : undefined;
        const method =
          drawn.type === 'giftCard' && !giftCard ? plan.payments.find((p) => p.type === 'card')! : drawn;
        const payment: PaymentDraft = { method: method.id, amount: total };
        if (drawn.tips && rnd() < 0.18) {
          payment.tip = Math.round((total * (5 + Math.floor(rnd() * 6))) / 100 / 100) * 100 || 500;
          data.tip = payment.tip;
        }
        // The brand is drawn as before for a drawn card (the rest of the demo stays as it was).
        if (drawn.type === 'card') payment.cardBrand = weighted(rnd, CARD_BRANDS).brand;
        else if (method.type === 'card') payment.cardBrand = 'visa';
        if (giftCard) payment.giftCard = giftCard;
        data.payments = [payment];
        if (web) {
          const { state, payment: status } = webOutcome(rnd, back);
          data.state = state;
          data.paymentStatus = status;
          if (status === 'refunded') data.refundedAmount = total;
          if (state === 'send') data.deliveryStatus = 'onTheWay';
          if (state === 'failed') data.deliveryStatus = 'failed';
          if (rnd() < 0.1 && back <= 1) {
            data.subStatus = 'preOrder';
            data.pickupAt = new Date(
              placed.getTime() + (24 + Math.floor(rnd() * 48)) * 3_600_000,
            ).toISOString();
            if (back === 0) data.state = pick(rnd, ['new', 'accepted']);
          }
        } else if (back === 0 && rnd() < 0.03) {
          data.subStatus = 'parked';
          data.paymentStatus = 'unpaid';
          delete data.payments;
          delete data.tip;
        } else if (back > 0 && rnd() < 0.012) {
          refundLine(data, lines, placed, rnd, method.type);
        }
        // Without drawing from rnd (the rest of the demo stays as it was): now and then a receipt printed
        // twice, and a practice receipt of a new seller in training mode, never a sale.
        if (!web && data.paymentStatus === 'paid') {
          if (sequence % 53 === 0) data.receiptCopies = 1;
          if (sequence % 409 === 0) data.training = true;
        }
        orders.push({ id: `order-${data.orderNumber}`, data, createdAt: placed.toISOString() });
      }
    }
    // Whatever the hour of the first start, each store has web orders waiting to be handled.
    for (const [i, state] of OPEN_WEB_STATES.entries()) {
      if (webSellable.length === 0) break;
      sequence += 1;
      const placed = new Date(now.getTime() - (OPEN_WEB_STATES.length - i) * 11 * 60_000);
      const product = webSellable[(storeIndex * 7 + i * 3) % webSellable.length]!;
      const rate =
        rateOn(STANDARD_TAX_GROUPS[taxKey(product.taxGroup)]?.rates ?? [{ rate: 25 }], today) ?? 25;
      const lines = [
        {
          productName: product.name,
          product: product.id,
          quantity: 1 + (i % 2),
          unitPrice: product.unitPrice as number,
          vatRate: rate,
        },
      ];
      const { total, vat } = orderTotals(lines);
      const orderNumber = `${plan.prefix}${storeIndex + 1}-${String(sequence).padStart(6, '0')}`;
      const card = plan.payments.find((p) => p.type === 'card')!;
      orders.push({
        id: `order-${orderNumber}`,
        createdAt: placed.toISOString(),
        data: {
          orderNumber,
          placedAt: placed.toISOString(),
          store: store.id,
          channel: 'web',
          device: 'Webbshop',
          orderType: 'takeAway',
          state,
          paymentStatus: 'paid',
          total,
          lines,
          vatLines: Object.entries(vat).map(([r, amount]) => ({ rate: Number(r), amount })),
          payments: [{ method: card.id, amount: total, cardBrand: 'visa' }],
        },
      });
    }
  }
  return orders;
}

/** The open web orders each store has at the seed's moment, oldest first. */
const OPEN_WEB_STATES = ['ready', 'prepare', 'accepted', 'queued', 'new', 'new'] as const;

const CARD_BRANDS = [
  { brand: 'visa', share: 55 },
  { brand: 'mastercard', share: 40 },
  { brand: 'amex', share: 5 },
] as const;

/**
 * The gift card that paid: one of the shop's issued cards that could pay at that moment (issued before,
 * not expired, never the blocked one) and has had at least the order's total spent from it (so a refund
 * onto it keeps its balance within its amount), chosen by the order's place in the day so the seed stays
 * the same.
 */
function giftCardAt(
  organizationId: string,
  placed: Date,
  sequence: number,
  total: number,
): string | undefined {
  const day = isoDay(placed);
  const usable = (DEMO_GIFT_CARDS.find((shop) => shop.organizationId === organizationId)?.cards ?? []).filter(
    (card) =>
      card.status !== 'blocked' &&
      String(card.issuedAt) < placed.toISOString() &&
      (!card.expiresOn || String(card.expiresOn) >= day) &&
      Number(card.initialAmount) - Number(card.balance) >= total,
  );
  return usable.length ? usable[sequence % usable.length]!.id : undefined;
}

/**
 * A customer brought something back: one line, in whole or in part, paid back later that day, the way
 * the order was paid (src/domain/refund-means.ts): to the card, as cash, by Swish, onto the gift card.
 */
function refundLine(
  data: SeedOrder,
  lines: Line[],
  placed: Date,
  rnd: () => number,
  paidBy: PaymentType,
): void {
  const line = pick(rnd, lines);
  const quantity = 1 + Math.floor(rnd() * line.quantity);
  const amount = refundOf(line, quantity);
  line.refundedQuantity = quantity;
  const whole = lines.every((l) => (l.refundedQuantity ?? 0) === l.quantity);
  data.refundedAmount = amount;
  data.returnStatus = whole ? 'full' : 'partial';
  if (whole) data.paymentStatus = 'returned';
  const refundedAt = new Date(placed.getTime() + 3_600_000 * (1 + Math.floor(rnd() * 5))).toISOString();
  const refundId = `seed-${String(data.orderNumber)}-1`;
  data.refunds = [
    {
      refundedAt,
      amount,
      items: `${quantity} × ${String(line.productName)}`,
      reason: pick(rnd, ['Fel vara', 'Kunden ångrade sig', 'Skadad vara', 'Felslag i kassan']),
      by: 'kassa',
      refundId,
    },
  ];
  const payment = data.payments?.[0];
  if (!payment?.method) return;
  const orderNumber = String(data.orderNumber);
  data.refundPayments = [
    {
      refundedAt,
      means: paidBy,
      method: payment.method,
      amount,
      payment: 0,
      refundId,
      ...(payment.cardBrand
        ? {
            cardBrand: payment.cardBrand,
            maskedPan: seedMaskedPan(orderNumber, 0),
            transactionId: seedRefundTransactionId(orderNumber),
          }
        : {}),
      ...(payment.giftCard ? { giftCard: payment.giftCard } : {}),
    },
  ];
}

/** The seeded card refund's transaction id, as the back office names one (server/features/orders/pay-back.ts). */
export const seedRefundTransactionId = (orderNumber: string) => `RF-${orderNumber.slice(0, 24)}-1-1`;
