/**
 * Gift card templates (SPEC 3: name, price type, min and max price, validity in years, debit and credit
 * accounts, enabled; SPEC 5: name required, prices above 0, min below max, account required with the
 * hint 3690). Shown when the `merchant-giftcards` flag is on. The cards sold from them are issued at
 * the register.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { giftCardPriceRule } from '../domain/validators/catalogue';
import { glAccountRule } from '../domain/validators/gl-account';
import { positiveAmountRule } from '../domain/validators/product';
import { defineResource } from '../schema/define-resource';

const account = (label: { en: string; sv: string }) => ({
  kind: 'text' as const,
  label,
  helper: { en: 'Account of the BAS chart, e.g. 3690', sv: 'Konto i BAS-kontoplanen, t.ex. 3690' },
  required: true,
  maxLength: 4,
  rules: [glAccountRule],
});

export default defineResource({
  name: 'gift-card-templates',
  label: {
    one: { en: 'Gift card', sv: 'Presentkort' },
    many: { en: 'Gift cards', sv: 'Presentkort' },
  },
  routes: ['/apps/merchant/giftcards'],
  api: 'api/catalog/giftcard-template',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'gift-cards' },
  featureFlag: 'merchant-giftcards',
  representation: 'name',
  icon: 'CardGiftcard',
  menu: { group: 'merchant', order: 16 },
  list: { sort: { field: 'name', order: 'ASC' }, bulkDelete: true, export: true },
  rules: [giftCardPriceRule],
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 60,
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: ['contains', 'eq'],
      searchable: true,
    },
    priceType: {
      kind: 'enum',
      label: { en: 'Amount', sv: 'Belopp' },
      required: true,
      default: 'fixed',
      listed: true,
      filterable: true,
      values: {
        fixed: { label: { en: 'Fixed amount', sv: 'Fast belopp' } },
        open: { label: { en: 'Open amount', sv: 'Valfritt belopp' } },
      },
    },
    price: { kind: 'money', label: { en: 'Price', sv: 'Pris' }, rules: [positiveAmountRule], listed: true },
    minPrice: {
      kind: 'money',
      label: { en: 'Lowest amount', sv: 'Lägsta belopp' },
      rules: [positiveAmountRule],
    },
    maxPrice: {
      kind: 'money',
      label: { en: 'Highest amount', sv: 'Högsta belopp' },
      rules: [positiveAmountRule],
    },
    validityYears: {
      kind: 'integer',
      label: { en: 'Valid for (years)', sv: 'Giltigt (år)' },
      helper: {
        en: 'Swedish law presumes at least one year; three is usual',
        sv: 'Minst ett år; tre år är vanligt',
      },
      required: true,
      default: 3,
      min: 1,
      max: 10,
      listed: true,
    },
    debitAccount: account({ en: 'Debit account', sv: 'Debetkonto' }),
    creditAccount: account({ en: 'Credit account', sv: 'Kreditkonto' }),
    enabled: {
      kind: 'boolean',
      label: { en: 'Enabled', sv: 'Aktivt' },
      default: true,
      listed: true,
      filterable: true,
    },
  },
});
