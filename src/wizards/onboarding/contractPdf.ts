/**
 * The product's checkout contract as an A4 PDF (SPEC 9), filled from an agreement: the parties, the
 * store, the bank account and terminals, then the terms of its contract version, in sv or en.
 */
import { contractTerms, type ContractVersion } from '../../domain/contract-terms';
import { formatMoney, formatNumber, type FormatLocale } from '../../domain/format';
import { A4, pdfDocument, pdfLine, pdfText, type PdfPage } from '../../resources/shared/pdf';

const LEFT = 64;
const RIGHT = A4.width - 64;
const TOP = A4.height - 64;
const BOTTOM = 56;
const LINE = 15;

const TEXTS = {
  sv: {
    title: 'Avtal om kassatjänst',
    version: 'Avtalsversion %{version}',
    parties: 'Parter',
    customer: 'Kund',
    organizationNumber: 'Organisationsnummer',
    address: 'Adress',
    signatory: 'Firmatecknare',
    lead: 'Lead',
    store: 'Butik',
    bank: 'Bankkonto för utbetalning',
    terminals: 'Terminaler',
    installation: 'Installationsdatum',
    fees: 'Avgifter',
    startupFee: 'Startavgift',
    lowestServiceFee: 'Lägsta serviceavgift',
    servicePer30: 'Servicearbete per påbörjad 30-minutersperiod',
    servicePer15: 'Servicearbete per påbörjad 15-minutersperiod',
    extraReport: 'Extra rapport',
    extraPayoutDay: 'Extra utbetalningsdag per månad',
    paperDocuments: 'Pappersdokument per kundnummer och månad, inkl. moms',
    virtualCards: 'Virtuella företagskort (resor, hotell, transport), av köpbeloppet',
    terms: 'Villkor',
    invoiceVat: 'Moms på fakturaprovision: %{percent} %',
    credit: 'Fakturor över %{amount} kan betalas på kredit.',
    settlement: 'Avräkning sker varje vecka; utbetalning till banken tar %{from}-%{to} bankdagar.',
    notice: 'Uppsägningstid: %{months} månader.',
    termsChange: 'Ändrade villkor gäller %{months} månad efter att kunden underrättats.',
    signatures: 'Underskrifter',
    forCustomer: 'För kunden',
    forSupplier: 'För leverantören',
  },
  en: {
    title: 'Point of sale service agreement',
    version: 'Contract version %{version}',
    parties: 'Parties',
    customer: 'Customer',
    organizationNumber: 'Organisation number',
    address: 'Address',
    signatory: 'Signing officer',
    lead: 'Lead',
    store: 'Store',
    bank: 'Bank account for payouts',
    terminals: 'Terminals',
    installation: 'Installation date',
    fees: 'Fees',
    startupFee: 'Startup fee',
    lowestServiceFee: 'Lowest service fee',
    servicePer30: 'Service work per started 30 minutes',
    servicePer15: 'Service work per started 15 minutes',
    extraReport: 'Extra report',
    extraPayoutDay: 'Extra payout day per month',
    paperDocuments: 'Paper documents per customer number and month, incl. VAT',
    virtualCards: 'Virtual business cards (travel, hotel, transport), of the purchase amount',
    terms: 'Terms',
    invoiceVat: 'VAT on the invoice commission: %{percent} %',
    credit: 'Invoices above %{amount} may be paid by credit.',
    settlement: 'Settlement is weekly; payment to the bank takes %{from}-%{to} banking days.',
    notice: 'Notice period: %{months} months.',
    termsChange: 'Changed terms take effect %{months} month after the customer is told.',
    signatures: 'Signatures',
    forCustomer: 'For the customer',
    forSupplier: 'For the supplier',
  },
} as const;

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function contractPdf(
  agreement: Record<string, unknown>,
  version: ContractVersion,
  locale: FormatLocale,
): Blob {
  const t = TEXTS[locale];
  const terms = contractTerms(version);
  const money = (minor: number) => formatMoney(minor, locale);
  const pages: PdfPage[] = [];
  let content = '';
  let y = TOP;
  const room = (height: number) => {
    if (y - height >= BOTTOM) return;
    pages.push({ content });
    content = '';
    y = TOP;
  };
  const row = (label: string, value = '') => {
    room(LINE);
    y -= LINE;
    content += pdfText(label, LEFT, y, 10);
    if (value) content += pdfText(value, RIGHT, y, 10, { align: 'right' });
  };
  const section = (title: string) => {
    room(LINE * 3);
    y -= 14;
    content += pdfLine(LEFT, y + 4, RIGHT, y + 4);
    y -= LINE;
    content += pdfText(title, LEFT, y, 12, { bold: true });
  };

  y -= 18;
  content += pdfText(t.title, LEFT, y, 18, { bold: true });
  row(fill(t.version, { version }), `${t.lead} ${textOf(agreement.leadId)}`);

  section(t.parties);
  row(t.customer, textOf(agreement.companyName));
  row(t.organizationNumber, textOf(agreement.organizationNumber));
  row(
    t.address,
    [agreement.companyStreet, agreement.companyPostalCode, agreement.companyCity]
      .map(textOf)
      .filter(Boolean)
      .join(', '),
  );
  row(t.signatory, textOf(agreement.signatoryName));
  row(t.store, textOf(agreement.storeName));
  row(t.bank, [agreement.clearingNumber, agreement.accountNumber].map(textOf).filter(Boolean).join(' '));
  const terminals = Array.isArray(agreement.terminals)
    ? (agreement.terminals as { quantity?: number }[])
    : [];
  row(
    t.terminals,
    formatNumber(
      terminals.reduce((sum, r) => sum + (r.quantity ?? 0), 0),
      locale,
    ),
  );
  row(t.installation, textOf(agreement.installationDate));

  section(t.fees);
  row(t.startupFee, money(terms.startupFee));
  row(t.lowestServiceFee, money(terms.lowestServiceFee));
  row(t.servicePer30, money(terms.servicePer30Minutes));
  row(t.servicePer15, money(terms.servicePer15Minutes));
  row(t.extraReport, money(terms.extraReport));
  row(t.extraPayoutDay, money(terms.extraPayoutDayPerMonth));
  row(t.paperDocuments, money(terms.paperDocumentsPerMonth));
  row(t.virtualCards, `${formatNumber(terms.virtualCardsPercent, locale)} %`);

  section(t.terms);
  row(fill(t.invoiceVat, { percent: terms.invoiceCommissionVat }));
  row(fill(t.credit, { amount: money(terms.creditAbove) }));
  row(fill(t.settlement, { from: terms.payoutBankingDays[0], to: terms.payoutBankingDays[1] }));
  row(fill(t.notice, { months: terms.noticeMonths }));
  row(fill(t.termsChange, { months: terms.termsChangeMonths }));

  section(t.signatures);
  room(LINE * 5);
  y -= LINE * 4;
  content += pdfLine(LEFT, y, LEFT + 200, y);
  content += pdfLine(RIGHT - 200, y, RIGHT, y);
  y -= LINE;
  content += pdfText(t.forCustomer, LEFT, y, 9, { grey: true });
  content += pdfText(t.forSupplier, RIGHT - 200, y, 9, { grey: true });
  pages.push({ content });
  return pdfDocument(pages);
}
