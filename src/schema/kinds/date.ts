/** A calendar day (`date`), answered as YYYY-MM-DD. */
import { temporalKind } from './family-temporal';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const pad = (n: number) => String(n).padStart(2, '0');

export const date = temporalKind(
  'date',
  DATE,
  'validation.date',
  {
    // A driver that parses dates answers local midnight of that day.
    fromDb: (value) =>
      value instanceof Date
        ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
        : value,
    samples: () => [
      (i) => new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10),
    ],
  },
  (value) => !Number.isNaN(Date.parse(value)),
);
