/**
 * The card acquiring contract as an A4 PDF, filled from an agreement: the customer, its card price
 * category and rate, the card brands it accepts, its expected card sales and largest payment, and the
 * settlement and notice terms of its contract version, in sv or en; with no card brand chosen, that
 * acquiring is not included, and no signature is asked for.
 */
import { contractTerms } from '../../domain/contract-terms';
import { formatMoney, type FormatLocale } from '../../domain/format';
import { CONTRACT_FIELDS } from '../../resources/agreements/contract-fields';
import { ONBOARDING_FIELDS } from '../../resources/agreements/onboarding-fields';
import { choiceText, contractSheet, contractVersionOf, textOf } from './contractSheet';
import { contractTypeOf, withCardBrands } from './types';

const TEXTS = {
  sv: { acquiring: 'Kortinlösen', terms: 'Villkor', notIncluded: 'Kortinlösen ingår inte i avtalet.' },
  en: {
    acquiring: 'Card acquiring',
    terms: 'Terms',
    notIncluded: 'Card acquiring is not included in the agreement.',
  },
} as const;

export function acquiringPdf(agreement: Record<string, unknown>, locale: FormatLocale): Promise<Blob> {
  const t = TEXTS[locale];
  const version = contractVersionOf(agreement);
  const title = contractTypeOf('acquiring')!.title[locale];
  const { row, section, ...sheet } = contractSheet(agreement, { title, version, locale });
  const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value, locale) : '');
  const { priceCategory, marketingName } = ONBOARDING_FIELDS;
  const { cardBrands, acquiringMonthlyVolume, largestTransaction } = CONTRACT_FIELDS;

  sheet.parties();
  section(t.acquiring);
  if (!withCardBrands(agreement)) {
    row(t.notIncluded);
    return sheet.finish(false);
  }
  row(marketingName.label[locale], textOf(agreement.marketingName));
  row(priceCategory.label[locale], choiceText(priceCategory.values, agreement.priceCategory, locale));
  row(
    cardBrands.label[locale],
    (Array.isArray(agreement.cardBrands) ? agreement.cardBrands : [])
      .map((brand) => choiceText(cardBrands.values, brand, locale))
      .filter(Boolean)
      .join(', '),
  );
  row(acquiringMonthlyVolume.label[locale], money(agreement.acquiringMonthlyVolume));
  row(largestTransaction.label[locale], money(agreement.largestTransaction));

  section(t.terms);
  sheet.settlement(contractTerms(version));
  return sheet.finish();
}
