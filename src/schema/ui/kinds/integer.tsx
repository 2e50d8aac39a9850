/** A whole number, stepped by one, shown with the user's digit grouping. */
import { numberKind } from './family-number';

export const integer = numberKind((format, value) => format.number(value, { maximumFractionDigits: 6 }));
