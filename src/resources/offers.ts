/**
 * Offers (SPEC 3: title, internal reference, rank, start and end date, qualifying conditions,
 * targets; SPEC 5: amounts above 0, min below max and not equal, max at least the target price, min at
 * most the target price; internal references at most 20 characters). The register applies the offer
 * of the lowest rank first. API `/api/offers` (SPEC 7).
 */
import { ROLE_GROUPS } from '../domain/roles';
import { offerRule } from '../domain/validators/catalogue';
import { positiveAmountRule, priceRangeRule } from '../domain/validators/product';
import { defineResource } from '../schema/define-resource';

const money = (label: { en: string; sv: string }) => ({
  kind: 'money' as const,
  label,
  rules: [positiveAmountRule],
});

export default defineResource({
  name: 'offers',
  label: { one: { en: 'Offer', sv: 'Erbjudande' }, many: { en: 'Offers', sv: 'Erbjudanden' } },
  routes: ['/apps/merchant/offers'],
  api: 'api/offers',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'products' },
  representation: 'title',
  icon: 'LocalOffer',
  menu: { group: 'merchant', order: 18 },
  list: { sort: { field: 'rank', order: 'ASC' }, bulkDelete: true, export: true },
  rules: [offerRule, priceRangeRule({ min: 'minAmount', max: 'maxAmount', target: 'targetPrice' })],
  form: {
    tabs: [
      {
        label: { en: 'Offer', sv: 'Erbjudande' },
        fields: ['title', 'reference', 'rank', 'startDate', 'endDate', 'active'],
      },
      {
        label: { en: 'Condition', sv: 'Villkor' },
        fields: ['condition', 'conditionQuantity', 'conditionGroup', 'conditionAmount'],
      },
      {
        label: { en: 'Discount', sv: 'Rabatt' },
        fields: [
          'targetProducts',
          'targetGroups',
          'discountType',
          'discountPercent',
          'discountAmount',
          'targetPrice',
          'minAmount',
          'maxAmount',
        ],
      },
    ],
  },
  fields: {
    title: {
      kind: 'text',
      label: { en: 'Title', sv: 'Rubrik' },
      required: true,
      maxLength: 60,
      listed: true,
      sortable: true,
      filterable: ['contains', 'eq'],
      searchable: true,
    },
    reference: {
      kind: 'text',
      label: { en: 'Internal reference', sv: 'Intern referens' },
      maxLength: 20,
      listed: true,
      searchable: true,
    },
    rank: {
      kind: 'integer',
      label: { en: 'Rank', sv: 'Rangordning' },
      helper: { en: 'The lowest rank applies first', sv: 'Lägst rangordning tillämpas först' },
      required: true,
      default: 100,
      min: 1,
      max: 999,
      listed: true,
      sortable: true,
    },
    startDate: {
      kind: 'date',
      label: { en: 'Starts', sv: 'Börjar' },
      required: true,
      listed: true,
      sortable: true,
    },
    endDate: { kind: 'date', label: { en: 'Ends', sv: 'Slutar' }, listed: true, sortable: true },
    active: {
      kind: 'boolean',
      label: { en: 'Active', sv: 'Aktivt' },
      default: true,
      listed: true,
      filterable: true,
    },
    condition: {
      kind: 'enum',
      label: { en: 'The customer', sv: 'Kunden' },
      required: true,
      default: 'none',
      values: {
        none: { label: { en: 'buys a target product', sv: 'köper en produkt i erbjudandet' } },
        quantity: { label: { en: 'buys a number from a group', sv: 'köper ett antal ur en grupp' } },
        amount: { label: { en: 'buys for at least an amount', sv: 'handlar för minst ett belopp' } },
      },
    },
    conditionQuantity: { kind: 'integer', label: { en: 'Number', sv: 'Antal' }, min: 2, max: 99 },
    conditionGroup: {
      kind: 'reference',
      reference: 'product-groups',
      label: { en: 'From the group', sv: 'Ur gruppen' },
    },
    conditionAmount: money({ en: 'Minimum amount', sv: 'Lägsta belopp' }),
    targetProducts: {
      kind: 'references',
      reference: 'products',
      label: { en: 'Products', sv: 'Produkter' },
      maxItems: 100,
    },
    targetGroups: {
      kind: 'references',
      reference: 'product-groups',
      label: { en: 'Groups', sv: 'Grupper' },
      maxItems: 20,
    },
    discountType: {
      kind: 'enum',
      label: { en: 'Discount', sv: 'Rabatt' },
      required: true,
      default: 'percent',
      listed: true,
      values: {
        percent: { label: { en: 'Percent off', sv: 'Procent av' } },
        amount: { label: { en: 'Amount off', sv: 'Belopp av' } },
        fixedPrice: { label: { en: 'Fixed price', sv: 'Fast pris' } },
      },
    },
    discountPercent: { kind: 'percentage', label: { en: 'Percent off', sv: 'Procent av' } },
    discountAmount: money({ en: 'Amount or price', sv: 'Belopp eller pris' }),
    targetPrice: money({ en: 'Target price', sv: 'Riktpris' }),
    minAmount: money({ en: 'Lowest amount', sv: 'Lägsta belopp' }),
    maxAmount: money({ en: 'Highest amount', sv: 'Högsta belopp' }),
  },
});
