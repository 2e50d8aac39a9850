/**
 * The Z and X reports' own routes (issue 15), for whoever may list the organization's Z reports:
 *
 *   GET /api/report/3.0/x-report?register=id&day=YYYY-MM-DD   a register's day so far: the Z report's
 *       figures without a serial, stored nowhere, closing nothing (day: today in Stockholm by default).
 *       A day the register has closed answers its Z report's figures as stored, with `closedBy` (the
 *       report's id and serial): reading the orders again would add the day onto grand totals that
 *       already count it. `lastClosedDay` is the register's last closed day (an open day before it can
 *       no longer be closed: its grand totals are those of the reports before it).
 *   GET /api/report/3.0/z-reports/:id/sie                    the Z report as an SIE 4I file (CP437)
 *   GET /api/report/3.0/sie?from=YYYY-MM-DD&to=YYYY-MM-DD     the Z reports of a period, one voucher each,
 *       and one voucher per store and day of web-shop sales (./web-shop-days.ts: no Z report closes a web
 *       shop's day, but its sales are booked)
 *
 * An SIE file needs the organization's SIE configuration and an account for everything a voucher posts;
 * without one the answer is 422, SPEC 8's "SIE export not possible for the selected Z report", naming the
 * account that is missing.
 */
import type { Context } from 'hono';
import { param } from '../../routing/params.ts';
import { todayIn } from '../../../src/domain/periods.ts';
import {
  SieAccountMissing,
  sieFile,
  type MissingAccount,
  type SieAccounts,
  type SieVoucher,
} from '../../../src/domain/sie.ts';
import { storedFigures } from '../../../src/domain/z-report.ts';
import type { Queryable } from '../../db/db.ts';
import type { AppEnv } from '../../http/env.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { findWhere } from '../../resources/storage.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { findRegister, grandTotalBefore, lastZReport, registerDay, reportHeading } from './register-day.ts';
import { checkedRange, checkedDay } from './routes.ts';
import { webShopDays } from './web-shop-days.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

const PROGRAM = { name: 'Backoffice', version: '1.0' };
const number = (value: unknown) => Number(value ?? 0) || 0;

const MISSING: Record<MissingAccount['kind'], (m: MissingAccount) => { en: string; sv: string }> = {
  payment: (m) => {
    const name = m.kind === 'payment' ? m.name : '';
    return { en: `the payment method ${name}`, sv: `betalsättet ${name}` };
  },
  sales: (m) => {
    const rate = m.kind === 'sales' ? m.rate : 0;
    return { en: `sales at ${rate} % VAT`, sv: `försäljning med ${rate} % moms` };
  },
  vat: (m) => {
    const rate = m.kind === 'vat' ? m.rate : 0;
    return { en: `output VAT ${rate} %`, sv: `utgående moms ${rate} %` };
  },
  tips: () => ({ en: 'tips', sv: 'dricks' }),
  rounding: () => ({ en: 'rounding', sv: 'öresavrundning' }),
};

function notPossible(what: { en: string; sv: string }, period: boolean): ApiError {
  const subject = period
    ? { en: 'the selected period', sv: 'vald period' }
    : { en: 'the selected Z report', sv: 'vald Z-rapport' };
  return ApiError.of(
    422,
    'errors.sie_export_not_possible',
    `SIE export not possible for ${subject.en}: ${what.en}`,
    `SIE-export är inte möjlig för ${subject.sv}: ${what.sv}`,
  );
}

async function sieAccounts(db: Queryable, organizationId: string, period: boolean): Promise<SieAccounts> {
  const [settings] = await run<Record<string, string | null>>(
    db,
    qb.selectFrom('sie_settings').selectAll().where('organization_id', '=', organizationId).limit(1),
  );
  if (!settings)
    throw notPossible(
      { en: 'there is no SIE configuration', sv: 'det finns ingen SIE-konfiguration' },
      period,
    );
  const methods = await run(
    db,
    qb
      .selectFrom('payment_methods')
      .select(['id', 'name', 'gl_account'])
      .where('organization_id', '=', organizationId),
  );
  return {
    series: settings.series ?? 'A',
    sales: { 25: settings.sales25, 12: settings.sales12, 6: settings.sales6, 0: settings.sales0 },
    vat: { 25: settings.vat25, 12: settings.vat12, 6: settings.vat6 },
    tips: settings.tips,
    rounding: settings.rounding,
    paymentMethods: new Map(methods.map((m) => [m.id, { name: m.name, account: m.gl_account }])),
  };
}

async function sieResponse(
  c: Context<AppEnv>,
  db: Queryable,
  organizationId: string,
  vouchers: SieVoucher[],
  filename: string,
  period: boolean,
) {
  const accounts = await sieAccounts(db, organizationId, period);
  const [organization] = await run(
    db,
    qb.selectFrom('organizations').select(['name', 'organization_number']).where('id', '=', organizationId),
  );
  let bytes: Uint8Array;
  try {
    bytes = sieFile({
      company: organization?.name ?? organizationId,
      organizationNumber: organization?.organization_number ?? null,
      generated: new Date().toISOString(),
      program: PROGRAM,
      accounts,
      vouchers,
    });
  } catch (error) {
    if (error instanceof SieAccountMissing)
      throw notPossible(
        (({ en, sv }) => ({ en: `${en} has no account`, sv: `${sv} saknar konto` }))(
          MISSING[error.missing.kind](error.missing),
        ),
        period,
      );
    throw error;
  }
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
}

const voucherOf = (data: Record<string, unknown>): SieVoucher => ({
  date: String(data.businessDay),
  text: `Z-dagrapport ${String(data.title ?? '')}`.slice(0, 200),
  figures: storedFigures(data),
});

export function zReportRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const reports = registry.get('z-reports');
  if (!reports) return;

  routes.get(
    '/api/report/3.0/x-report',
    { resource: 'z-reports', action: 'list' },
    {
      summary: "A register's X report: the day's figures so far, closing nothing",
      query: {
        register: 'the register (device id)',
        day: 'YYYY-MM-DD, today by default',
        changeFloat: 'the change float in öre',
      },
    },
    async (c, { organizationId }) => {
      if (!organizationId) throw notFound();
      const register = await findRegister(deps.db, organizationId, c.req.query('register') ?? '');
      if (!register)
        throw ApiError.of(
          400,
          'validation.z_report.not_register',
          'Choose a register: a card terminal makes no X report',
          'Välj en kassa: en kortterminal gör ingen X-rapport',
          'register',
        );
      const today = todayIn('Europe/Stockholm');
      const day = c.req.query('day') || today;
      checkedDay(day, 'day');
      if (day > today)
        throw ApiError.of(
          400,
          'validation.z_report.future_day',
          'Choose today or an earlier day',
          'Välj i dag eller en tidigare dag',
          'day',
        );
      const last = await lastZReport(deps.db, organizationId, register.id);
      const madeAt = new Date().toISOString();
      const [closed] = await findWhere(
        deps.db,
        reports,
        organizationId,
        { register: register.id, businessDay: day },
        1,
      );
      if (closed) {
        const data = closed.data;
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        return c.json({
          register,
          day,
          figures: storedFigures(data),
          company: text(data.company),
          organizationNumber: text(data.organizationNumber) || null,
          companyAddress: text(data.companyAddress) || null,
          storeName: text(data.storeName),
          storeAddress: text(data.storeAddress) || null,
          registerName: text(data.registerName),
          registerSerial: text(data.registerSerial) || null,
          closedBy: { id: closed.id, serialNumber: number(data.serialNumber) },
          lastClosedDay: last.businessDay,
          madeAt,
        });
      }
      const result = await registerDay(deps.db, organizationId, register, day, {
        changeFloat: number(c.req.query('changeFloat')),
        previousGrandTotal: await grandTotalBefore(deps.db, organizationId, register.id, day),
      });
      const heading = await reportHeading(deps.db, organizationId, register);
      return c.json({ ...result, ...heading, closedBy: null, lastClosedDay: last.businessDay, madeAt });
    },
  );

  routes.get(
    `/${reports.api}/:id/sie`,
    { resource: 'z-reports', action: 'show' },
    'One Z report as an SIE 4 file (CP437)',
    async (c, { organizationId }) => {
      if (!organizationId) throw notFound();
      const [row] = await findWhere(deps.db, reports, organizationId, { id: param(c, 'id') }, 1);
      if (!row) throw notFound();
      const serial = number(row.data.serialNumber);
      return sieResponse(
        c,
        deps.db,
        organizationId,
        [voucherOf(row.data)],
        `Z-${serial}-${row.data.businessDay}.si`,
        false,
      );
    },
  );

  routes.get(
    '/api/report/3.0/sie',
    { resource: 'z-reports', action: 'list' },
    {
      summary: "A period's Z reports and web-shop days as one SIE 4 file (CP437)",
      query: { from: 'first day, YYYY-MM-DD', to: 'last day, YYYY-MM-DD' },
    },
    async (c, { organizationId }) => {
      if (!organizationId) throw notFound();
      const { from, to } = checkedRange(c.req.query('from'), c.req.query('to'));
      const rows = (await findWhere(deps.db, reports, organizationId, {}, 100_000))
        .map((row) => row.data)
        .filter((data) => String(data.businessDay) >= from && String(data.businessDay) <= to)
        .sort(
          (a, b) =>
            String(a.businessDay).localeCompare(String(b.businessDay)) ||
            number(a.serialNumber) - number(b.serialNumber),
        );
      const web = await webShopDays(deps.db, organizationId, from, to);
      if (rows.length === 0 && web.length === 0)
        throw ApiError.of(
          422,
          'errors.sie_export_not_possible',
          'SIE export not possible for the selected period: it has no Z reports and no web-shop sales',
          'SIE-export är inte möjlig för vald period: den har inga Z-rapporter och ingen försäljning i webbshoppen',
          'from',
        );
      // By day: the day's Z reports, then its web-shop vouchers.
      const vouchers = [
        ...rows.map(voucherOf),
        ...web.map((d) => ({
          date: d.day,
          text: `Webbshop · ${d.storeName} · ${d.day}`.slice(0, 200),
          figures: d.figures,
        })),
      ].sort((a, b) => a.date.localeCompare(b.date));
      return sieResponse(c, deps.db, organizationId, vouchers, `SIE-${from}-${to}.si`, true);
    },
  );
}
