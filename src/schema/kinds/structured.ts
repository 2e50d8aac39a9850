/**
 * Values with a shape of their own, stored as `jsonb` and validated by the definition: uploads (image,
 * file: `{ src, title }`) and sub-records (rows of a table, e.g. opening hours).
 */
import type { FieldDefinition } from '../types';
import { identity, type KindSpec } from './kind';

export const jsonKind: KindSpec<FieldDefinition> = {
  sqlType: () => 'jsonb',
  checks: () => [],
  compare: 'none',
  defaultOperators: [],
  fromDb: identity,
  // Parameters of a jsonb column are sent as JSON text.
  toDb: (value) => (value === null || value === undefined ? null : JSON.stringify(value)),
};
