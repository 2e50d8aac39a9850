/**
 * Rows of a small table inside the record (opening hours, a product's EANs) in `jsonb`, each row
 * validated by the row's fields and rules. A list of one-field rows travels in a CSV cell as that
 * field's values joined by " | " (src/schema/csv-values.ts); the bench makes rows from the row's
 * fields' kinds (bench/generate.ts).
 */
import { msg } from '../messages';
import type { SubRecordsField } from '../types';
import { jsonColumn } from './family-json';
import type { KindSpec } from './kind';

/** The only field of a one-field row, or null. */
export function singleSubField(field: SubRecordsField): [string, SubRecordsField['fields'][string]] | null {
  const entries = Object.entries(field.fields);
  return entries.length === 1 ? (entries[0] ?? null) : null;
}

export const subRecords: KindSpec<SubRecordsField> = {
  ...jsonColumn,
  schema(field, { yup, row }) {
    let list = yup
      .array()
      .strict()
      .typeError(msg('validation.not_list'))
      .of(row(field).required(msg('validation.not_object')))
      .nullable();
    const min = field.minRows ?? (field.required ? 1 : 0);
    if (min > 0)
      list = list.min(
        min,
        min === 1 ? msg('validation.at_least_one_row') : msg('validation.min_rows', { min }),
      );
    if (field.maxRows !== undefined)
      list = list.max(field.maxRows, msg('validation.max_rows', { max: field.maxRows }));
    return list;
  },
  inCsv: (field) => singleSubField(field) !== null,
};
