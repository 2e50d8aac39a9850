/**
 * Number kinds: money (minor units, `bigint`), integer, number and percentage (`numeric`). Drivers
 * answer bigint and numeric as strings or BigInt; the API answers JSON numbers.
 */
import type { NumberField } from '../types';
import { ORDERED_OPERATORS, type KindSpec } from './kind';

const toNumber = (value: unknown): unknown => (value === null || value === undefined ? value : Number(value));

const SQL_TYPE: Record<NumberField['kind'], string> = {
  money: 'bigint',
  integer: 'integer',
  number: 'numeric',
  percentage: 'numeric',
};

export const numberKind: KindSpec<NumberField> = {
  sqlType: (field) => SQL_TYPE[field.kind],
  checks(field, col) {
    const checks: string[] = [];
    const min = field.kind === 'percentage' ? 0 : field.min;
    const max = field.kind === 'percentage' ? 100 : field.max;
    if (min !== undefined) checks.push(`${col} >= ${min}`);
    if (max !== undefined) checks.push(`${col} <= ${max}`);
    return checks;
  },
  compare: 'plain',
  defaultOperators: ORDERED_OPERATORS,
  fromDb: toNumber,
  toDb: (value) =>
    typeof value === 'number' ? value : value === null || value === undefined ? null : Number(value),
};
