/** A phone number: a telephone keyboard on phones, shown as written. */
import { textKind } from './family-text';

export const phone = textKind('tel');
