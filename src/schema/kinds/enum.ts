/** Enums: `text` with a CHECK of the declared values; several values (`multiple`) as `text[]`. */
import type { EnumField } from '../types';
import { EQUALITY, identity, sqlLiteral, type KindSpec } from './kind';

const values = (field: EnumField) => Object.keys(field.values).map(sqlLiteral).join(', ');

export const enumKind: KindSpec<EnumField> = {
  sqlType: (field) => (field.multiple ? 'text[]' : 'text'),
  checks: (field, col) => [
    field.multiple ? `${col} <@ ARRAY[${values(field)}]::text[]` : `${col} IN (${values(field)})`,
  ],
  compare: 'plain',
  defaultOperators: EQUALITY,
  fromDb: identity,
  toDb: identity,
};

export const multiEnumKind: KindSpec<EnumField> = { ...enumKind, compare: 'array' };
