/**
 * The card brands the platform takes (SPEC 9), one list for the agreement's accepted brands and the
 * card a payment was made with. Brand names are the same in every language.
 */
export const CARD_BRAND_VALUES = {
  visa: { label: { en: 'Visa', sv: 'Visa' } },
  mastercard: { label: { en: 'Mastercard', sv: 'Mastercard' } },
  amex: { label: { en: 'American Express', sv: 'American Express' } },
  diners: { label: { en: 'Diners Club', sv: 'Diners Club' } },
  discover: { label: { en: 'Discover', sv: 'Discover' } },
};

/** A card brand's name, or the stored value itself when it is not one of ours. */
export function cardBrandName(brand: string): string {
  return brand in CARD_BRAND_VALUES
    ? CARD_BRAND_VALUES[brand as keyof typeof CARD_BRAND_VALUES].label.en
    : brand;
}
