/**
 * Locale formatting of dates, numbers and money (SPEC 9). Isomorphic: Intl and date-fns only, so the
 * server, exports and views format the same way. Views use the bound versions from src/schema/ui/useFormat.
 */
import { format as formatWithPattern } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { sv } from 'date-fns/locale/sv';
import type { Locale as DateFnsLocale } from 'date-fns';
import { DEFAULT_CURRENCY, minorToMajor } from './money';

/** The application's languages; the same values as the i18n catalogue's locales. */
export type FormatLocale = 'sv' | 'en';

/** The SPEC's date format "YYYY-MM-DD HH:mm:ss" in date-fns tokens. */
export const DATE_TIME_PATTERN = 'yyyy-MM-dd HH:mm:ss';
export const DATE_PATTERN = 'yyyy-MM-dd';

const INTL_LOCALES: Record<FormatLocale, string> = { sv: 'sv-SE', en: 'en-GB' };
const DATE_FNS_LOCALES: Record<FormatLocale, DateFnsLocale> = { sv, en: enGB };

export function intlLocale(locale: FormatLocale): string {
  return INTL_LOCALES[locale];
}

export function dateFnsLocale(locale: FormatLocale): DateFnsLocale {
  return DATE_FNS_LOCALES[locale];
}

/** A date in a date-fns pattern; month and day names follow the locale. Invalid input gives ''. */
export function formatDate(
  value: Date | string | number,
  locale: FormatLocale,
  pattern: string = DATE_TIME_PATTERN,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatWithPattern(date, pattern, { locale: dateFnsLocale(locale) });
}

/**
 * Formatters by locale and options: building an Intl.NumberFormat costs far more than formatting with
 * one, and a list page formats hundreds of values.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: FormatLocale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(
  value: number,
  locale: FormatLocale,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, options).format(value);
}

/** Minor units shown as major units with exactly two decimals, in the locale's currency style. */
export function formatMoney(
  minor: number,
  locale: FormatLocale,
  currency: string = DEFAULT_CURRENCY,
): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorToMajor(minor));
}
