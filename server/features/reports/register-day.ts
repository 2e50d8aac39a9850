/**
 * A register's day, read for its Z or X report (src/domain/z-report.ts): the register (a device of kind
 * register), its store's day in the store's time zone, the orders rung up on it that day (orders name
 * their register by store and device name, as the register writes them), the orders of earlier days
 * given back that day, each line's main product group and whether its product is a service, and the
 * organization's payment methods.
 */
import { sql } from 'kysely';
import type {
  DayOrder,
  GrandTotalBefore,
  PaymentMethodInfo,
  ZFigures,
} from '../../../src/domain/z-report.ts';
import { zReportFigures } from '../../../src/domain/z-report.ts';
import type { Queryable } from '../../db/db.ts';
import { qb, run, runSql, tableRef } from '../../storage/query-builder.ts';
import { ofOrganization } from '../../resources/row-scope.ts';

/** How far back a return may reach for its sale (open returns are at most a year; a margin on top). */
const RETURN_WINDOW_DAYS = 400;

export interface Register {
  id: string;
  name: string;
  store: string;
  storeName: string;
  serialNumber: string | null;
}

export interface RegisterDay {
  register: Register;
  day: string;
  from: string;
  to: string;
  figures: ZFigures;
}

export interface OrderRow {
  placed_at: Date | string;
  total: string | number;
  payment_status: string;
  training: boolean | null;
  receipt_copies: number | null;
  lines: DayOrder['lines'] | null;
  payments: DayOrder['payments'];
  refunds: DayOrder['refunds'];
  refund_payments: DayOrder['refundPayments'];
}

const iso = (value: Date | string) => new Date(value).toISOString();

interface ProductInfo {
  group: string | null;
  service: boolean;
}

export function toOrder(row: OrderRow, products: ReadonlyMap<string, ProductInfo> = new Map()): DayOrder {
  return {
    placedAt: iso(row.placed_at),
    total: Number(row.total),
    paymentStatus: row.payment_status,
    training: row.training,
    receiptCopies: row.receipt_copies,
    lines: (row.lines ?? []).map((line) => {
      const product = typeof line.product === 'string' ? products.get(line.product) : undefined;
      return { ...line, group: product?.group ?? null, service: product?.service ?? false };
    }),
    payments: row.payments,
    refunds: row.refunds,
    refundPayments: row.refund_payments,
  };
}

/** The organization's payment methods, for zReportFigures. */
const paymentMethods = (db: Queryable, organizationId: string) =>
  runSql<PaymentMethodInfo & { id: string }>(
    db,
    sql`SELECT id, name, type FROM ${tableRef('payment_methods')} WHERE ${ofOrganization(organizationId)}`,
  );

/** The organization's products (or those of `ids`), each with its main group's name and its kind. */
const productGroups = (db: Queryable, organizationId: string, ids?: readonly string[]) =>
  runSql<{ id: string; name: string | null; kind: string | null }>(
    db,
    sql`SELECT p.id, coalesce(parent.name, g.name) AS name, p.kind
       FROM ${tableRef('products')} p LEFT JOIN ${tableRef('product_groups')} g ON g.id = p."group"
       LEFT JOIN ${tableRef('product_groups')} parent ON parent.id = g.parent
      WHERE ${ofOrganization(organizationId, 'p')}${ids ? sql` AND p.id = ANY(${ids}::text[])` : sql``}`,
  );

/** The register, or null when the organization has no register by that id. */
export async function findRegister(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<Register | null> {
  const [row] = await runSql<Register & { kind: string }>(
    db,
    sql`SELECT d.id, d.name, d.kind, d.store, s.name AS "storeName", d.serial_number AS "serialNumber"
       FROM ${tableRef('devices')} d JOIN ${tableRef('stores')} s ON s.id = d.store
      WHERE ${ofOrganization(organizationId, 'd')} AND d.id = ${id}`,
  );
  return row && row.kind === 'register' ? row : null;
}

const grandTotalOf = (row: { sales: string; returns: string; net: string | null }): GrandTotalBefore => ({
  sales: Number(row.sales),
  returns: Number(row.returns),
  ...(row.net === null ? {} : { net: Number(row.net) }),
});

/** A register's last Z report (the latest by serial, which is also the latest day: days close in order). */
export interface LastZReport {
  serialNumber: number;
  /** The day it closed; null before the register's first report. */
  businessDay: string | null;
  /** The grand totals the next one carries on (none: zeros). */
  grandTotal: GrandTotalBefore | null;
}

/** The register's last Z report: its serial, its day and the grand totals the next one carries on. */
export async function lastZReport(
  db: Queryable,
  organizationId: string,
  registerId: string,
): Promise<LastZReport> {
  const [row] = await runSql<{
    serial: string;
    day: string;
    sales: string;
    returns: string;
    net: string | null;
  }>(
    db,
    sql`SELECT serial_number AS serial, business_day::text AS day, grand_total_sales AS sales,
            grand_total_returns AS returns, grand_total_net AS net
       FROM ${tableRef('z_reports')} WHERE ${ofOrganization(organizationId)} AND register = ${registerId}
      ORDER BY serial_number DESC LIMIT 1`,
  );
  return row
    ? {
        serialNumber: Number(row.serial),
        businessDay: row.day,
        grandTotal: grandTotalOf(row),
      }
    : { serialNumber: 0, businessDay: null, grandTotal: null };
}

/**
 * The grand totals as they stood before a day: those of the register's last Z report of an earlier day
 * (none: zeros). For today, or any day after the last closed one, that is the last report's; for an open
 * day before it (a day skipped), the report before that day, so an X report never adds a day onto grand
 * totals that count later days.
 */
export async function grandTotalBefore(
  db: Queryable,
  organizationId: string,
  registerId: string,
  day: string,
): Promise<GrandTotalBefore | null> {
  const [row] = await runSql<{ sales: string; returns: string; net: string | null }>(
    db,
    sql`SELECT grand_total_sales AS sales, grand_total_returns AS returns, grand_total_net AS net
       FROM ${tableRef('z_reports')}
      WHERE ${ofOrganization(organizationId)} AND register = ${registerId} AND business_day < ${day}::date
      ORDER BY business_day DESC, serial_number DESC LIMIT 1`,
  );
  return row ? grandTotalOf(row) : null;
}

/** What a report names at the top, as it was when the report was made. */
export interface ReportHeading {
  company: string;
  organizationNumber: string | null;
  /** The company's address on one line: street, postal code and city. */
  companyAddress: string | null;
  storeName: string;
  /** Where the register sells (SKVFS 2014:9 7 kap. 3 §: the place of sale). */
  storeAddress: string | null;
  registerName: string;
  registerSerial: string | null;
}

export async function reportHeading(
  db: Queryable,
  organizationId: string,
  register: Register,
): Promise<ReportHeading> {
  const [organization] = await run(
    db,
    qb
      .selectFrom('organizations')
      .select(['name', 'organization_number', 'address', 'postal_code', 'city'])
      .where('id', '=', organizationId),
  );
  const [store] = await run(db, qb.selectFrom('stores').select('address').where('id', '=', register.store));
  const postalTown = [organization?.postal_code, organization?.city].filter(Boolean).join(' ');
  const companyAddress = [organization?.address, postalTown].filter(Boolean).join(', ');
  return {
    company: organization?.name ?? '',
    organizationNumber: organization?.organization_number ?? null,
    companyAddress: companyAddress || null,
    storeName: register.storeName,
    storeAddress: store?.address || null,
    registerName: register.name,
    registerSerial: register.serialNumber,
  };
}

export async function registerDay(
  db: Queryable,
  organizationId: string,
  register: Register,
  day: string,
  options: { changeFloat: number; previousGrandTotal?: GrandTotalBefore | null },
): Promise<RegisterDay> {
  const [bounds] = await runSql<{ from: Date | string; to: Date | string }>(
    db,
    sql`SELECT (${day}::date::timestamp AT TIME ZONE tz) AS "from", ((${day}::date + 1)::timestamp AT TIME ZONE tz) AS "to"
       FROM (SELECT coalesce(time_zone, 'Europe/Stockholm') AS tz FROM ${tableRef('stores')} WHERE id = ${register.store}) s`,
  );
  const from = iso(bounds?.from ?? `${day}T00:00:00Z`);
  const to = iso(bounds?.to ?? `${day}T23:59:59Z`);
  const columns = sql`placed_at, total, payment_status, training, receipt_copies, lines, payments, refunds, refund_payments`;
  const [sold, returned, methods] = await Promise.all([
    runSql<OrderRow>(
      db,
      sql`SELECT ${columns} FROM ${tableRef('orders')}
        WHERE ${ofOrganization(organizationId)} AND store = ${register.store} AND device = ${register.name}
          AND placed_at >= ${from} AND placed_at < ${to}
        ORDER BY placed_at`,
    ),
    runSql<OrderRow>(
      db,
      sql`SELECT ${columns} FROM ${tableRef('orders')}
        WHERE ${ofOrganization(organizationId)} AND store = ${register.store} AND device = ${register.name}
          AND placed_at >= ${from}::timestamptz - make_interval(days => ${sql.lit(RETURN_WINDOW_DAYS)})
          AND placed_at < ${to}
          AND refunds IS NOT NULL
          AND EXISTS (SELECT 1 FROM jsonb_array_elements(refunds) r
                       WHERE (r->>'refundedAt')::timestamptz >= ${from} AND (r->>'refundedAt')::timestamptz < ${to})`,
    ),
    paymentMethods(db, organizationId),
  ]);
  const products = [
    ...new Set(
      [...sold, ...returned].flatMap((row) =>
        (row.lines ?? []).map((line) => line.product).filter((p): p is string => typeof p === 'string'),
      ),
    ),
  ];
  // A line of a product not found (deleted, or none named) counts as goods without a group.
  const infos = new Map<string, ProductInfo>(
    products.length
      ? (await productGroups(db, organizationId, products)).map(
          (row) => [row.id, { group: row.name, service: row.kind === 'service' }] as const,
        )
      : [],
  );
  const figures = zReportFigures({
    sales: sold.map((row) => toOrder(row, infos)),
    returned: returned.map((row) => toOrder(row, infos)),
    day: { from, to },
    methods: new Map(methods.map((m) => [m.id, { name: m.name, type: m.type }])),
    changeFloat: options.changeFloat,
    previousGrandTotal: options.previousGrandTotal ?? null,
  });
  return { register, day, from, to, figures };
}

/** One register day read in bulk (registerDaysBefore): the input of its report. */
export interface BulkRegisterDay {
  day: string;
  from: string;
  to: string;
  sales: DayOrder[];
  returned: DayOrder[];
}

/**
 * Every register's days with sales or returns before a day, oldest first, read in a few queries for the
 * whole organization (the demo's seed closes a year of days: a register day at a time took minutes).
 * Each day holds what registerDay reads for it, so its figures are the same: the orders placed on the
 * register that day and the register's orders with a refund made that day, the day in the store's time
 * zone. Returns the organization's registers too, and its payment methods for zReportFigures.
 */
export async function registerDaysBefore(
  db: Queryable,
  organizationId: string,
  before: string,
): Promise<{
  registers: (Register & { days: BulkRegisterDay[] })[];
  methods: Map<string, PaymentMethodInfo>;
}> {
  const registers = await runSql<Register>(
    db,
    sql`SELECT d.id, d.name, d.store, s.name AS "storeName", d.serial_number AS "serialNumber"
       FROM ${tableRef('devices')} d JOIN ${tableRef('stores')} s ON s.id = d.store
      WHERE ${ofOrganization(organizationId, 'd')} AND d.kind = 'register' ORDER BY d.id`,
  );
  const [rows, bounds, methods, products] = await Promise.all([
    runSql<OrderRow & { store: string; device: string; day: string; refund_days: string[] | null }>(
      db,
      sql`SELECT o.placed_at, o.total, o.payment_status, o.training, o.receipt_copies, o.lines, o.payments,
              o.refunds, o.refund_payments, o.store, o.device,
              (o.placed_at AT TIME ZONE coalesce(s.time_zone, 'Europe/Stockholm'))::date::text AS day,
              CASE WHEN o.refunds IS NULL THEN NULL ELSE ARRAY(
                SELECT (((r->>'refundedAt')::timestamptz) AT TIME ZONE coalesce(s.time_zone, 'Europe/Stockholm'))::date::text
                  FROM jsonb_array_elements(o.refunds) r) END AS refund_days
         FROM ${tableRef('orders')} o JOIN ${tableRef('stores')} s ON s.id = o.store
        WHERE ${ofOrganization(organizationId, 'o')}
          AND EXISTS (SELECT 1 FROM ${tableRef('devices')} d
                       WHERE ${ofOrganization(organizationId, 'd')} AND d.kind = 'register'
                         AND d.store = o.store AND d.name = o.device)
        ORDER BY o.placed_at`,
    ),
    runSql<{ store: string; day: string; from: Date | string; to: Date | string }>(
      db,
      sql`SELECT s.id AS store, d::date::text AS day,
              (d::date::timestamp AT TIME ZONE coalesce(s.time_zone, 'Europe/Stockholm')) AS "from",
              ((d::date + 1)::timestamp AT TIME ZONE coalesce(s.time_zone, 'Europe/Stockholm')) AS "to"
         FROM ${tableRef('stores')} s,
              generate_series((SELECT min(placed_at) FROM ${tableRef('orders')} WHERE ${ofOrganization(organizationId)})::date - 1,
                              ${before}::date, interval '1 day') d
        WHERE ${ofOrganization(organizationId, 's')}`,
    ),
    paymentMethods(db, organizationId),
    productGroups(db, organizationId),
  ]);
  const infos = new Map<string, ProductInfo>(
    products.map((row) => [row.id, { group: row.name, service: row.kind === 'service' }] as const),
  );
  const dayBounds = new Map(
    bounds.map((b) => [`${b.store}\u0000${b.day}`, { from: iso(b.from), to: iso(b.to) }]),
  );
  const byRegister = new Map<string, Map<string, BulkRegisterDay>>();
  const dayOf = (store: string, device: string, day: string): BulkRegisterDay | null => {
    if (day >= before) return null;
    const key = `${store}\u0000${device}`;
    const days = byRegister.get(key) ?? new Map<string, BulkRegisterDay>();
    byRegister.set(key, days);
    let entry = days.get(day);
    if (!entry) {
      const bound = dayBounds.get(`${store}\u0000${day}`);
      if (!bound) return null;
      entry = { day, ...bound, sales: [], returned: [] };
      days.set(day, entry);
    }
    return entry;
  };
  for (const row of rows) {
    const order = toOrder(row, infos);
    dayOf(row.store, row.device, row.day)?.sales.push(order);
    if (order.training) continue;
    for (const day of new Set(row.refund_days ?? [])) dayOf(row.store, row.device, day)?.returned.push(order);
  }
  return {
    registers: registers.map((register) => ({
      ...register,
      days: [...(byRegister.get(`${register.store}\u0000${register.name}`)?.values() ?? [])].sort((a, b) =>
        a.day.localeCompare(b.day),
      ),
    })),
    methods: new Map(methods.map((m) => [m.id, { name: m.name, type: m.type }])),
  };
}
