/**
 * The terms of an agreement's contracts (SPEC 1: card acquiring, online checkout and the product's own
 * contract), edited at `onboard/edit/:type` (src/wizards/contracts/types.ts names which field is whose).
 * The product contract's version and service fee, and the card price category, are the onboarding's.
 */
import { CARD_BRAND_VALUES } from '../../domain/card-brands';
import type { FieldDefinition } from '../../schema/types';

export const CONTRACT_FIELDS = {
  // Card acquiring
  cardBrands: {
    kind: 'enum',
    multiple: true,
    label: { en: 'Card brands accepted', sv: 'Kortvarumärken som tas emot' },
    values: CARD_BRAND_VALUES,
  },
  acquiringMonthlyVolume: {
    kind: 'money',
    label: { en: 'Expected card sales per month', sv: 'Förväntad kortförsäljning per månad' },
    min: 0,
  },
  largestTransaction: {
    kind: 'money',
    label: { en: 'Largest single card payment', sv: 'Största enskilda kortbetalning' },
    min: 0,
  },
  // Online checkout
  checkoutIncluded: {
    kind: 'boolean',
    label: { en: 'Online checkout included', sv: 'Onlinekassa ingår' },
  },
  checkoutWebsite: {
    kind: 'url',
    label: { en: 'Web shop address', sv: 'Webbutikens adress' },
  },
  checkoutPlatform: {
    kind: 'enum',
    label: { en: 'Web shop platform', sv: 'Plattform för webbutiken' },
    values: {
      shopify: { label: { en: 'Shopify', sv: 'Shopify' } },
      woocommerce: { label: { en: 'WooCommerce', sv: 'WooCommerce' } },
      magento: { label: { en: 'Adobe Commerce (Magento)', sv: 'Adobe Commerce (Magento)' } },
      custom: { label: { en: 'Own build', sv: 'Egenutvecklad' } },
    },
  },
  checkoutDeliveryDays: {
    kind: 'integer',
    label: { en: 'Days from payment to delivery', sv: 'Dagar från betalning till leverans' },
    helper: { en: 'At most 90', sv: 'Högst 90' },
    min: 0,
    max: 90,
  },
  // The product's own contract
  extraReports: {
    kind: 'integer',
    label: { en: 'Extra reports per month', sv: 'Extra rapporter per månad' },
    min: 0,
    max: 10,
  },
  extraPayoutDays: {
    kind: 'integer',
    label: { en: 'Extra payout days per week', sv: 'Extra utbetalningsdagar per vecka' },
    min: 0,
    max: 4,
  },
} satisfies Record<string, FieldDefinition>;
