/**
 * Accounting integrations (SPEC 1 "integrations with accounting providers", SPEC 5, SPEC 8; issue 17):
 * the three providers a merchant connects its books to, what a sync sends them, and a day's sales as a
 * provider voucher. A voucher posts as the SIE export does (./sie.ts voucherTransactions), with the
 * accounts of the integration's own mapping: per payment method (else the payment method's account),
 * per tax group (sales and output VAT at the group's rate today), tips and rounding.
 */
import { SIE_SERIES, type SieAccounts } from './sie';
import type { Texts, ValueRule } from './validators/rule';
import { isText } from './validators/rule';

export const ACCOUNTING_PROVIDERS = {
  fortnox: { name: 'Fortnox', family: 'fortnox' },
  visma: { name: 'Visma eEkonomi', family: 'visma' },
  bjornlunden: { name: 'Björn Lundén', family: 'bjornlunden' },
} as const;

export type AccountingProvider = keyof typeof ACCOUNTING_PROVIDERS;

export const isAccountingProvider = (value: unknown): value is AccountingProvider =>
  typeof value === 'string' && Object.hasOwn(ACCOUNTING_PROVIDERS, value);

export const SYNC_ENTITIES = ['products', 'customers', 'sales', 'stock'] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];
export const isSyncEntity = (value: unknown): value is SyncEntity =>
  typeof value === 'string' && (SYNC_ENTITIES as readonly string[]).includes(value);

export const SYNC_ENTITY_LABELS: Readonly<Record<SyncEntity, Texts>> = {
  products: { en: 'Products', sv: 'Produkter' },
  customers: { en: 'Customers', sv: 'Kunder' },
  sales: { en: 'Daily sales (vouchers)', sv: 'Dagsförsäljning (verifikationer)' },
  stock: { en: 'Stock levels', sv: 'Lagersaldon' },
};

/** Why the provider refused an item of a sync (a sync run's `errors`), with the detail beside it. */
export type SyncRefusal =
  | 'noSalesAccount'
  | 'noVatAccount'
  | 'noPaymentAccount'
  | 'noTipsAccount'
  | 'noRoundingAccount'
  | 'noTaxGroupAccount'
  | 'noStockPoint'
  | 'rejected';

export const SYNC_REFUSALS: Readonly<Record<SyncRefusal, { label: Texts }>> = {
  noSalesAccount: {
    label: { en: 'No sales account for the VAT rate', sv: 'Inget försäljningskonto för momssatsen' },
  },
  noVatAccount: { label: { en: 'No VAT account for the VAT rate', sv: 'Inget momskonto för momssatsen' } },
  noPaymentAccount: { label: { en: 'The payment method has no account', sv: 'Betalsättet saknar konto' } },
  noTipsAccount: { label: { en: 'No account for tips', sv: 'Inget konto för dricks' } },
  noRoundingAccount: { label: { en: 'No account for rounding', sv: 'Inget konto för öresavrundning' } },
  noTaxGroupAccount: {
    label: {
      en: 'The product’s tax group has no accounts in the mapping',
      sv: 'Produktens momsgrupp saknar konton i mappningen',
    },
  },
  noStockPoint: {
    label: { en: 'The warehouse has no external id', sv: 'Lagret saknar externt id' },
  },
  rejected: { label: { en: 'Refused by the provider', sv: 'Nekad av bokföringssystemet' } },
};

export const CREDENTIAL_MIN_LENGTH = 3;
export const CREDENTIAL_MAX_LENGTH = 200;

/** Client id and client secret: at least 3 characters (SPEC 5). */
export const clientCredentialRule: ValueRule<unknown> = {
  messages: {
    'validation.integration.credential': {
      en: `Enter at least ${CREDENTIAL_MIN_LENGTH} characters`,
      sv: `Ange minst ${CREDENTIAL_MIN_LENGTH} tecken`,
    },
  },
  check: (value) =>
    isText(value) && value.trim().length < CREDENTIAL_MIN_LENGTH ? 'validation.integration.credential' : null,
};

/** Our voucher series: letters or digits, at most 2 (SPEC 5). */
export const voucherSeriesRule: ValueRule<unknown> = {
  messages: {
    'validation.integration.series': {
      en: 'One or two letters or digits, e.g. A or K1',
      sv: 'En eller två bokstäver eller siffror, t.ex. A eller K1',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && !SIE_SERIES.test(value) ? 'validation.integration.series' : null,
};

/** The provider's voucher series: at most 10 letters or digits (SPEC 5). */
export const PROVIDER_SERIES = /^[A-Za-z0-9ÅÄÖåäö]{1,10}$/;
export const providerSeriesRule: ValueRule<unknown> = {
  messages: {
    'validation.integration.provider_series': {
      en: 'At most 10 letters or digits, e.g. KASSA',
      sv: 'Högst 10 bokstäver eller siffror, t.ex. KASSA',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && !PROVIDER_SERIES.test(value)
      ? 'validation.integration.provider_series'
      : null,
};

export interface IntegrationMapping {
  voucherSeries?: string | null;
  paymentAccounts?: readonly { paymentMethod?: string | null; account?: string | null }[] | null;
  taxAccounts?:
    readonly { taxGroup?: string | null; salesAccount?: string | null; vatAccount?: string | null }[] | null;
  tipsAccount?: string | null;
  roundingAccount?: string | null;
}

/**
 * The accounts a day's voucher posts to: the mapping's, with each payment method's own account where
 * the mapping has none. `taxGroupRates` is each tax group's rate today; the first mapped group of a rate
 * gives that rate's accounts.
 */
export function voucherAccounts(
  mapping: IntegrationMapping,
  paymentMethods: readonly { id: string; name: string; account?: string | null }[],
  taxGroupRates: ReadonlyMap<string, number>,
): SieAccounts {
  const mapped = new Map(
    (mapping.paymentAccounts ?? [])
      .filter((row) => row.paymentMethod && row.account)
      .map((row) => [String(row.paymentMethod), String(row.account)]),
  );
  const sales: Record<number, string> = {};
  const vat: Record<number, string> = {};
  for (const row of mapping.taxAccounts ?? []) {
    const rate = row.taxGroup ? taxGroupRates.get(row.taxGroup) : undefined;
    if (rate === undefined) continue;
    if (row.salesAccount && !(rate in sales)) sales[rate] = row.salesAccount;
    if (row.vatAccount && !(rate in vat)) vat[rate] = row.vatAccount;
  }
  return {
    series: mapping.voucherSeries || 'A',
    sales,
    vat,
    tips: mapping.tipsAccount ?? null,
    rounding: mapping.roundingAccount ?? null,
    paymentMethods: new Map(
      paymentMethods.map((m) => [m.id, { name: m.name, account: mapped.get(m.id) ?? m.account ?? null }]),
    ),
  };
}
