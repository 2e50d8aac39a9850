/** The spec of a field's kind (kind.ts): each kind is one file beside this one, named after it. */
import type { FieldDefinition } from '../types';
import { boolean } from './boolean';
import { date } from './date';
import { datetime } from './datetime';
import { email } from './email';
import { enumKind, multiEnumKind } from './enum';
import { file } from './file';
import { image } from './image';
import { integer } from './integer';
import type { KindSpec } from './kind';
import { longText } from './longText';
import { money } from './money';
import { number } from './number';
import { password } from './password';
import { percentage } from './percentage';
import { phone } from './phone';
import { reference } from './reference';
import { references } from './references';
import { subRecords } from './subRecords';
import { text } from './text';
import { time } from './time';
import { url } from './url';

export type { CellRead, CsvLocale, CsvReferences, KindSpec, Sample } from './kind';

/** The field type whose kinds include K (TextField for 'email'). */
type FieldOf<K, F = FieldDefinition> = F extends FieldDefinition ? (K extends F['kind'] ? F : never) : never;

const SPECS: { [K in Exclude<FieldDefinition['kind'], 'enum'>]: KindSpec<FieldOf<K>> } = {
  text,
  longText,
  email,
  phone,
  url,
  password,
  number,
  integer,
  money,
  percentage,
  boolean,
  date,
  datetime,
  time,
  reference,
  references,
  image,
  file,
  subRecords,
};

export function kindOf<F extends FieldDefinition>(field: F): KindSpec<F> {
  if (field.kind === 'enum') return (field.multiple ? multiEnumKind : enumKind) as unknown as KindSpec<F>;
  return SPECS[field.kind] as unknown as KindSpec<F>;
}
