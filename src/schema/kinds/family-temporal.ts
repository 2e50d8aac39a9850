/** What the temporal kinds share: a string of a fixed shape, an ordered column, ordered filters. */
import { msg } from '../messages';
import type { TemporalField } from '../types';
import { identity, ORDERED_OPERATORS, plainCell, textFromCell, type KindSpec } from './kind';

/** A temporal kind stored in `sqlType`, its values matching `shape` (and `valid`), refused with `message`. */
export function temporalKind(
  sqlType: string,
  shape: RegExp,
  message: string,
  own: Pick<KindSpec<TemporalField>, 'fromDb' | 'samples'> & Partial<KindSpec<TemporalField>>,
  valid: (value: string) => boolean = () => true,
): KindSpec<TemporalField> {
  return {
    sqlType: () => sqlType,
    checks: () => [],
    compare: 'plain',
    defaultOperators: ORDERED_OPERATORS,
    filterInput: 'date',
    toDb: identity,
    schema: (_field, { yup }) =>
      yup
        .string()
        .strict()
        .typeError(msg('validation.not_text'))
        .nullable()
        .test({
          name: 'pattern',
          skipAbsent: true,
          test: (v, ctx) =>
            shape.test(v as string) && valid(v as string) ? true : ctx.createError({ message: msg(message) }),
        }),
    inCsv: () => true,
    toCell: plainCell,
    fromCell: textFromCell,
    ...own,
  };
}
