/**
 * What the number kinds share: a numeric column within the field's bounds, ordered filters, JSON numbers.
 * Drivers answer bigint and numeric as strings or BigInt; the API answers JSON numbers.
 */
import { msg } from '../messages';
import type { MessageRef, NumberField } from '../types';
import { ORDERED_OPERATORS, type CellRead, type KindSpec } from './kind';
import { spread } from './samples';

const toNumber = (value: unknown): unknown => (value === null || value === undefined ? value : Number(value));

/** The field's bounds: its own, or a percentage's 0-100. */
export const bounds = (field: NumberField): { min?: number; max?: number } =>
  field.kind === 'percentage' ? { min: 0, max: 100 } : { min: field.min, max: field.max };

/** A number as a Swedish or English cell: "12,5" or "12.5". */
export const decimalCell = (_field: unknown, value: unknown, locale: 'sv' | 'en'): string =>
  locale === 'sv' ? String(value).replace('.', ',') : String(value);

/** A cell with either decimal sign and any spaces between digit groups. */
export function decimalFromCell(_field: unknown, text: string): CellRead {
  const number = Number(text.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) ? { value: number } : { issue: { key: 'validation.not_number' } };
}

/**
 * What an integer or bigint column holds. A bigint holds more than 2^53, but the API reads and writes
 * numbers as JSON numbers, exact only up to Number.MAX_SAFE_INTEGER: an amount past it would change.
 */
const COLUMN_RANGES: Readonly<Record<string, { min: number; max: number }>> = {
  integer: { min: -2_147_483_648, max: 2_147_483_647 },
  bigint: { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
};

/** The message of a bound the value passes: "Must be at least %{min}". */
export type BoundMessage = (bound: 'min' | 'max', value: number) => MessageRef;

const plainBound: BoundMessage = (bound, value) => msg(`validation.${bound}`, { [bound]: value });

/**
 * A number kind in a column of this SQL type; `whole` refuses fractions; `boundMessage` says a bound
 * the way the kind shows its values (money: in kronor, not in öre).
 */
export function numberKind(
  sqlType: string,
  whole: boolean,
  own: Partial<KindSpec<NumberField>> = {},
  boundMessage: BoundMessage = plainBound,
): KindSpec<NumberField> {
  const range = COLUMN_RANGES[sqlType];
  return {
    sqlType: () => sqlType,
    ...(range ? { range } : {}),
    checks(field, col) {
      const { min, max } = bounds(field);
      return [
        ...(min !== undefined ? [`${col} >= ${min}`] : []),
        ...(max !== undefined ? [`${col} <= ${max}`] : []),
      ];
    },
    compare: 'plain',
    defaultOperators: ORDERED_OPERATORS,
    filterInput: 'number',
    fromDb: toNumber,
    toDb: (value) =>
      typeof value === 'number' ? value : value === null || value === undefined ? null : Number(value),
    schema(field, { yup }) {
      let s = yup.number().strict().typeError(msg('validation.not_number')).nullable();
      if (whole) s = s.integer(msg('validation.integer'));
      if (field.min !== undefined) s = s.min(field.min, boundMessage('min', field.min));
      if (field.max !== undefined) s = s.max(field.max, boundMessage('max', field.max));
      // The column's own bounds, where the field's do not already keep within them.
      if (range && (field.min === undefined || field.min < range.min))
        s = s.min(range.min, msg('validation.number_too_small'));
      if (range && (field.max === undefined || field.max > range.max))
        s = s.max(range.max, msg('validation.number_too_large'));
      return s;
    },
    inCsv: () => true,
    toCell: (_field, value) => String(value),
    fromCell: decimalFromCell,
    samples: ({ field }) => {
      const min = field.min ?? 0;
      const max = field.max ?? min + 1000;
      return whole
        ? [(i) => Math.round(min + spread(i) * (max - min))]
        : [(i) => Math.round((min + spread(i) * (max - min)) * 10_000) / 10_000];
    },
    ...own,
  };
}
