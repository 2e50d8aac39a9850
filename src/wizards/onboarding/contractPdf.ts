/**
 * The product's checkout contract as an A4 PDF (SPEC 9), filled from an agreement: the parties, the
 * store, the bank and its account, terminals and licences, what was negotiated (the service fee, the
 * card price category, extra reports a month and extra payout days a week, each with its monthly
 * charge), then the price list of its contract version, in sv or en, on the contracts' shared sheet
 * (../contracts/contractSheet.ts).
 */
import { contractTerms, type ContractVersion } from '../../domain/contract-terms';
import { formatMoney, formatNumber, type FormatLocale } from '../../domain/format';
import { CONTRACT_FIELDS } from '../../resources/agreements/contract-fields';
import { ONBOARDING_FIELDS } from '../../resources/agreements/onboarding-fields';
import { choiceText, contractSheet, fill, textOf } from '../contracts/contractSheet';

const TEXTS = {
  sv: {
    title: 'Avtal om kassatjänst',
    signatory: 'Firmatecknare',
    store: 'Butik',
    bank: 'Bankkonto för utbetalning',
    terminals: 'Terminaler',
    installation: 'Installationsdatum',
    agreed: 'Avtalade villkor',
    extraCharge: '%{count} × %{price} = %{total} per månad',
    fees: 'Prislista',
    startupFee: 'Startavgift',
    lowestServiceFee: 'Lägsta serviceavgift',
    servicePer30: 'Servicearbete per påbörjad 30-minutersperiod',
    servicePer15: 'Servicearbete per påbörjad 15-minutersperiod',
    extraReport: 'Extra rapport',
    extraPayoutDay: 'Extra utbetalningsdag i veckan, per månad',
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
    agreed: 'Agreed terms',
    extraCharge: '%{count} × %{price} = %{total} per month',
    fees: 'Price list',
    startupFee: 'Startup fee',
    lowestServiceFee: 'Lowest service fee',
    servicePer30: 'Service work per started 30 minutes',
    servicePer15: 'Service work per started 15 minutes',
    extraReport: 'Extra report',
    extraPayoutDay: 'Extra payout day a week, per month',
    paperDocuments: 'Paper documents per customer number and month, incl. VAT',
    virtualCards: 'Virtual business cards (travel, hotel, transport), of the purchase amount',
    terms: 'Terms',
    invoiceVat: 'VAT on the invoice commission: %{percent} %',
    credit: 'Invoices above %{amount} may be paid by credit.',
    termsChange: 'Changed terms take effect %{months} month after the customer is told.',
  },
} as const;

const countOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

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
  row(
    t.bank,
    [agreement.bankName, agreement.clearingNumber, agreement.accountNumber]
      .map(textOf)
      .filter(Boolean)
      .join(' '),
  );
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
  const { licenceCount, licenceLevel, priceCategory, monthlyServiceFee } = ONBOARDING_FIELDS;
  row(
    licenceCount.label[locale],
    [
      typeof agreement.licenceCount === 'number' ? formatNumber(agreement.licenceCount, locale) : '',
      choiceText(licenceLevel.values, agreement.licenceLevel, locale),
    ]
      .filter(Boolean)
      .join(' '),
  );

  section(t.agreed);
  const fee = agreement.monthlyServiceFee;
  row(monthlyServiceFee.label[locale], typeof fee === 'number' ? money(fee) : '');
  row(priceCategory.label[locale], choiceText(priceCategory.values, agreement.priceCategory, locale));
  const extra = (count: unknown, price: number) =>
    fill(t.extraCharge, {
      count: formatNumber(countOf(count), locale),
      price: money(price),
      total: money(countOf(count) * price),
    });
  row(CONTRACT_FIELDS.extraReports.label[locale], extra(agreement.extraReports, terms.extraReport));
  row(
    CONTRACT_FIELDS.extraPayoutDays.label[locale],
    extra(agreement.extraPayoutDays, terms.extraPayoutDayPerMonth),
  );

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
