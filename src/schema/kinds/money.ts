/**
 * An amount of money in minor units (öre), as a `bigint`. A CSV cell holds it in major units, "45,50" or
 * "45.50", and either is read in either language. A bound is said in kronor, as amounts are shown
 * ("Måste vara minst 200,00 kr", "Must be at least SEK 200.00"), never in öre.
 */
import { formatMoneyInput, parseMoneyInput } from '../../domain/money';
import { msg } from '../messages';
import type { MessageRef } from '../types';
import { numberKind } from './family-number';
import { spread } from './samples';

/**
 * An amount in minor units as the parts the money messages place: whole kronor and two-digit öre, so
 * that Swedish says "200,00 kr" and English "SEK 200.00" with the same placeholders.
 */
function moneyParams(minor: number): { kronor: string; ore: string } {
  const whole = Math.round(Math.abs(minor));
  const sign = minor < 0 && whole > 0 ? '-' : '';
  return { kronor: `${sign}${Math.floor(whole / 100)}`, ore: String(whole % 100).padStart(2, '0') };
}

const moneyBound = (bound: 'min' | 'max', value: number): MessageRef =>
  msg(`validation.money_${bound}`, moneyParams(value));

export const money = numberKind(
  'bigint',
  true,
  {
    toCell: (_field, value, locale) => (typeof value === 'number' ? formatMoneyInput(value, locale) : ''),
    fromCell(_field, text) {
      const minor = parseMoneyInput(text, 'sv') ?? parseMoneyInput(text, 'en');
      return minor === null ? { issue: { key: 'validation.csv.money' } } : { value: minor };
    },
    samples: ({ field }) => {
      const low = Math.max(field.min ?? 0, 100);
      const high = field.max ?? 250_000;
      return [(i) => Math.round(low + spread(i) * (high - low))];
    },
  },
  moneyBound,
);
