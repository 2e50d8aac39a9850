/**
 * The sheet every contract PDF of an agreement is written on (the product's, card acquiring, online
 * checkout): A4 pages of a title, the contract version and lead, sections of rows (a label on the left,
 * its value on the right) flowing onto new pages, and the signature lines, in sv or en. Written with the
 * app's own PDF writer (src/resources/shared/pdf.ts).
 */
import { isContractVersion, type ContractTerms, type ContractVersion } from '../../domain/contract-terms';
import type { FormatLocale } from '../../domain/format';
import { A4, pdfDocument, pdfLine, pdfText, type PdfPage } from '../../resources/shared/pdf';
import type { Label } from '../../schema/types';

const LEFT = 64;
const RIGHT = A4.width - 64;
const TOP = A4.height - 64;
const BOTTOM = 56;
const LINE = 15;

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
  finish(signatures?: boolean): Blob;
}

export function contractSheet(
  agreement: Agreement,
  options: { title: string; version: ContractVersion; locale: FormatLocale },
): ContractSheet {
  const t = TEXTS[options.locale];
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
  content += pdfText(options.title, LEFT, y, 18, { bold: true });
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
      if (signatures) {
        section(t.signatures);
        room(LINE * 5);
        y -= LINE * 4;
        content += pdfLine(LEFT, y, LEFT + 200, y);
        content += pdfLine(RIGHT - 200, y, RIGHT, y);
        y -= LINE;
        content += pdfText(t.forCustomer, LEFT, y, 9, { grey: true });
        content += pdfText(t.forSupplier, RIGHT - 200, y, 9, { grey: true });
      }
      pages.push({ content });
      return pdfDocument(pages);
    },
  };
}
