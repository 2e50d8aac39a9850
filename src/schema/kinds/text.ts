/** Text kinds: text, longText, email, phone, url, password (a hash is stored). Stored as `text`. */
import type { TextField } from '../types';
import { identity, TEXT_OPERATORS, type KindSpec } from './kind';

/** The longest value of each kind when a field declares no maxLength (the validation builder's too). */
export const DEFAULT_MAX_LENGTH: Record<TextField['kind'], number> = {
  text: 255,
  longText: 4000,
  email: 254,
  phone: 30,
  url: 2048,
  password: 128,
};

export const textKind: KindSpec<TextField> = {
  sqlType: () => 'text',
  checks(field, col) {
    // A password column holds its scrypt hash, longer than the password the rule limits.
    if (field.kind === 'password') return [];
    return [`char_length(${col}) <= ${field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind]}`];
  },
  compare: 'lower',
  defaultOperators: TEXT_OPERATORS,
  fromDb: identity,
  toDb: identity,
};

export const passwordKind: KindSpec<TextField> = { ...textKind, compare: 'none', defaultOperators: [] };
