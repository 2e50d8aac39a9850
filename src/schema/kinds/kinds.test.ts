/**
 * Every field kind is one file here and one in ../ui/kinds/, and each kind's parts agree with each
 * other: what it writes in a CSV cell it reads back, and the bench values it makes its own rule accepts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { fieldSchema } from '../validation';
import { kindOf, type CsvReferences } from './index';

const label = { sv: 'Fält', en: 'Field' };
const upload = { label, accept: ['image/png'], maxBytes: 1000 };

/** One field of every kind (the type makes a new kind fail here until it has one). */
const FIELDS: Record<FieldDefinition['kind'], FieldDefinition> = {
  text: { kind: 'text', label, maxLength: 40 },
  longText: { kind: 'longText', label },
  email: { kind: 'email', label },
  phone: { kind: 'phone', label },
  url: { kind: 'url', label },
  password: { kind: 'password', label },
  number: { kind: 'number', label, min: 0, max: 10 },
  integer: { kind: 'integer', label, min: 1, max: 99 },
  money: { kind: 'money', label },
  percentage: { kind: 'percentage', label },
  boolean: { kind: 'boolean', label },
  date: { kind: 'date', label },
  datetime: { kind: 'datetime', label },
  time: { kind: 'time', label },
  enum: {
    kind: 'enum',
    label,
    values: { OPEN: { label: { sv: 'Öppen', en: 'Open' } }, SHUT: { label: { sv: 'Stängd', en: 'Shut' } } },
  },
  reference: { kind: 'reference', label, reference: 'stores' },
  references: { kind: 'references', label, reference: 'stores' },
  image: { kind: 'image', ...upload },
  file: { kind: 'file', ...upload },
  subRecords: { kind: 'subRecords', label, fields: { ean: { kind: 'text', label } } },
};

const STORES: Record<string, string> = { 'store-1': 'Götgatan', 'store-2': 'Järntorget' };
const refs: CsvReferences = {
  nameOf: (_resource, id) => STORES[id],
  idsOf: (_resource, name) => Object.keys(STORES).filter((id) => STORES[id] === name),
};
const definition = {
  name: 'things',
  label: { one: { sv: 'Sak', en: 'Thing' }, many: { sv: 'Saker', en: 'Things' } },
  representation: 'name',
  fields: {},
} as unknown as ResourceDefinition;

const accepts = async (field: FieldDefinition, value: unknown) =>
  fieldSchema(field, 'create')
    .validate(value, { strict: true })
    .then(() => true)
    .catch(() => false);

describe.each(Object.entries(FIELDS))('the %s kind', (kind, field) => {
  const spec = kindOf(field);
  const samples = spec.samples({
    definition,
    source: 'name',
    field: field as never,
    refs: () => Object.keys(STORES),
    row: 0,
  });

  it('is one file of the isomorphic specs and one of the app’s views', () => {
    expect(existsSync(path.join(import.meta.dirname, `${kind}.ts`))).toBe(true);
    expect(existsSync(path.join(import.meta.dirname, '..', 'ui', 'kinds', `${kind}.tsx`))).toBe(true);
  });

  it('accepts its own bench values', async () => {
    for (const sample of samples)
      for (const i of [0, 1, 7, 99_999])
        expect(await accepts(field, sample(i)), String(sample(i))).toBe(true);
  });

  it.runIf(spec.inCsv(field) && field.kind !== 'subRecords')(
    'reads back what it writes in a CSV cell, in Swedish and in English',
    () => {
      for (const sample of samples.slice(0, 1)) {
        const value = field.kind === 'references' ? sample(0) : sample(3);
        const one = Array.isArray(value) ? value[0] : value;
        const item = field.kind === 'references' ? { ...field, kind: 'reference' as const } : field;
        for (const locale of ['sv', 'en'] as const) {
          const cell = kindOf(item).toCell(item as never, one, locale, refs);
          expect(kindOf(item).fromCell(item as never, cell, refs)).toEqual({ value: one });
        }
      }
    },
  );
});

describe('kinds that differ from one another', () => {
  it('stores money in minor units and writes it in major units for the language', () => {
    const money = kindOf(FIELDS.money);
    expect(money.sqlType(FIELDS.money as never)).toBe('bigint');
    expect(money.toCell(FIELDS.money as never, 4550, 'sv', refs)).toBe('45,50');
    expect(money.toCell(FIELDS.money as never, 4550, 'en', refs)).toBe('45.50');
    expect(money.fromCell(FIELDS.money as never, '45.50', refs)).toEqual({ value: 4550 });
    expect(money.fromCell(FIELDS.money as never, 'fyrtio', refs)).toEqual({
      issue: { key: 'validation.csv.money' },
    });
  });

  it('names a reference by its record’s name, and refuses a name that is not one record’s', () => {
    const reference = kindOf(FIELDS.reference);
    expect(reference.toCell(FIELDS.reference as never, 'store-2', 'sv', refs)).toBe('Järntorget');
    expect(reference.fromCell(FIELDS.reference as never, 'Hamngatan', refs)).toEqual({
      issue: { key: 'validation.csv.no_such', params: { name: 'Hamngatan' } },
    });
  });

  it('never filters, exports or generates a password, and keeps no length check on its hash', () => {
    const password = kindOf(FIELDS.password);
    expect([
      password.filterInput,
      password.defaultOperators,
      password.inCsv(FIELDS.password as never),
    ]).toEqual([null, [], false]);
    expect(password.checks(FIELDS.password as never, '"password"')).toEqual([]);
    expect(kindOf(FIELDS.text).checks(FIELDS.text as never, '"name"')).toEqual(['char_length("name") <= 40']);
  });

  it('checks the declared enum values in the column, one or several', () => {
    const single = FIELDS.enum;
    const several = { ...FIELDS.enum, multiple: true } as FieldDefinition;
    expect(kindOf(single).checks(single as never, '"state"')).toEqual([`"state" IN ('OPEN', 'SHUT')`]);
    expect(kindOf(several).sqlType(several as never)).toBe('text[]');
    expect(kindOf(several).compare).toBe('array');
  });
});

describe('numbers within what their column holds', () => {
  it('refuses an integer past 2^31 and money past 2^53 without a max of their own', async () => {
    const integer = { kind: 'integer', label } as FieldDefinition;
    expect(await accepts(integer, 2_147_483_647)).toBe(true);
    expect(await accepts(integer, 2_147_483_648)).toBe(false);
    expect(await accepts(integer, -2_147_483_649)).toBe(false);
    expect(await accepts(FIELDS.money, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(await accepts(FIELDS.money, 1e308)).toBe(false);
    expect(await accepts(FIELDS.money, -1e308)).toBe(false);
    expect(kindOf(FIELDS.money).range).toEqual({
      min: -Number.MAX_SAFE_INTEGER,
      max: Number.MAX_SAFE_INTEGER,
    });
    expect(kindOf(FIELDS.number).range).toBeUndefined();
  });

  it('names the bound in its own message, and keeps a field’s own tighter bound', async () => {
    await expect(fieldSchema(FIELDS.money, 'create').validate(1e308, { strict: true })).rejects.toMatchObject(
      {
        errors: [{ key: 'validation.number_too_large' }],
      },
    );
    await expect(
      fieldSchema(FIELDS.integer, 'create').validate(1e12, { strict: true }),
    ).rejects.toMatchObject({
      errors: [{ key: 'validation.max', params: { max: 99 } }],
    });
  });
});
