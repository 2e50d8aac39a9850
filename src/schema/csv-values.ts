/**
 * A resource's records as CSV cell texts and back (the file itself: ./csv.ts): which fields a file carries, how each kind is written
 * and read. The API's import and export use it (server/resources/import.ts), and the import page maps
 * a file's headers with it, so a file exported in either language imports unchanged.
 * - money "45,50" (Swedish) or "45.50" (English); either is read in either language;
 * - yes/no "ja"/"nej" or "yes"/"no" (also true/false, 1/0);
 * - an enum value by its label in either language, or its key;
 * - a reference by the referenced record's representation (its name);
 * - several values (multi-enum, references, a sub-record list of one field) joined by " | ".
 */
import { formatMoneyInput, parseMoneyInput } from '../domain/money';
import type { FieldDefinition, ResourceDefinition } from './types';

export type CsvLocale = 'sv' | 'en';
export const CSV_LIST_SEPARATOR = ' | ';

export interface CsvColumn {
  source: string;
  field: FieldDefinition;
}

/** A sub-record list whose rows have one field (a product's EANs) travels as that field's values. */
function singleSubField(field: FieldDefinition): [string, FieldDefinition] | null {
  if (field.kind !== 'subRecords') return null;
  const entries = Object.entries(field.fields);
  return entries.length === 1 ? (entries[0] as [string, FieldDefinition]) : null;
}

/** The fields a file carries: the stored ones a client writes, except uploads and secrets. */
export function csvColumns(definition: ResourceDefinition): CsvColumn[] {
  return Object.entries(definition.fields)
    .filter(([, field]) => {
      if (field.compute || field.readOnly || field.create === false) return false;
      if (field.kind === 'image' || field.kind === 'file' || field.kind === 'password') return false;
      return field.kind !== 'subRecords' || singleSubField(field) !== null;
    })
    .map(([source, field]) => ({ source, field }));
}

const normalized = (text: string) => text.trim().toLocaleLowerCase('sv');

/** The column a file's header names: the field's key or its label in either language. */
export function columnForHeader(columns: readonly CsvColumn[], header: string): CsvColumn | undefined {
  const wanted = normalized(header.replace(/^\uFEFF/, ''));
  return columns.find(
    ({ source, field }) =>
      normalized(source) === wanted ||
      normalized(field.label.sv) === wanted ||
      normalized(field.label.en) === wanted,
  );
}

/** Names of referenced records, by resource and id (export) and ids by name (import). */
export interface CsvReferences {
  nameOf(resource: string, id: string): string | undefined;
  /** The ids of the records with this name: none, one, or several (then the name is ambiguous). */
  idsOf(resource: string, name: string): readonly string[];
}

const YES = ['ja', 'yes', 'true', '1', 'j', 'y'];
const NO = ['nej', 'no', 'false', '0', 'n'];

function scalarToCell(
  field: FieldDefinition,
  value: unknown,
  locale: CsvLocale,
  refs: CsvReferences,
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? formatMoneyInput(value, locale) : '';
    case 'number':
    case 'percentage':
      return locale === 'sv' ? String(value).replace('.', ',') : String(value);
    case 'boolean':
      return value ? (locale === 'sv' ? 'ja' : 'yes') : locale === 'sv' ? 'nej' : 'no';
    case 'enum':
      return field.values[String(value)]?.label[locale] ?? String(value);
    case 'reference':
      return refs.nameOf(field.reference, String(value)) ?? '';
    default:
      return String(value);
  }
}

/** A field's value as the text of one cell. */
export function toCell(
  field: FieldDefinition,
  value: unknown,
  locale: CsvLocale,
  refs: CsvReferences,
): string {
  const sub = singleSubField(field);
  if (sub) {
    const [key, subField] = sub;
    const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    return rows.map((row) => scalarToCell(subField, row[key], locale, refs)).join(CSV_LIST_SEPARATOR);
  }
  if (Array.isArray(value)) {
    const one: FieldDefinition =
      field.kind === 'references'
        ? { ...field, kind: 'reference' }
        : ({ ...field, multiple: false } as FieldDefinition);
    return value.map((item) => scalarToCell(one, item, locale, refs)).join(CSV_LIST_SEPARATOR);
  }
  return scalarToCell(field, value, locale, refs);
}

/** What a cell could not be read as: an engine message key and its parameters. */
export interface CellIssue {
  key: string;
  params?: Record<string, string | number>;
}

type Read = { value: unknown } | { issue: CellIssue };

function scalarFromCell(field: FieldDefinition, text: string, refs: CsvReferences): Read {
  switch (field.kind) {
    case 'money': {
      const minor = parseMoneyInput(text, 'sv') ?? parseMoneyInput(text, 'en');
      return minor === null ? { issue: { key: 'validation.csv.money' } } : { value: minor };
    }
    case 'number':
    case 'percentage':
    case 'integer': {
      const number = Number(text.replace(/\s/g, '').replace(',', '.'));
      if (!Number.isFinite(number)) return { issue: { key: 'validation.not_number' } };
      return { value: number };
    }
    case 'boolean': {
      const word = normalized(text);
      if (YES.includes(word)) return { value: true };
      if (NO.includes(word)) return { value: false };
      return { issue: { key: 'validation.not_boolean' } };
    }
    case 'enum': {
      const word = normalized(text);
      const found = Object.entries(field.values).find(
        ([key, { label }]) =>
          normalized(key) === word || normalized(label.sv) === word || normalized(label.en) === word,
      );
      return found ? { value: found[0] } : { issue: { key: 'validation.enum' } };
    }
    case 'reference':
    case 'references': {
      const ids = refs.idsOf(field.reference, text.trim());
      if (ids.length === 1) return { value: ids[0] };
      return {
        issue: {
          key: ids.length ? 'validation.csv.ambiguous' : 'validation.csv.no_such',
          params: { name: text.trim() },
        },
      };
    }
    default:
      return { value: text };
  }
}

/** One cell's text as the field's value ('' is no value); or what is wrong with it. */
export function fromCell(field: FieldDefinition, cell: string, refs: CsvReferences): Read {
  // An export neutralises a cell that a spreadsheet would run as a formula ('=..., '-5,00): undone here.
  const text = /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
  const trimmed = field.kind === 'text' || field.kind === 'longText' ? text : text.trim();
  const sub = singleSubField(field);
  const multiple = sub !== null || field.kind === 'references' || (field.kind === 'enum' && field.multiple);
  if (!multiple) return trimmed === '' ? { value: null } : scalarFromCell(field, trimmed, refs);
  const parts = trimmed
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  const one: FieldDefinition = sub
    ? sub[1]
    : field.kind === 'references'
      ? { ...field, kind: 'reference' }
      : ({ ...field, multiple: false } as FieldDefinition);
  const values: unknown[] = [];
  for (const part of parts) {
    const read = scalarFromCell(one, part, refs);
    if ('issue' in read) return read;
    values.push(sub ? { [sub[0]]: read.value } : read.value);
  }
  return { value: values };
}
