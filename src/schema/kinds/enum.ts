/**
 * One of the declared values (`text` with a CHECK of them), or several (`multiple`: `text[]`, filtered
 * by overlap). A CSV cell holds a value's label in either language, or its key.
 */
import { msg } from '../messages';
import type { EnumField } from '../types';
import { listSchema } from './family-list';
import { EQUALITY, identity, normalizedWord, sqlLiteral, type KindSpec } from './kind';
import { pick } from './samples';

/** Whether a value may be chosen beside the record's other values (its `when`). */
export const enumValueFits = (field: EnumField, value: string, record: Readonly<Record<string, unknown>>) =>
  Object.entries(field.values[value]?.when ?? {}).every(([other, wanted]) =>
    wanted.includes(String(record[other] ?? '')),
  );

const values = (field: EnumField) => Object.keys(field.values).map(sqlLiteral).join(', ');

export const enumKind: KindSpec<EnumField> = {
  sqlType: (field) => (field.multiple ? 'text[]' : 'text'),
  checks: (field, col) => [
    field.multiple ? `${col} <@ ARRAY[${values(field)}]::text[]` : `${col} IN (${values(field)})`,
  ],
  compare: 'plain',
  defaultOperators: EQUALITY,
  filterInput: 'select',
  fromDb: identity,
  toDb: identity,
  schema(field, { yup }) {
    const allowed = Object.keys(field.values);
    const one = yup
      .string()
      .strict()
      .typeError(msg('validation.not_text'))
      .test({
        name: 'enum',
        skipAbsent: true,
        test: (v, ctx) => {
          if (!allowed.includes(v as string)) return ctx.createError({ message: msg('validation.enum') });
          const record = (ctx.parent ?? {}) as Record<string, unknown>;
          return enumValueFits(field, v as string, record)
            ? true
            : ctx.createError({ message: msg('validation.enum_unavailable') });
        },
      });
    return field.multiple ? listSchema(yup, one.required(msg('validation.enum')), field) : one.nullable();
  },
  inCsv: () => true,
  toCell: (field, value, locale) => field.values[String(value)]?.label[locale] ?? String(value),
  fromCell(field, text) {
    const word = normalizedWord(text);
    const found = Object.entries(field.values).find(
      ([key, { label }]) =>
        normalizedWord(key) === word ||
        normalizedWord(label.sv) === word ||
        normalizedWord(label.en) === word,
    );
    return found ? { value: found[0] } : { issue: { key: 'validation.enum' } };
  },
  samples({ field }) {
    const keys = Object.keys(field.values);
    if (keys.length === 0) return [];
    return field.multiple ? [(i) => [pick(keys, i)]] : [(i) => pick(keys, i)];
  },
};

export const multiEnumKind: KindSpec<EnumField> = { ...enumKind, compare: 'array' };
