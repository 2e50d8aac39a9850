/** A decimal number, shown with up to six decimals in the user's language. */
import { numberKind } from './family-number';

export const number = numberKind((format, value) => format.number(value, { maximumFractionDigits: 6 }));
