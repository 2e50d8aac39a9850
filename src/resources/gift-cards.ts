/**
 * Issued gift cards (SPEC 2 /apps/merchant/giftcards; the catalogue's issue 13): the cards sold from the
 * gift card templates at the register, each with its number, amounts, dates, status and transactions.
 * The register writes them, so the back office only lists and shows them: creating, editing and
 * deleting are switched off for everyone, in the app and in the API. Shown when the `merchant-giftcards`
 * flag is on, next to the templates. The store a card was sold in is that of its issue transaction.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { positiveAmountRule } from '../domain/validators/product';
import {
  giftCardNumberRule,
  giftCardTransactionRule,
  issuedGiftCardRule,
} from '../domain/validators/gift-cards';
import { defineResource } from '../schema/define-resource';
import type { ResourceRecord } from '../schema/types';

/** The store of a card's issue transaction (the first one), or null. */
function soldIn(card: ResourceRecord): string | null {
  const rows = Array.isArray(card.transactions)
    ? (card.transactions as { type?: unknown; store?: unknown }[])
    : [];
  const store = rows.find((row) => row?.type === 'issue')?.store;
  return typeof store === 'string' && store !== '' ? store : null;
}

export default defineResource({
  name: 'gift-cards',
  label: {
    one: { en: 'Issued gift card', sv: 'Utfärdat presentkort' },
    many: { en: 'Issued gift cards', sv: 'Utfärdade presentkort' },
  },
  routes: ['/apps/merchant/giftcards-issued'],
  api: 'api/catalog/giftcard',
  scope: 'organization',
  access: {
    roles: ROLE_GROUPS.admin,
    permissionKey: 'gift-cards',
    create: false,
    edit: false,
    delete: false,
  },
  featureFlag: 'merchant-giftcards',
  representation: 'cardNumber',
  icon: 'Redeem',
  menu: { group: 'merchant', order: 17 },
  list: { sort: { field: 'issuedAt', order: 'DESC' }, bulkDelete: false, export: true },
  rules: [issuedGiftCardRule],
  fields: {
    cardNumber: {
      kind: 'text',
      label: { en: 'Card number', sv: 'Kortnummer' },
      required: true,
      maxLength: 19,
      rules: [giftCardNumberRule],
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith', 'contains'],
      searchable: true,
    },
    template: {
      kind: 'reference',
      reference: 'gift-card-templates',
      label: { en: 'Gift card template', sv: 'Presentkortsmall' },
      required: true,
      listed: true,
      filterable: true,
    },
    status: {
      kind: 'enum',
      label: { en: 'Status', sv: 'Status' },
      required: true,
      default: 'active',
      chip: true,
      listed: true,
      sortable: true,
      filterable: true,
      values: {
        active: { label: { en: 'Active', sv: 'Aktivt' }, color: 'success' },
        used: { label: { en: 'Used', sv: 'Förbrukat' }, color: 'default' },
        expired: { label: { en: 'Expired', sv: 'Utgånget' }, color: 'warning' },
        blocked: { label: { en: 'Blocked', sv: 'Spärrat' }, color: 'error' },
      },
    },
    initialAmount: {
      kind: 'money',
      label: { en: 'Initial amount', sv: 'Startbelopp' },
      required: true,
      rules: [positiveAmountRule],
      listed: true,
      sortable: true,
    },
    balance: {
      kind: 'money',
      label: { en: 'Balance', sv: 'Saldo' },
      required: true,
      min: 0,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt', 'eq'],
    },
    issuedAt: {
      kind: 'datetime',
      label: { en: 'Issued', sv: 'Utfärdat' },
      required: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    expiresOn: {
      kind: 'date',
      label: { en: 'Expires', sv: 'Går ut' },
      required: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt', 'eq'],
    },
    store: {
      kind: 'reference',
      reference: 'stores',
      label: { en: 'Sold in', sv: 'Såld i' },
      helper: { en: 'The store of the issue transaction', sv: 'Butiken där kortet utfärdades' },
      listed: true,
      compute: (cards) => cards.map(soldIn),
    },
    transactions: {
      kind: 'subRecords',
      label: { en: 'Transactions', sv: 'Transaktioner' },
      required: true,
      rowRules: [giftCardTransactionRule],
      fields: {
        occurredAt: {
          kind: 'datetime',
          label: { en: 'Date and time', sv: 'Datum och tid' },
          required: true,
        },
        type: {
          kind: 'enum',
          label: { en: 'Type', sv: 'Typ' },
          required: true,
          values: {
            issue: { label: { en: 'Issue', sv: 'Utfärdande' } },
            redeem: { label: { en: 'Redemption', sv: 'Inlösen' } },
            refund: { label: { en: 'Refund', sv: 'Återbetalning' } },
            adjustment: { label: { en: 'Adjustment', sv: 'Justering' } },
          },
        },
        amount: {
          kind: 'money',
          label: { en: 'Amount', sv: 'Belopp' },
          helper: { en: 'Below 0 when drawn from the card', sv: 'Under 0 när det dras från kortet' },
          required: true,
        },
        store: { kind: 'reference', reference: 'stores', label: { en: 'Store', sv: 'Butik' } },
        receiptNumber: {
          kind: 'text',
          label: { en: 'Receipt number', sv: 'Kvittonummer' },
          maxLength: 30,
        },
      },
    },
  },
});
