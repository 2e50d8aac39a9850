/**
 * Locale formatting of dates, numbers and money (SPEC 9). Isomorphic: Intl only, so the server, exports
 * and views format the same way. Views use the bound versions from src/schema/ui/useFormat.
 */
import { DEFAULT_CURRENCY, minorToMajor } from './money';

/** The application's languages; the same values as the i18n catalogue's locales. */
export type FormatLocale = 'sv' | 'en';

/** The SPEC's date format "YYYY-MM-DD HH:mm:ss" in the tokens of `formatDate`. */
export const DATE_TIME_PATTERN = 'yyyy-MM-dd HH:mm:ss';
export const DATE_PATTERN = 'yyyy-MM-dd';

const INTL_LOCALES: Record<FormatLocale, string> = { sv: 'sv-SE', en: 'en-GB' };

export function intlLocale(locale: FormatLocale): string {
  return INTL_LOCALES[locale];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Month and weekday names of the locale, from Intl (cached: building a DateTimeFormat is costly). */
const nameFormats = new Map<string, Intl.DateTimeFormat>();
function dateName(date: Date, locale: FormatLocale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = nameFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), options);
    nameFormats.set(key, formatter);
  }
  return formatter.format(date);
}

/** The tokens `formatDate` knows (date-fns' spelling of them), longest first. */
const TOKENS: Readonly<Record<string, (date: Date, locale: FormatLocale) => string>> = {
  yyyy: (date) => pad(date.getFullYear(), 4),
  MMMM: (date, locale) => dateName(date, locale, { month: 'long' }),
  MMM: (date, locale) => dateName(date, locale, { month: 'short' }),
  MM: (date) => pad(date.getMonth() + 1),
  EEEE: (date, locale) => dateName(date, locale, { weekday: 'long' }),
  EEE: (date, locale) => dateName(date, locale, { weekday: 'short' }),
  dd: (date) => pad(date.getDate()),
  d: (date) => String(date.getDate()),
  HH: (date) => pad(date.getHours()),
  mm: (date) => pad(date.getMinutes()),
  ss: (date) => pad(date.getSeconds()),
};
const TOKEN = new RegExp(`'[^']*'|${Object.keys(TOKENS).join('|')}|[A-Za-z]`, 'g');

/**
 * A date in a pattern of the tokens above (`yyyy-MM-dd HH:mm`, `d MMMM yyyy`, `EEEE`), in local time;
 * month and day names follow the locale; text in single quotes is kept. Invalid input gives ''.
 */
export function formatDate(
  value: Date | string | number,
  locale: FormatLocale,
  pattern: string = DATE_TIME_PATTERN,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return pattern.replace(TOKEN, (token) => {
    if (token.startsWith("'")) return token.slice(1, -1);
    const format = TOKENS[token];
    if (!format) throw new RangeError(`Unknown date token "${token}" in "${pattern}"`);
    return format(date, locale);
  });
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

/**
 * A message's placeholder values as the locale writes them: a fraction with its decimal comma in Swedish
 * ("3,1 MB"); whole numbers (counts, limits, plural counts) and texts stay as they are.
 */
export function localizedParams<T extends Record<string, unknown>>(params: T, locale: FormatLocale): T {
  const fractions = Object.entries(params).filter(([, v]) => typeof v === 'number' && !Number.isInteger(v));
  if (fractions.length === 0) return params;
  const out: Record<string, unknown> = { ...params };
  for (const [name, value] of fractions)
    out[name] = formatNumber(value as number, locale, { maximumFractionDigits: 2, useGrouping: false });
  return out as T;
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
