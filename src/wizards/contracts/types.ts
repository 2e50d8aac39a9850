/**
 * An agreement's contract types (SPEC 1; `onboard/edit/:type`): card acquiring, online checkout and the
 * product's own contract, each a step over the agreement's fields (src/resources/agreements), judged by
 * its page and the API alike. An agreement includes the product contract always, acquiring when a card
 * brand is chosen, online checkout when asked for; submitting it makes one contract of each included type.
 */
import { requiredWhen, type WizardStep } from '../wizard';

export interface ContractType extends WizardStep {
  /** Whether the agreement includes this contract. */
  included(record: Record<string, unknown>): boolean;
}

const withCheckout = (record: Record<string, unknown>) => record.checkoutIncluded === true;

/** Card acquiring is agreed only for the card brands chosen: with none, there is nothing to acquire. */
export const withCardBrands = (record: Record<string, unknown>) =>
  Array.isArray(record.cardBrands) && record.cardBrands.length > 0;

export const CONTRACT_TYPES: readonly ContractType[] = [
  {
    key: 'acquiring',
    title: { en: 'Card acquiring agreement', sv: 'Avtal om kortinlösen' },
    fields: ['priceCategory', 'cardBrands', 'acquiringMonthlyVolume', 'largestTransaction'],
    required: ['priceCategory'],
    included: withCardBrands,
  },
  {
    key: 'checkout',
    title: { en: 'Online checkout agreement', sv: 'Avtal om onlinekassa' },
    fields: ['checkoutIncluded', 'checkoutWebsite', 'checkoutPlatform', 'checkoutDeliveryDays'],
    rules: [
      requiredWhen('checkoutWebsite', withCheckout),
      requiredWhen('checkoutPlatform', withCheckout),
      requiredWhen('checkoutDeliveryDays', withCheckout),
    ],
    included: withCheckout,
  },
  {
    key: 'product',
    title: { en: 'Product contract', sv: 'Produktavtal' },
    fields: ['contractVersion', 'monthlyServiceFee', 'extraReports', 'extraPayoutDays'],
    required: ['contractVersion', 'monthlyServiceFee'],
    included: () => true,
  },
];

export const contractTypeOf = (key: string | undefined): ContractType | undefined =>
  CONTRACT_TYPES.find((type) => type.key === key);
