/**
 * VAT rates with effective dates (DOMAIN.md: food is 6 % from 2026-04-01 to 2027-12-31, 12 % before
 * and after). A tax group holds its rates, each valid from a date (or from the start); the rate of a
 * day is the one with the latest start on or before it. Prices are shown with today's rate; reports use
 * the rate of the sale's date.
 */
import { todayIn } from './todayIn';

export interface DatedRate {
  /** Percent, e.g. 25. */
  rate: number;
  /** ISO date (YYYY-MM-DD) from which the rate applies; absent or null: from the start. */
  validFrom?: string | null;
}

/** The rate of a tax group on a day (ISO date), or null when none applies yet. */
export function rateOn(rates: readonly DatedRate[], day: string): number | null {
  let best: DatedRate | null = null;
  for (const entry of rates) {
    const from = entry.validFrom ?? '';
    if (from > day) continue;
    if (best === null || from >= (best.validFrom ?? '')) best = entry;
  }
  return best ? best.rate : null;
}

/** Today's date in Sweden (the platform's time zone) as YYYY-MM-DD. */
export const swedishToday = (now: Date = new Date()): string => todayIn('Europe/Stockholm', now);

/** A price including VAT (minor units) -> the price excluding it, rounded to the minor unit. */
export function excludingVat(priceIncludingVat: number, ratePercent: number): number {
  return Math.round((priceIncludingVat * 100) / (100 + ratePercent));
}
