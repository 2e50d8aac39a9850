/** A percentage 0-100, shown as "25 %" in Swedish and "25%" in English. */
import { numberKind } from './family-number';

export const percentage = numberKind((format, value) =>
  format.number(value / 100, { style: 'percent', maximumFractionDigits: 2 }),
);
