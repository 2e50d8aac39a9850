/** Yes or no (`boolean`); a CSV cell says "ja"/"nej" or "yes"/"no" (true/false and 1/0 are read too). */
import { msg } from '../messages';
import type { BooleanField } from '../types';
import { EQUALITY, identity, normalizedWord, type KindSpec } from './kind';

const YES = ['ja', 'yes', 'true', '1', 'j', 'y'];
const NO = ['nej', 'no', 'false', '0', 'n'];

export const boolean: KindSpec<BooleanField> = {
  sqlType: () => 'boolean',
  checks: () => [],
  compare: 'plain',
  defaultOperators: EQUALITY,
  filterInput: 'boolean',
  fromDb: identity,
  toDb: identity,
  schema: (_field, { yup }) => yup.boolean().strict().typeError(msg('validation.not_boolean')).nullable(),
  inCsv: () => true,
  toCell: (_field, value, locale) =>
    value ? (locale === 'sv' ? 'ja' : 'yes') : locale === 'sv' ? 'nej' : 'no',
  fromCell(_field, text) {
    const word = normalizedWord(text);
    if (YES.includes(word)) return { value: true };
    if (NO.includes(word)) return { value: false };
    return { issue: { key: 'validation.not_boolean' } };
  },
  samples: () => [(i) => i % 3 !== 0],
};
