/**
 * A resource's records as CSV cell texts and back (the file itself: ./csv.ts): which fields a file
 * carries, and how a list of values shares one cell. Each value is written and read by its kind
 * (src/schema/kinds/: money "45,50" or "45.50", yes/no, an enum's label, a reference's name ...). The
 * API's import and export use it (server/resources/import.ts), and the import page maps a file's headers
 * with it, so a file exported in either language imports unchanged.
 * - several values (multi-enum, references, a sub-record list of one field) are joined by " | ".
 */
import { unneutralise } from './csv';
import { kindOf, type CellRead, type CsvLocale, type CsvReferences } from './kinds';
import { singleSubField } from './kinds/subRecords';
import type { FieldDefinition, ResourceDefinition } from './types';

export type { CsvLocale, CsvReferences } from './kinds';
export const CSV_LIST_SEPARATOR = ' | ';

export interface CsvColumn {
  source: string;
  field: FieldDefinition;
}

/** The fields a file carries: the stored ones a client writes, and whose kind travels in a cell. */
export function csvColumns(definition: ResourceDefinition): CsvColumn[] {
  return Object.entries(definition.fields)
    .filter(([, field]) => !field.compute && !field.readOnly && field.create !== false)
    .filter(([, field]) => kindOf(field).inCsv(field))
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

/** The field of one value of a list field (a row's only field, one enum value, one reference), or null. */
function itemField(field: FieldDefinition): { field: FieldDefinition; key?: string } | null {
  if (field.kind === 'subRecords') {
    const sub = singleSubField(field);
    return sub ? { field: sub[1], key: sub[0] } : null;
  }
  if (field.kind === 'references') return { field: { ...field, kind: 'reference' } };
  if (field.kind === 'enum' && field.multiple) return { field: { ...field, multiple: false } };
  return null;
}

function valueToCell(field: FieldDefinition, value: unknown, locale: CsvLocale, refs: CsvReferences): string {
  if (value === null || value === undefined || value === '') return '';
  return kindOf(field).toCell(field, value, locale, refs);
}

/** A field's value as the text of one cell. */
export function toCell(
  field: FieldDefinition,
  value: unknown,
  locale: CsvLocale,
  refs: CsvReferences,
): string {
  const item = itemField(field);
  if (!item) return valueToCell(field, value, locale, refs);
  const values = Array.isArray(value) ? (value as unknown[]) : [];
  return values
    .map((one) =>
      valueToCell(item.field, item.key ? (one as Record<string, unknown>)[item.key] : one, locale, refs),
    )
    .join(CSV_LIST_SEPARATOR);
}

/** One cell's text as the field's value ('' is no value); or what is wrong with it. */
export function fromCell(field: FieldDefinition, cell: string, refs: CsvReferences): CellRead {
  // An export neutralises what a spreadsheet would run as a formula ('=..., '-5,00, a,'=b): undone here.
  const text = unneutralise(cell);
  // Spaces around a text are the text's kind's to judge; other kinds' cells are read trimmed.
  const keepsSpaces = field.kind === 'text' || field.kind === 'longText';
  const item = itemField(field);
  if (!item) {
    const read = keepsSpaces ? text : text.trim();
    return read === '' ? { value: null } : kindOf(field).fromCell(field, read, refs);
  }
  const parts = text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  const values: unknown[] = [];
  for (const part of parts) {
    const read = kindOf(item.field).fromCell(item.field, part, refs);
    if ('issue' in read) return read;
    values.push(item.key ? { [item.key]: read.value } : read.value);
  }
  return { value: values };
}
