/**
 * An amount of money in minor units (öre), as a `bigint`. A CSV cell holds it in major units, "45,50" or
 * "45.50", and either is read in either language.
 */
import { formatMoneyInput, parseMoneyInput } from '../../domain/money';
import { numberKind } from './family-number';
import { spread } from './samples';

export const money = numberKind('bigint', true, {
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
});
