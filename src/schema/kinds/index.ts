/** The spec of a field's kind (kind.ts); each family of kinds is one file beside this one. */
import type { FieldDefinition } from '../types';
import { booleanKind } from './boolean';
import { enumKind, multiEnumKind } from './enum';
import type { KindSpec } from './kind';
import { numberKind } from './number';
import { referenceKind, referencesKind } from './reference';
import { jsonKind } from './structured';
import { temporalKinds } from './temporal';
import { passwordKind, textKind } from './text';

export type { KindSpec } from './kind';
export { DEFAULT_MAX_LENGTH } from './text';

const SPECS: Record<Exclude<FieldDefinition['kind'], 'enum'>, KindSpec<never>> = {
  text: textKind,
  longText: textKind,
  email: textKind,
  phone: textKind,
  url: textKind,
  password: passwordKind,
  number: numberKind,
  integer: numberKind,
  money: numberKind,
  percentage: numberKind,
  boolean: booleanKind,
  date: temporalKinds('date'),
  datetime: temporalKinds('datetime'),
  time: temporalKinds('time'),
  reference: referenceKind,
  references: referencesKind,
  image: jsonKind,
  file: jsonKind,
  subRecords: jsonKind,
};

export function kindOf(field: FieldDefinition): KindSpec {
  if (field.kind === 'enum') return (field.multiple ? multiEnumKind : enumKind) as KindSpec;
  return SPECS[field.kind] as KindSpec;
}
