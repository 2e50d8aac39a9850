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
