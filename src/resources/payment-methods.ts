/**
 * Payment methods (SPEC 3: quick checkout flag and sort order, tips allowed, open returns allowed, GL
 * account; SPEC 9: at most 4 quick checkout methods, open return policy default 30 days). Settings
 * area, 'payment-methods' permission, one organization's records.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { glAccountRule } from '../domain/validators/gl-account';
import {
  DEFAULT_OPEN_RETURN_DAYS,
  paymentMethodRecordRule,
  quickCheckoutLimitRule,
} from '../domain/validators/payment-methods';
import { defineResource } from '../schema/define-resource';

export default defineResource({
  name: 'payment-methods',
  label: { one: { en: 'Payment method', sv: 'Betalsätt' }, many: { en: 'Payment methods', sv: 'Betalsätt' } },
  routes: ['/apps/setting/PaymentMethods'],
  api: 'api/payments/payment-method',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'payment-methods' },
  representation: 'name',
  icon: 'Payments',
  menu: { group: 'settings', order: 30 },
  list: { sort: { field: 'sortOrder', order: 'ASC' }, bulkDelete: true, export: true },
  rules: [paymentMethodRecordRule],
  collectionRules: [quickCheckoutLimitRule],
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      helper: { en: 'Shown on the register button and the receipt', sv: 'Visas på kassaknappen och kvittot' },
      required: true,
      maxLength: 40,
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: ['contains', 'eq'],
      searchable: true,
    },
    type: {
      kind: 'enum',
      label: { en: 'Type', sv: 'Typ' },
      required: true,
      listed: true,
      filterable: true,
      sortable: true,
      values: {
        card: { label: { en: 'Card', sv: 'Kort' } },
        cash: { label: { en: 'Cash', sv: 'Kontant' } },
        swish: { label: { en: 'Swish', sv: 'Swish' } },
        giftCard: { label: { en: 'Gift card', sv: 'Presentkort' } },
        invoice: { label: { en: 'Invoice', sv: 'Faktura' } },
        voucher: { label: { en: 'Voucher', sv: 'Värdebevis' } },
        other: { label: { en: 'Other', sv: 'Övrigt' } },
      },
    },
    quickCheckout: {
      kind: 'boolean',
      label: { en: 'Quick checkout', sv: 'Snabbkassa' },
      helper: {
        en: 'At most 4 payment methods are quick checkout buttons',
        sv: 'Högst 4 betalsätt kan vara snabbkasseknappar',
      },
      default: false,
      listed: true,
      filterable: true,
    },
    sortOrder: {
      kind: 'integer',
      label: { en: 'Sort order', sv: 'Sorteringsordning' },
      helper: { en: 'Place among the buttons, 1 first', sv: 'Plats bland knapparna, 1 först' },
      min: 1,
      max: 99,
      listed: true,
      sortable: true,
    },
    tipsAllowed: {
      kind: 'boolean',
      label: { en: 'Tips allowed', sv: 'Dricks tillåten' },
      default: false,
      listed: true,
      filterable: true,
    },
    openReturnsAllowed: {
      kind: 'boolean',
      label: { en: 'Open returns allowed', sv: 'Öppna returer tillåtna' },
      helper: { en: 'Returns without the original receipt', sv: 'Returer utan originalkvitto' },
      default: false,
      listed: true,
      filterable: true,
    },
    openReturnDays: {
      kind: 'integer',
      label: { en: 'Open return policy (days)', sv: 'Öppet köp (dagar)' },
      default: DEFAULT_OPEN_RETURN_DAYS,
      min: 1,
      max: 365,
    },
    glAccount: {
      kind: 'text',
      label: { en: 'GL account', sv: 'Bokföringskonto' },
      helper: {
        en: '4 digits, e.g. 1580 for card receivables',
        sv: '4 siffror, t.ex. 1580 för kortfordringar',
      },
      rules: [glAccountRule],
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith'],
      searchable: true,
    },
  },
});
