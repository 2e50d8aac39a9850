/**
 * A reference to one record of another resource: `text`, a foreign key to that storage's table with
 * the declared `onDelete`. A CSV cell holds the referenced record's name (its representation).
 */
import { msg } from '../messages';
import type { ReferenceField } from '../types';
import { EQUALITY, identity, type CellRead, type CsvReferences, type KindSpec } from './kind';
import { pick } from './samples';

/** A referenced record's id by its name, exactly one. */
export function referenceFromCell(field: ReferenceField, text: string, refs: CsvReferences): CellRead {
  const name = text.trim();
  const ids = refs.idsOf(field.reference, name);
  if (ids.length === 1) return { value: ids[0] };
  return {
    issue: { key: ids.length ? 'validation.csv.ambiguous' : 'validation.csv.no_such', params: { name } },
  };
}

export const reference: KindSpec<ReferenceField> = {
  sqlType: () => 'text',
  checks: () => [],
  compare: 'plain',
  defaultOperators: EQUALITY,
  filterInput: 'reference',
  fromDb: identity,
  toDb: identity,
  schema: (_field, { yup }) =>
    yup
      .string()
      .strict()
      .typeError(msg('validation.not_text'))
      .max(100, msg('validation.max_length', { max: 100 }))
      .nullable(),
  inCsv: () => true,
  toCell: (field, value, _locale, refs) => refs.nameOf(field.reference, String(value)) ?? '',
  fromCell: referenceFromCell,
  samples({ field, refs }) {
    const ids = refs(field.reference);
    return ids.length === 0 ? [] : [(i) => pick(ids, i)];
  },
};
