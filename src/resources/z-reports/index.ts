/**
 * Z reports (SPEC 2 "Z and X reports"; SKVFS 2014:9 7 kap 3 §; issue 15): a register's day, closed. The
 * user picks the register, the day and the change float; the server fills in the rest from the day's
 * orders (src/domain/z-report.ts via server/features/reports/z-reports.ts): the serial number, one more than the
 * register's last, and every figure the regulation asks for. Made once, never changed or deleted. The
 * show page is the printable report with its PDF and SIE file; the list's side panel shows an X report
 * (the same figures, no serial, closing nothing) and exports a period as SIE. 'reports' permission.
 */
import { ROLE_GROUPS } from '../../domain/roles';
import { zReportDayRule, zReportRegisterRule } from '../../domain/validators/z-reports';
import { defineResource } from '../../schema/define-resource';
import type { ScalarField, SubRecordsField } from '../../schema/types';

const figure = (en: string, sv: string): ScalarField => ({
  kind: 'money',
  label: { en, sv },
  readOnly: true,
  create: false,
});

const count = (en: string, sv: string): ScalarField => ({
  kind: 'integer',
  label: { en, sv },
  readOnly: true,
  create: false,
});

/** What the report names at its top, kept as it was when it was made. */
const heading = (en: string, sv: string, maxLength: number): ScalarField => ({
  kind: 'text',
  label: { en, sv },
  maxLength,
  readOnly: true,
  create: false,
});

const rows = (en: string, sv: string, fields: SubRecordsField['fields']): SubRecordsField => ({
  kind: 'subRecords',
  label: { en, sv },
  readOnly: true,
  create: false,
  fields,
});

export default defineResource({
  name: 'z-reports',
  label: {
    one: { en: 'Z report', sv: 'Z-rapport' },
    many: { en: 'Z and X reports', sv: 'Z- och X-rapporter' },
  },
  routes: ['/apps/merchant/reports'],
  api: 'api/report/3.0/z-reports',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'reports', edit: false, delete: false },
  representation: 'title',
  icon: 'ReceiptLong',
  menu: { group: 'reports', order: 2 },
  list: { sort: { field: 'madeAt', order: 'DESC' }, bulkDelete: false, export: true },
  views: { list: 'z-report-list', show: 'z-report-show' },
  rules: [zReportDayRule],
  collectionRules: [zReportRegisterRule],
  fields: {
    title: {
      kind: 'text',
      label: { en: 'Report', sv: 'Rapport' },
      maxLength: 120,
      readOnly: true,
      create: false,
    },
    register: {
      kind: 'reference',
      reference: 'devices',
      label: { en: 'Register', sv: 'Kassa' },
      required: true,
      listed: true,
      phone: true,
      filterable: true,
      component: 'register-input',
    },
    businessDay: {
      kind: 'date',
      label: { en: 'Day', sv: 'Dag' },
      helper: { en: 'The day the report closes', sv: 'Dagen som rapporten stänger' },
      required: true,
      listed: true,
      phone: true,
      sortable: true,
      filterable: ['eq', 'gt', 'lt'],
    },
    changeFloat: {
      kind: 'money',
      label: { en: 'Change float', sv: 'Växelkassa' },
      helper: { en: 'Cash in the drawer at the start of the day', sv: 'Kontanter i lådan när dagen började' },
      min: 0,
      default: 0,
    },
    serialNumber: { ...count('Serial number', 'Löpnummer'), listed: true, sortable: true },
    company: heading('Company', 'Företag', 200),
    organizationNumber: heading('Organisation number', 'Organisationsnummer', 20),
    companyAddress: heading('Company address', 'Företagets adress', 320),
    storeName: heading('Store', 'Butik', 100),
    storeAddress: heading('Store address', 'Butikens adress', 200),
    registerName: heading('Register', 'Kassa', 40),
    registerSerial: heading('Register serial number', 'Kassans tillverkningsnummer', 60),
    store: {
      kind: 'reference',
      reference: 'stores',
      label: { en: 'Store', sv: 'Butik' },
      readOnly: true,
      create: false,
      listed: true,
      filterable: true,
    },
    madeAt: {
      kind: 'datetime',
      label: { en: 'Made', sv: 'Skapad' },
      readOnly: true,
      create: false,
      listed: true,
      sortable: true,
    },
    sales: figure('Sales', 'Försäljning'),
    returnsCount: count('Returns', 'Returer, antal'),
    returnsAmount: figure('Returns', 'Returer'),
    otherReductionsCount: count(
      'Other registrations that reduced sales',
      'Andra registreringar som minskat försäljningen, antal',
    ),
    otherReductionsAmount: figure(
      'Other registrations that reduced sales',
      'Andra registreringar som minskat försäljningen',
    ),
    netSales: { ...figure('Net sales', 'Nettoförsäljning'), listed: true, sortable: true, phone: true },
    vatTotal: figure('VAT', 'Moms'),
    vat: rows('VAT per rate', 'Moms per momssats', {
      rate: { kind: 'percentage', label: { en: 'Rate', sv: 'Sats' } },
      gross: { kind: 'money', label: { en: 'Sales incl. VAT', sv: 'Försäljning inkl. moms' } },
      vat: { kind: 'money', label: { en: 'VAT', sv: 'Moms' } },
      net: { kind: 'money', label: { en: 'Excl. VAT', sv: 'Exkl. moms' } },
    }),
    byGroup: rows('Sales per product group', 'Försäljning per varugrupp', {
      group: { kind: 'text', label: { en: 'Product group', sv: 'Varugrupp' }, maxLength: 100 },
      amount: { kind: 'money', label: { en: 'Amount', sv: 'Belopp' } },
    }),
    byPayment: rows('Per payment method', 'Per betalsätt', {
      method: {
        kind: 'reference',
        reference: 'payment-methods',
        label: { en: 'Payment method', sv: 'Betalsätt' },
      },
      name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, maxLength: 40 },
      count: { kind: 'integer', label: { en: 'Payments', sv: 'Betalningar' } },
      amount: { kind: 'money', label: { en: 'Received', sv: 'Mottaget' } },
      returned: { kind: 'money', label: { en: 'Paid back', sv: 'Återbetalt' } },
    }),
    tips: figure('Tips', 'Dricks'),
    discountsCount: count('Discounts', 'Rabatter, antal'),
    discountsAmount: figure('Discounts', 'Rabatter'),
    receipts: { ...count('Receipts', 'Kvitton'), listed: true },
    itemsSold: count('Goods and services sold', 'Sålda varor och tjänster'),
    goodsSold: count('Goods sold', 'Sålda varor'),
    servicesSold: count('Services sold', 'Sålda tjänster'),
    drawerOpenings: count('Drawer openings', 'Lådöppningar'),
    copiesCount: count('Receipt copies', 'Kvittokopior, antal'),
    copiesAmount: figure('Receipt copies', 'Kvittokopior, belopp'),
    trainingCount: count('Training receipts', 'Övningskvitton, antal'),
    trainingAmount: figure('Training receipts', 'Övningskvitton, belopp'),
    unfinishedCount: count('Unfinished sales', 'Ej slutförda försäljningar, antal'),
    unfinishedAmount: figure('Unfinished sales', 'Ej slutförda försäljningar, belopp'),
    grandTotalSales: figure('Grand total, sales', 'Grand total, försäljning'),
    grandTotalReturns: figure('Grand total, returns', 'Grand total, returer'),
    grandTotalNet: figure('Grand total, net', 'Grand total, netto'),
  },
});
