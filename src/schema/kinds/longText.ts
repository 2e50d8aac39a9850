/** Several lines of text (`text`, at most 4000 characters unless declared); tabs and line breaks allowed. */
import { multiLineTextRule } from '../../domain/validators/text';
import { textKind } from './family-text';
import { pad, word } from './samples';

export const longText = textKind(4000, {
  rules: { last: multiLineTextRule },
  samples: ({ definition }) => [
    (i) => `${definition.label.one.sv} ${word(i)} ${pad(i)}: skapad för prestandatest med många poster.`,
  ],
});
