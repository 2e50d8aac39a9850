/** A whole number (`integer`), within the field's min and max. */
import { numberKind } from './family-number';

export const integer = numberKind('integer', true);
