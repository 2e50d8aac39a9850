/**
 * The figures of the product's checkout contract (SPEC 9), by contract version: the two versions
 * differ only in the paper documents fee. Amounts in minor units (öre), as all money.
 */
export const CONTRACT_VERSIONS = ['2021-10', '2022-06'] as const;
export type ContractVersion = (typeof CONTRACT_VERSIONS)[number];

export interface ContractTerms {
  version: ContractVersion;
  startupFee: number;
  lowestServiceFee: number;
  /** Service work per started 30 and 15 minutes. */
  servicePer30Minutes: number;
  servicePer15Minutes: number;
  extraReport: number;
  extraPayoutDayPerMonth: number;
  /** VAT on the invoice commission, per cent. */
  invoiceCommissionVat: number;
  /** Invoices above this may be paid by credit. */
  creditAbove: number;
  /** Paper documents, including VAT, per customer number and month. */
  paperDocumentsPerMonth: number;
  /** Virtual business cards for travel, hotel and transport: per cent of the purchase amount. */
  virtualCardsPercent: number;
  noticeMonths: number;
  termsChangeMonths: number;
  /** Payment to the bank after settlement (weekly), in banking days. */
  payoutBankingDays: readonly [number, number];
}

const COMMON: Omit<ContractTerms, 'version' | 'paperDocumentsPerMonth'> = {
  startupFee: 0,
  lowestServiceFee: 20_000,
  servicePer30Minutes: 59_500,
  servicePer15Minutes: 39_500,
  extraReport: 22_500,
  extraPayoutDayPerMonth: 25_000,
  invoiceCommissionVat: 25,
  creditAbove: 30_000,
  virtualCardsPercent: 3,
  noticeMonths: 3,
  termsChangeMonths: 1,
  payoutBankingDays: [1, 2],
};

const PAPER_DOCUMENTS: Record<ContractVersion, number> = { '2021-10': 4_500, '2022-06': 6_900 };

export function contractTerms(version: ContractVersion): ContractTerms {
  return { ...COMMON, version, paperDocumentsPerMonth: PAPER_DOCUMENTS[version] };
}

export const isContractVersion = (value: unknown): value is ContractVersion =>
  (CONTRACT_VERSIONS as readonly unknown[]).includes(value);
