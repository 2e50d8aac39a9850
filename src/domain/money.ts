/** Money amounts travel in minor units (öre, cents) and are shown as major units with two decimals (SPEC 9). */

export const DEFAULT_CURRENCY = 'SEK';
export const MINOR_UNITS_PER_MAJOR = 100;

/** 12345 -> 123.45. Non-integer minor amounts are rounded to the nearest minor unit first. */
export function minorToMajor(minor: number): number {
  return Math.round(minor) / MINOR_UNITS_PER_MAJOR;
}

/** 123.45 -> 12345, rounding away binary noise (0.1 + 0.2 style). */
export function majorToMinor(major: number): number {
  return Math.round(Number((major * MINOR_UNITS_PER_MAJOR).toFixed(4)));
}

/**
 * What a person types as an amount in major units -> minor units; null when it is not an amount.
 * Swedish: a decimal comma ("18,07"; a lone point with one or two decimals is taken as the same) and
 * spaces between thousands. English: a decimal point ("18.07") and commas between thousands
 * ("1,807.50"). At most two decimals; "kr" and "SEK" are ignored; a leading minus is kept.
 */
export function parseMoneyInput(text: string, locale: 'sv' | 'en'): number | null {
  let value = text.replace(/\s|\u00a0|\u202f|kr|sek/gi, '');
  if (value === '') return null;
  if (locale === 'sv') {
    if (value.includes(',')) value = value.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  } else if (value.includes(',')) {
    if (!/^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(value)) return null;
    value = value.replace(/,/g, '');
  }
  if (!/^-?\d+(\.\d{0,2})?$/.test(value)) return null;
  return majorToMinor(Number(value));
}

/** Minor units -> the text an amount input shows: "18,07" in Swedish, "18.07" in English, no grouping. */
export function formatMoneyInput(minor: number, locale: 'sv' | 'en'): string {
  const text = minorToMajor(minor).toFixed(2);
  return locale === 'sv' ? text.replace('.', ',') : text;
}
