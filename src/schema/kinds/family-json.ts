/** Values with a shape of their own, stored as `jsonb` and validated by the definition; never filtered. */
import type { FieldDefinition } from '../types';
import { identity, noSamples, plainCell, textFromCell, type KindSpec } from './kind';

export const jsonColumn = {
  sqlType: () => 'jsonb',
  checks: () => [],
  compare: 'none',
  defaultOperators: [],
  filterInput: null,
  fromDb: identity,
  // Parameters of a jsonb column are sent as JSON text.
  toDb: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
  inCsv: () => false,
  toCell: plainCell,
  fromCell: textFromCell,
  samples: noSamples,
} satisfies Omit<KindSpec<FieldDefinition>, 'schema'>;
