/** The app side of a field's kind (kind.ts): each kind is one file beside this one, named after it. */
import type { ScalarField } from '../../types';
import { boolean } from './boolean';
import { date } from './date';
import { datetime } from './datetime';
import { email } from './email';
import { enumKind } from './enum';
import { file } from './file';
import { image } from './image';
import { integer } from './integer';
import type { UiKind } from './kind';
import { longText } from './longText';
import { money } from './money';
import { number } from './number';
import { password } from './password';
import { percentage } from './percentage';
import { phone } from './phone';
import { reference } from './reference';
import { references } from './references';
import { text } from './text';
import { time } from './time';
import { url } from './url';

/** The field type whose kinds include K (TextField for 'email'). */
type FieldOf<K, F = ScalarField> = F extends ScalarField ? (K extends F['kind'] ? F : never) : never;

const KINDS: { [K in ScalarField['kind']]: UiKind<FieldOf<K>> } = {
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
  enum: enumKind,
  reference,
  references,
  image,
  file,
};

export const uiKindOf = <F extends ScalarField>(field: F): UiKind<F> =>
  KINDS[field.kind] as unknown as UiKind<F>;
