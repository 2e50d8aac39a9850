/**
 * The online checkout contract as an A4 PDF, filled from an agreement: the customer, then its web shop
 * (address, platform, days from payment to delivery), or that online checkout is not included, in sv
 * or en.
 */
import { formatNumber, type FormatLocale } from '../../domain/format';
import { CONTRACT_FIELDS } from '../../resources/agreements/contract-fields';
import { choiceText, contractSheet, contractVersionOf, textOf } from './contractSheet';
import { contractTypeOf } from './types';

const TEXTS = {
  sv: { shop: 'Webbutik', notIncluded: 'Onlinekassa ingår inte i avtalet.' },
  en: { shop: 'Web shop', notIncluded: 'Online checkout is not included in the agreement.' },
} as const;

export function checkoutPdf(agreement: Record<string, unknown>, locale: FormatLocale): Promise<Blob> {
  const t = TEXTS[locale];
  const title = contractTypeOf('checkout')!.title[locale];
  const { row, section, ...sheet } = contractSheet(agreement, {
    title,
    version: contractVersionOf(agreement),
    locale,
  });
  const { checkoutWebsite, checkoutPlatform, checkoutDeliveryDays } = CONTRACT_FIELDS;
  const days = agreement.checkoutDeliveryDays;

  sheet.parties();
  section(t.shop);
  if (agreement.checkoutIncluded !== true) {
    row(t.notIncluded);
    return sheet.finish(false);
  }
  row(checkoutWebsite.label[locale], textOf(agreement.checkoutWebsite));
  row(
    checkoutPlatform.label[locale],
    choiceText(checkoutPlatform.values, agreement.checkoutPlatform, locale),
  );
  row(checkoutDeliveryDays.label[locale], typeof days === 'number' ? formatNumber(days, locale) : '');
  return sheet.finish();
}
