/** What the text kinds share: a `text` column within a length, compared case-insensitively, read as written. */
import { msg } from '../messages';
import type { TextField } from '../types';
import { identity, plainCell, TEXT_OPERATORS, textFromCell, type KindSpec, type SampleContext } from './kind';
import { pad } from './samples';

/** A text kind with its longest value when a field declares no maxLength. */
export function textKind(
  maxLength: number,
  own: Pick<KindSpec<TextField>, 'samples'> & Partial<KindSpec<TextField>>,
): KindSpec<TextField> {
  return {
    sqlType: () => 'text',
    checks: (field, col) => [`char_length(${col}) <= ${field.maxLength ?? maxLength}`],
    compare: 'lower',
    defaultOperators: TEXT_OPERATORS,
    filterInput: 'text',
    fromDb: identity,
    toDb: identity,
    schema(field, { yup }) {
      let s = yup.string().strict().typeError(msg('validation.not_text')).nullable();
      if (field.minLength) s = s.min(field.minLength, msg('validation.min_length', { min: field.minLength }));
      const max = field.maxLength ?? maxLength;
      return s.max(max, msg('validation.max_length', { max }));
    },
    inCsv: () => true,
    toCell: plainCell,
    // Spaces around a text are kept, so that the field's rules refuse them as the form does.
    fromCell: (field, text) => textFromCell(field, text),
    ...own,
  };
}

/** A slug of the field's name and the record's number (unique per record). */
export const slug = ({ source }: SampleContext<TextField>, i: number): string =>
  `${source.toLowerCase().replace(/[^a-z0-9]/g, '') || 'x'}-${pad(i)}`;
