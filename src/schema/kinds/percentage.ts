/** A percentage, 0 to 100 in whole percent (`numeric`, for the rates a definition may one day allow). */
import { msg } from '../messages';
import { decimalCell, numberKind } from './family-number';
import { pick } from './samples';

export const percentage = numberKind('numeric', true, {
  schema: (_field, { yup }) =>
    yup
      .number()
      .strict()
      .typeError(msg('validation.not_number'))
      .nullable()
      .integer(msg('validation.integer'))
      .min(0, msg('validation.percentage'))
      .max(100, msg('validation.percentage')),
  toCell: decimalCell,
  samples: () => [(i) => pick([0, 6, 12, 25], i)],
});
