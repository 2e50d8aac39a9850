/**
 * The product's checkout contract as an A4 PDF (SPEC 9), filled from an agreement: the parties, the
 * store, the bank account and terminals, then the terms of its contract version, in sv or en, on the
 * contracts' shared sheet (../contracts/contractSheet.ts).
 */
import { contractTerms, type ContractVersion } from '../../domain/contract-terms';
import { formatMoney, formatNumber, type FormatLocale } from '../../domain/format';
import { contractSheet, fill, textOf } from '../contracts/contractSheet';

const TEXTS = {
  sv: {
    title: 'Avtal om kassatjänst',
    signatory: 'Firmatecknare',
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
    termsChange: 'Ändrade villkor gäller %{months} månad efter att kunden underrättats.',
  },
  en: {
    title: 'Point of sale service agreement',
    signatory: 'Signing officer',
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
    termsChange: 'Changed terms take effect %{months} month after the customer is told.',
  },
} as const;

export function contractPdf(
  agreement: Record<string, unknown>,
  version: ContractVersion,
  locale: FormatLocale,
): Promise<Blob> {
  const t = TEXTS[locale];
  const terms = contractTerms(version);
  const money = (minor: number) => formatMoney(minor, locale);
  const { row, section, ...sheet } = contractSheet(agreement, { title: t.title, version, locale });

  sheet.parties();
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
  sheet.settlement(terms);
  row(fill(t.termsChange, { months: terms.termsChangeMonths }));
  return sheet.finish();
}
