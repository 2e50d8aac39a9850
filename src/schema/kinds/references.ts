/**
 * References to several records of another resource (`text[]`). PostgreSQL has no foreign keys over
 * arrays, so the API refuses to delete a record that a list still names (server/resources/references.ts).
 * A CSV cell holds the names joined by " | ".
 */
import { msg } from '../messages';
import type { ReferenceField } from '../types';
import { listSchema } from './family-list';
import type { KindSpec } from './kind';
import { reference } from './reference';
import { pick } from './samples';

export const references: KindSpec<ReferenceField> = {
  ...reference,
  sqlType: () => 'text[]',
  compare: 'array',
  schema: (field, { yup }) =>
    listSchema(
      yup,
      yup
        .string()
        .strict()
        .typeError(msg('validation.not_text'))
        .required(msg('validation.reference_missing')),
      field,
    ),
  samples({ field, refs }) {
    const ids = refs(field.reference);
    if (ids.length === 0) return [];
    const count = Math.min(Math.max(field.minItems ?? 1, 1), ids.length);
    return [(i) => Array.from({ length: count }, (_, k) => pick(ids, i + k))];
  },
};
