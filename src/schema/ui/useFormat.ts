/** Formatters bound to the UI's current language, for views: `const { money } = useFormat()`. */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDate, formatMoney, formatNumber, type FormatLocale } from '../../domain/format';

export function useFormat() {
  const [current] = useLocaleState();
  // Labels are { en, sv } (schema/types.ts); any other locale formats as Swedish, the default.
  const locale: FormatLocale = current === 'en' ? 'en' : 'sv';
  return useMemo(
    () => ({
      locale,
      date: (value: Date | string | number, pattern?: string) => formatDate(value, locale, pattern),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
      money: (minor: number, currency?: string) => formatMoney(minor, locale, currency),
    }),
    [locale],
  );
}
