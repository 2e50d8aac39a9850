/**
 * The sheet every contract PDF of an agreement is written on (the product's, card acquiring, online
 * checkout): A4 pages of a title, the contract version and lead, sections of rows (a label on the left,
 * its value on the right, each wrapped within its column) flowing onto new pages, and the signature
 * lines, in sv or en. Rows are collected as they are given and drawn by `finish`, on the app's PDF
 * writer (src/resources/shared/pdf.ts, pdfFlow.ts), which loads its library and fonts then.
 */
import { isContractVersion, type ContractTerms, type ContractVersion } from '../../domain/contract-terms';
import type { FormatLocale } from '../../domain/format';
import { organizationNumberProblem } from '../../domain/validators/organization-number';
import { pdfDocument } from '../../resources/shared/pdf';
import { pdfFlow, type PdfFlow } from '../../resources/shared/pdfFlow';
import type { Label } from '../../schema/types';

const LINE = 15;
/** The length of a signature line. */
const SIGNATURE = 200;

const TEXTS = {
  sv: {
    version: 'Avtalsversion %{version}',
    lead: 'Lead',
    parties: 'Parter',
    customer: 'Kund',
    organizationNumber: 'Organisationsnummer',
    address: 'Adress',
    settlement: 'Avräkning sker varje vecka; utbetalning till banken tar %{from}-%{to} bankdagar.',
    notice: 'Uppsägningstid: %{months} månader.',
    signatures: 'Underskrifter',
    forCustomer: 'För kunden',
    forSupplier: 'För leverantören',
  },
  en: {
    version: 'Contract version %{version}',
    lead: 'Lead',
    parties: 'Parties',
    customer: 'Customer',
    organizationNumber: 'Organisation number',
    address: 'Address',
    settlement: 'Settlement is weekly; payment to the bank takes %{from}-%{to} banking days.',
    notice: 'Notice period: %{months} months.',
    signatures: 'Signatures',
    forCustomer: 'For the customer',
    forSupplier: 'For the supplier',
  },
} as const;

type Agreement = Record<string, unknown>;

/** A text's `%{name}` placeholders filled in. */
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The contract version an agreement names, else the current one. */
export const contractVersionOf = (agreement: Agreement): ContractVersion =>
  isContractVersion(agreement.contractVersion) ? agreement.contractVersion : '2022-06';

/**
 * The language a contract is written in unless the user picks another: Swedish for a merchant with a
 * Swedish organisation number, else the user's.
 */
export const contractLanguageOf = (agreement: Agreement, userLanguage: FormatLocale): FormatLocale =>
  typeof agreement.organizationNumber === 'string' &&
  organizationNumberProblem(agreement.organizationNumber) === null
    ? 'sv'
    : userLanguage;

/** The label of an enum field's value (a price category, a platform), in the sheet's language. */
export const choiceText = (
  values: Readonly<Record<string, { label: Label }>>,
  value: unknown,
  locale: FormatLocale,
): string => (typeof value === 'string' && Object.hasOwn(values, value) ? values[value]!.label[locale] : '');

export interface ContractSheet {
  row(label: string, value?: string): void;
  section(title: string): void;
  /** The customer: company name, organisation number and address. */
  parties(): void;
  /** Weekly settlement, the payout's banking days and the notice period. */
  settlement(terms: ContractTerms): void;
  /** The PDF, ended by the parties' signature lines unless told otherwise. */
  finish(signatures?: boolean): Promise<Blob>;
}

export function contractSheet(
  agreement: Agreement,
  options: { title: string; version: ContractVersion; locale: FormatLocale },
): ContractSheet {
  const t = TEXTS[options.locale];
  const steps: ((flow: PdfFlow) => void)[] = [];
  const row = (label: string, value = '') => void steps.push((flow) => flow.row(label, value));
  const section = (title: string) => void steps.push((flow) => flow.section(title));

  row(fill(t.version, { version: options.version }), `${t.lead} ${textOf(agreement.leadId)}`);

  return {
    row,
    section,
    parties() {
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
    },
    settlement(terms) {
      row(fill(t.settlement, { from: terms.payoutBankingDays[0], to: terms.payoutBankingDays[1] }));
      row(fill(t.notice, { months: terms.noticeMonths }));
    },
    finish(signatures = true) {
      return pdfDocument((pdf) => {
        const flow = pdfFlow(pdf);
        flow.title(options.title);
        for (const step of steps) step(flow);
        if (!signatures) return;
        flow.section(t.signatures);
        flow.block(LINE * 5, (page, top) => {
          const y = top - LINE * 4;
          const { left, right } = flow;
          page.line(left, y, left + SIGNATURE, y);
          page.line(right - SIGNATURE, y, right, y);
          page.text(t.forCustomer, left, y - LINE, 9, { grey: true });
          page.text(t.forSupplier, right - SIGNATURE, y - LINE, 9, { grey: true });
        });
      });
    },
  };
}
