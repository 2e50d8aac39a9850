/** A decimal number (`numeric`), within the field's min and max. */
import { decimalCell, numberKind } from './family-number';

export const number = numberKind('numeric', false, { toCell: decimalCell });
