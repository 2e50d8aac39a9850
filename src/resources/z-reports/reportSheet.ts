/**
 * What a Z or X report shows, in SKVFS 2014:9 7 kap 3 §'s order, as lines of label and value: one model
 * for the page (./ReportSheet.tsx) and the PDF (./reportPdf.ts), so both say the same.
 */
import { formatDate, formatMoney, formatNumber, type FormatLocale } from '../../domain/format';
import type { ZFigures } from '../../domain/z-report';

export interface ReportHeader {
  kind: 'Z' | 'X';
  company: string;
  organizationNumber?: string | null;
  companyAddress?: string | null;
  store: string;
  storeAddress?: string | null;
  register: string;
  registerSerial?: string | null;
  day: string;
  madeAt: string;
  serialNumber?: number | null;
  /** An X report of a day the register has closed: that Z report's serial (its figures are the Z's). */
  closedBy?: number | null;
  /** An X report: the register's last closed day, when it is after the report's day. */
  lastClosedDay?: string | null;
}

export interface SheetLine {
  label: string;
  value: string;
  strong?: boolean;
}

export interface SheetSection {
  title: string;
  lines: SheetLine[];
}

export interface Sheet {
  title: string;
  /** What the reader must know before the figures (an X report of a closed day). */
  notices: string[];
  header: SheetLine[];
  sections: SheetSection[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The header of a stored Z report, as its page, its PDF and the organization's documents print it. */
export function zReportHeader(record: Record<string, unknown>): ReportHeader {
  return {
    kind: 'Z',
    company: text(record.company),
    organizationNumber: text(record.organizationNumber) || null,
    companyAddress: text(record.companyAddress) || null,
    store: text(record.storeName),
    storeAddress: text(record.storeAddress) || null,
    register: text(record.registerName),
    registerSerial: text(record.registerSerial) || null,
    day: text(record.businessDay),
    madeAt: text(record.madeAt),
    serialNumber: Number(record.serialNumber),
  };
}

/** A Z report's file name, `Z-<serial>-<day>.pdf` without its extension. */
export const zReportName = (record: Record<string, unknown>) =>
  `Z-${String(record.serialNumber)}-${text(record.businessDay)}`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function reportSheet(
  header: ReportHeader,
  figures: ZFigures,
  translate: Translate,
  locale: FormatLocale,
): Sheet {
  const t = (key: string, options?: Record<string, unknown>) => translate(`zReports.sheet.${key}`, options);
  const money = (minor: number) => formatMoney(minor, locale);
  const count = (value: number) => formatNumber(value, locale);
  const counted = (label: string, value: { count: number; amount: number }): SheetLine => ({
    label: t('counted', { label, count: count(value.count) }),
    value: money(value.amount),
  });
  const line = (key: string, value: string, strong = false): SheetLine => ({ label: t(key), value, strong });

  const notices =
    header.kind !== 'X'
      ? []
      : header.closedBy
        ? [t('closed_day', { serial: header.closedBy })]
        : header.lastClosedDay && header.lastClosedDay > header.day
          ? [t('closed_after', { day: header.lastClosedDay })]
          : [];

  return {
    title: t(header.kind === 'Z' ? 'z_title' : 'x_title'),
    notices,
    header: [
      line('company', header.company),
      ...(header.organizationNumber ? [line('organization_number', header.organizationNumber)] : []),
      ...(header.companyAddress ? [line('company_address', header.companyAddress)] : []),
      line('store', header.store),
      ...(header.storeAddress ? [line('store_address', header.storeAddress)] : []),
      line(
        'register',
        header.registerSerial ? `${header.register} (${header.registerSerial})` : header.register,
      ),
      line('day', header.day),
      line('made_at', formatDate(header.madeAt, locale, 'yyyy-MM-dd HH:mm')),
      header.kind === 'Z' && header.serialNumber
        ? line('serial_number', String(header.serialNumber), true)
        : line('serial_number', t('no_serial')),
    ],
    sections: [
      {
        title: t('sales'),
        lines: [
          line('total_sales', money(figures.sales), true),
          ...figures.byGroup.map((row) => ({
            label: `  ${row.group || t('no_group')}`,
            value: money(row.amount),
          })),
          counted(t('returns'), figures.returns),
          counted(t('other_reductions'), figures.otherReductions),
          line('net_sales', money(figures.netSales), true),
          counted(t('discounts'), figures.discounts),
          line('tips', money(figures.tips)),
        ],
      },
      {
        title: t('vat'),
        lines: [
          ...figures.vat.flatMap((row) => [
            { label: t('vat_base', { rate: row.rate }), value: money(row.gross) },
            { label: t('vat_amount', { rate: row.rate }), value: money(row.vat) },
          ]),
          line('vat_total', money(figures.vatTotal), true),
        ],
      },
      {
        title: t('payments'),
        lines: figures.byPayment.length
          ? figures.byPayment.flatMap((row) => [
              { label: t('counted', { label: row.name, count: count(row.count) }), value: money(row.amount) },
              ...(row.returned
                ? [{ label: t('paid_back', { name: row.name }), value: money(row.returned) }]
                : []),
            ])
          : [line('no_payments', '')],
      },
      {
        title: t('counts'),
        lines: [
          line('receipts', count(figures.receipts)),
          ...(figures.goodsSold === null || figures.servicesSold === null
            ? [line('items_sold', count(figures.itemsSold))]
            : [
                line('goods_sold', count(figures.goodsSold)),
                line('services_sold', count(figures.servicesSold)),
              ]),
          line('drawer_openings', count(figures.drawerOpenings)),
          counted(t('copies'), figures.copies),
          counted(t('training'), figures.training),
          counted(t('unfinished'), figures.unfinished),
          line('change_float', money(figures.changeFloat)),
        ],
      },
      {
        title: t('grand_total'),
        lines: [
          line('grand_sales', money(figures.grandTotal.sales)),
          line('grand_returns', money(figures.grandTotal.returns)),
          line('grand_net', money(figures.grandTotal.net), true),
        ],
      },
    ],
  };
}
