/**
 * Dates (`date`, answered as YYYY-MM-DD), date-times (`timestamptz`, answered as ISO 8601 in UTC) and
 * times of day (`time`, answered as HH:MM, or HH:MM:SS when the seconds are not zero).
 */
import type { TemporalField } from '../types';
import { identity, ORDERED_OPERATORS, type KindSpec } from './kind';

const SQL_TYPE: Record<TemporalField['kind'], string> = {
  date: 'date',
  datetime: 'timestamptz',
  time: 'time',
};

const pad = (n: number) => String(n).padStart(2, '0');

function dateFromDb(value: unknown): unknown {
  // A driver that parses dates answers local midnight of that day.
  if (value instanceof Date)
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return value;
}

const datetimeFromDb = (value: unknown): unknown =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'string'
      ? new Date(value).toISOString()
      : value;

const timeFromDb = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/^(\d{2}:\d{2}):00$/, '$1') : value;

const FROM_DB: Record<TemporalField['kind'], (value: unknown) => unknown> = {
  date: dateFromDb,
  datetime: datetimeFromDb,
  time: timeFromDb,
};

export const temporalKind: KindSpec<TemporalField> = {
  sqlType: (field) => SQL_TYPE[field.kind],
  checks: () => [],
  compare: 'plain',
  defaultOperators: ORDERED_OPERATORS,
  fromDb: (value) => value,
  toDb: identity,
};

/** The temporal kinds differ only in how values come back: one spec each. */
export const temporalKinds = (kind: TemporalField['kind']): KindSpec<TemporalField> => ({
  ...temporalKind,
  fromDb: FROM_DB[kind],
});
