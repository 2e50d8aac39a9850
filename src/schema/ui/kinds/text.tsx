/** One line of text. */
import { textKind } from './family-text';

export const text = textKind('text');
