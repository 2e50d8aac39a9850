/**
 * A register's day report (SKVFS 2014:9 7 kap 3 §; DOMAIN.md): the Z report (Z-dagrapport) closes the
 * day with a serial number, the X report shows the same figures and closes nothing. Pure: the server
 * reads the register's orders of the day and its returns of the day, and hands them here.
 *
 * - Sales are the receipts of the day as rung up (after line discounts, VAT included); the returns
 *   made that day are reported apart, and so are the other registrations that reduced the day's sales
 *   (7 kap. 3 §): money paid back on a sale without goods coming back (a price reduction after the sale,
 *   prisavdrag), so net sales = sales - returns - other reductions.
 * - VAT per rate is on net sales: a return takes its VAT back at the rates of the lines it returned
 *   (shared out by the returned lines' value when an order had several refunds), another reduction at
 *   the rates of all the sale's lines (shared out by their value).
 * - Goods and services sold are counted apart (7 kap. 3 §: two figures): a line is a service when its
 *   product is one (the product's `kind`), else goods.
 * - Training receipts and receipt copies are counted and summed, never in sales.
 * - A return goes back by the ways its refund recorded (`refundPayments`: card, cash, gift card ...),
 *   each counted under the payment method it went back by; an older refund, by the sale's first payment.
 * - A drawer opens for each receipt paid in cash and each return paid back in cash.
 * - Grand totals carry on from the register's previous Z report (zero before its first): sales and
 *   returns, and net (sales - returns - other reductions).
 */
import { lineTotal, type OrderLine } from './orders';

export interface DayOrderLine extends OrderLine {
  productName?: string;
  product?: string | null;
  /** The main product group's name, when the product has one. */
  group?: string | null;
  /** The product is a service (its `kind`); goods otherwise. */
  service?: boolean | null;
}

export interface DayOrder {
  placedAt: string;
  total: number;
  paymentStatus: string;
  training?: boolean | null;
  receiptCopies?: number | null;
  lines: readonly DayOrderLine[];
  payments?: readonly { method: string; amount: number; tip?: number | null }[] | null;
  refunds?: readonly { refundedAt: string; amount: number; refundId?: string | null }[] | null;
  /** How each refund went back (src/domain/refund-means.ts), by the refund's id. */
  refundPayments?: readonly { refundId?: string | null; method: string; amount: number }[] | null;
}

export interface PaymentMethodInfo {
  name: string;
  type: string;
}

export interface CountAndAmount {
  count: number;
  amount: number;
}

export interface VatRow {
  rate: number;
  /** Net sales at this rate, VAT included. */
  gross: number;
  vat: number;
  /** gross - vat. */
  net: number;
}

export interface ZFigures {
  receipts: number;
  /** Goods and services sold: goodsSold + servicesSold. */
  itemsSold: number;
  /** Null on a report made before they were counted apart (only itemsSold was). */
  goodsSold: number | null;
  servicesSold: number | null;
  drawerOpenings: number;
  sales: number;
  returns: CountAndAmount;
  /** Other registrations that reduced the day's sales: money paid back without goods coming back. */
  otherReductions: CountAndAmount;
  netSales: number;
  discounts: CountAndAmount;
  tips: number;
  vat: VatRow[];
  vatTotal: number;
  byGroup: { group: string; amount: number }[];
  /** Received per payment method (tips included), and paid back by it (a return goes back the way it was paid). */
  byPayment: { method: string; name: string; count: number; amount: number; returned: number }[];
  copies: CountAndAmount;
  training: CountAndAmount;
  unfinished: CountAndAmount;
  changeFloat: number;
  grandTotal: { sales: number; returns: number; net: number };
}

export interface ZInput {
  /** Orders placed on the register that day (the store's day). */
  sales: readonly DayOrder[];
  /** Orders of the register, placed any day, with a refund made that day. */
  returned: readonly DayOrder[];
  /** ISO instants bounding the day: [from, to). */
  day: { from: string; to: string };
  methods: ReadonlyMap<string, PaymentMethodInfo>;
  changeFloat: number;
  /** The previous Z report's grand totals (net: sales - returns when not given). */
  previousGrandTotal?: GrandTotalBefore | null;
}

export interface GrandTotalBefore {
  sales: number;
  returns: number;
  net?: number;
}

const vatOf = (gross: number, rate: number): number => Math.round((gross * rate) / (100 + rate));
const UNFINISHED = new Set(['unpaid', 'reserved']);
const NO_GROUP = '';

function add<K>(map: Map<K, number>, key: K, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}

const isCashPaid = (order: DayOrder, methods: ZInput['methods']) =>
  (order.payments ?? []).some((p) => methods.get(p.method)?.type === 'cash');

/**
 * A refund's amount shared out over VAT rates by the value of the lines it concerns: the lines the order
 * returned, or all its lines when none came back (another reduction).
 */
function returnByRate(order: DayOrder, amount: number, into: Map<number, number>): void {
  const returned = order.lines.filter((l) => (l.refundedQuantity ?? 0) > 0);
  const concerned = returned.length ? returned : order.lines;
  const values = concerned.map((l) =>
    returned.length ? (lineTotal(l) * (l.refundedQuantity ?? 0)) / l.quantity : lineTotal(l),
  );
  const whole = values.reduce((a, b) => a + b, 0);
  if (whole <= 0) {
    add(into, order.lines[0]?.vatRate ?? 0, amount);
    return;
  }
  let left = amount;
  concerned.forEach((line, index) => {
    const share = index === concerned.length - 1 ? left : Math.round((amount * (values[index] ?? 0)) / whole);
    left -= share;
    add(into, line.vatRate, share);
  });
}

/** Whether goods came back with the order's refunds (a return), or only money (another reduction). */
const goodsCameBack = (order: DayOrder) => order.lines.some((l) => (l.refundedQuantity ?? 0) > 0);

export function zReportFigures(input: ZInput): ZFigures {
  const { methods } = input;
  const inDay = (instant: string) => instant >= input.day.from && instant < input.day.to;
  const grossByRate = new Map<number, number>();
  const byGroup = new Map<string, number>();
  const byPayment = new Map<string, CountAndAmount & { returned: number }>();
  const paymentRow = (method: string) => {
    const row = byPayment.get(method) ?? { count: 0, amount: 0, returned: 0 };
    byPayment.set(method, row);
    return row;
  };
  const copies = { count: 0, amount: 0 };
  const training = { count: 0, amount: 0 };
  const unfinished = { count: 0, amount: 0 };
  const discounts = { count: 0, amount: 0 };
  let receipts = 0;
  let goodsSold = 0;
  let servicesSold = 0;
  let drawerOpenings = 0;
  let sales = 0;
  let tips = 0;

  for (const order of input.sales) {
    if (order.training) {
      training.count += 1;
      training.amount += order.total;
      continue;
    }
    if (UNFINISHED.has(order.paymentStatus)) {
      unfinished.count += 1;
      unfinished.amount += order.total;
      continue;
    }
    receipts += 1;
    if (order.receiptCopies) {
      copies.count += order.receiptCopies;
      copies.amount += order.receiptCopies * order.total;
    }
    if (isCashPaid(order, methods)) drawerOpenings += 1;
    for (const line of order.lines) {
      const gross = lineTotal(line);
      if (line.service) servicesSold += line.quantity;
      else goodsSold += line.quantity;
      sales += gross;
      add(grossByRate, line.vatRate, gross);
      add(byGroup, line.group ?? NO_GROUP, gross);
      if (line.discount) {
        discounts.count += 1;
        discounts.amount += line.discount;
      }
    }
    for (const payment of order.payments ?? []) {
      const row = paymentRow(payment.method);
      row.count += 1;
      row.amount += payment.amount + (payment.tip ?? 0);
      tips += payment.tip ?? 0;
    }
  }

  const returns = { count: 0, amount: 0 };
  const otherReductions = { count: 0, amount: 0 };
  const returnedByRate = new Map<number, number>();
  for (const order of input.returned) {
    if (order.training) continue;
    const kind = goodsCameBack(order) ? returns : otherReductions;
    for (const refund of order.refunds ?? []) {
      if (!inDay(refund.refundedAt)) continue;
      kind.count += 1;
      kind.amount += refund.amount;
      returnByRate(order, refund.amount, returnedByRate);
      const paidBack = (order.refundPayments ?? []).filter(
        (row) => refund.refundId && row.refundId === refund.refundId,
      );
      if (paidBack.length) {
        for (const row of paidBack) paymentRow(row.method).returned += row.amount;
        if (paidBack.some((row) => methods.get(row.method)?.type === 'cash')) drawerOpenings += 1;
        continue;
      }
      // A refund from before the way back was recorded: back by the order's first payment.
      const paidWith = order.payments?.[0]?.method;
      if (paidWith) paymentRow(paidWith).returned += refund.amount;
      if (isCashPaid(order, methods)) drawerOpenings += 1;
    }
  }

  const rates = [...new Set([...grossByRate.keys(), ...returnedByRate.keys()])].sort((a, b) => b - a);
  const vat = rates.map((rate) => {
    const gross = (grossByRate.get(rate) ?? 0) - (returnedByRate.get(rate) ?? 0);
    const tax = vatOf(gross, rate);
    return { rate, gross, vat: tax, net: gross - tax };
  });
  const previous = input.previousGrandTotal ?? { sales: 0, returns: 0 };
  const netSales = sales - returns.amount - otherReductions.amount;
  const previousNet = previous.net ?? previous.sales - previous.returns;

  return {
    receipts,
    itemsSold: goodsSold + servicesSold,
    goodsSold,
    servicesSold,
    drawerOpenings,
    sales,
    returns,
    otherReductions,
    netSales,
    discounts,
    tips,
    vat,
    vatTotal: vat.reduce((sum, row) => sum + row.vat, 0),
    byGroup: [...byGroup]
      .map(([group, amount]) => ({ group, amount }))
      .sort((a, b) => b.amount - a.amount || a.group.localeCompare(b.group)),
    byPayment: [...byPayment]
      .map(([method, row]) => ({ method, name: methods.get(method)?.name ?? method, ...row }))
      .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)),
    copies,
    training,
    unfinished,
    changeFloat: input.changeFloat,
    grandTotal: {
      sales: previous.sales + sales,
      returns: previous.returns + returns.amount,
      net: previousNet + netSales,
    },
  };
}

/** The stored fields of a report's figures. */
export function figureFields(figures: ZFigures): Record<string, unknown> {
  return {
    sales: figures.sales,
    returnsCount: figures.returns.count,
    returnsAmount: figures.returns.amount,
    otherReductionsCount: figures.otherReductions.count,
    otherReductionsAmount: figures.otherReductions.amount,
    netSales: figures.netSales,
    vatTotal: figures.vatTotal,
    vat: figures.vat,
    byGroup: figures.byGroup,
    byPayment: figures.byPayment,
    tips: figures.tips,
    discountsCount: figures.discounts.count,
    discountsAmount: figures.discounts.amount,
    receipts: figures.receipts,
    itemsSold: figures.itemsSold,
    goodsSold: figures.goodsSold,
    servicesSold: figures.servicesSold,
    drawerOpenings: figures.drawerOpenings,
    copiesCount: figures.copies.count,
    copiesAmount: figures.copies.amount,
    trainingCount: figures.training.count,
    trainingAmount: figures.training.amount,
    unfinishedCount: figures.unfinished.count,
    unfinishedAmount: figures.unfinished.amount,
    grandTotalSales: figures.grandTotal.sales,
    grandTotalReturns: figures.grandTotal.returns,
    grandTotalNet: figures.grandTotal.net,
  };
}

const stored = (value: unknown) => Number(value ?? 0) || 0;
const storedOrNull = (value: unknown) => (value === null || value === undefined ? null : stored(value));
const rowsOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A stored Z report's figures, as src/domain/z-report.ts made them. */
export function storedFigures(data: Record<string, unknown>): ZFigures {
  return {
    receipts: stored(data.receipts),
    itemsSold: stored(data.itemsSold),
    goodsSold: storedOrNull(data.goodsSold),
    servicesSold: storedOrNull(data.servicesSold),
    drawerOpenings: stored(data.drawerOpenings),
    sales: stored(data.sales),
    returns: { count: stored(data.returnsCount), amount: stored(data.returnsAmount) },
    otherReductions: {
      count: stored(data.otherReductionsCount),
      amount: stored(data.otherReductionsAmount),
    },
    netSales: stored(data.netSales),
    discounts: { count: stored(data.discountsCount), amount: stored(data.discountsAmount) },
    tips: stored(data.tips),
    vat: rowsOf<ZFigures['vat'][number]>(data.vat),
    vatTotal: stored(data.vatTotal),
    byGroup: rowsOf<ZFigures['byGroup'][number]>(data.byGroup),
    byPayment: rowsOf<ZFigures['byPayment'][number]>(data.byPayment),
    copies: { count: stored(data.copiesCount), amount: stored(data.copiesAmount) },
    training: { count: stored(data.trainingCount), amount: stored(data.trainingAmount) },
    unfinished: { count: stored(data.unfinishedCount), amount: stored(data.unfinishedAmount) },
    changeFloat: stored(data.changeFloat),
    grandTotal: {
      sales: stored(data.grandTotalSales),
      returns: stored(data.grandTotalReturns),
      net: stored(data.grandTotalNet),
    },
  };
}

/** A register day sold and not yet closed by a Z report (GET /api/report/3.0/open-days). */
export interface OpenDay {
  register: string;
  registerName: string;
  store: string;
  storeName: string;
  day: string;
  orders: number;
  total: number;
  /** The register's next day to close. */
  closable: boolean;
  /** Before the register's last closed day: it can no longer be closed. */
  skipped: boolean;
}
