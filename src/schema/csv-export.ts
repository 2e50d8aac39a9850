/**
 * A list's CSV export, as people read it (the API streams it: server/resources/list-export.ts): headers
 * are the fields' labels in the user's language, references are written by name, enum values by label,
 * money in kronor with the language's decimal sign, instants as the wall-clock time of the user's zone,
 * and masked fields (`mask`: personnummer, account numbers) masked unless the exporter sees them in full.
 * With `lines`, a record with a sub-record list (`list.exportLines`: an order's lines) is one line per
 * row of it, the record's cells repeated beside the row's. Every cell is neutralised against formulas
 * and quoted as ./csv.ts does it.
 */
import { maskValue } from '../domain/masking';
import { localTimeIn } from '../domain/periods';
import { csvField, csvSeparator } from './csv';
import { toCell, type CsvLocale, type CsvReferences } from './csv-values';
import { kindOf } from './kinds';
import type { FieldDefinition, ResourceDefinition, SubRecordsField } from './types';

export interface ExportOptions {
  locale: CsvLocale;
  /** The IANA zone instants are written in (`Europe/Stockholm`). */
  timeZone: string;
  /** One line per row of the definition's `list.exportLines` list. */
  lines: boolean;
  /** The exporter sees masked fields in full (src/domain/masking.ts `seesUnmasked`). */
  unmasked: boolean;
}

type Values = Readonly<Record<string, unknown>>;

/** A field whose values are ids of another resource's records, and where they are. */
export interface ExportReference {
  source: string;
  resource: string;
  /** In the rows of the exported sub-record list, not in the record itself. */
  inLine: boolean;
}

export interface ExportPlan {
  /** The header line, with its line end. */
  header: string;
  /** Reference fields whose names the exporter looks up for each page of records. */
  references: readonly ExportReference[];
  /** The record's fields the lines are written from: what the exporter needs to read. */
  sources: readonly string[];
  /** The lines of one record (one, or one per sub-record row), each with its line end. */
  lines(record: Values, refs: CsvReferences): string;
}

const NUMERIC: ReadonlySet<string> = new Set(['number', 'integer', 'money', 'percentage']);

interface Column {
  header: string;
  cell(values: Values, refs: CsvReferences): string;
}

function column(source: string, field: FieldDefinition, options: ExportOptions): Column {
  const { locale, timeZone, unmasked } = options;
  const numeric = NUMERIC.has(field.kind);
  const header = csvField(field.label[locale]);
  if (field.mask && !unmasked) {
    const mask = field.mask;
    return {
      header,
      cell: (values) => {
        const value = values[source];
        return typeof value === 'string' && value !== '' ? csvField(maskValue(mask, value)) : '';
      },
    };
  }
  if (field.kind === 'datetime')
    return {
      header,
      cell: (values) => {
        const value = values[source];
        return typeof value === 'string' && value !== '' ? localTimeIn(timeZone, value) : '';
      },
    };
  return {
    header,
    cell: (values, refs) => {
      const value = values[source];
      if (value === null || value === undefined || value === '') return '';
      return csvField(toCell(field, value, locale, refs), numeric);
    },
  };
}

/** The fields a list exports: every field a CSV cell can carry that the API answers. */
function exportedFields(definition: ResourceDefinition): [string, FieldDefinition][] {
  return Object.entries(definition.fields).filter(
    ([, field]) => field.kind !== 'password' && kindOf(field).inCsv(field),
  );
}

/** The sub-record list of `list.exportLines`, when the definition has one. */
export function exportLinesField(definition: ResourceDefinition): SubRecordsField | null {
  const source = definition.list?.exportLines?.field;
  const field = source ? definition.fields[source] : undefined;
  return field?.kind === 'subRecords' ? field : null;
}

function referencesOf(fields: readonly [string, FieldDefinition][], inLine: boolean): ExportReference[] {
  return fields.flatMap(([source, field]) =>
    field.kind === 'reference' || field.kind === 'references'
      ? [{ source, resource: field.reference, inLine }]
      : [],
  );
}

export function exportPlan(definition: ResourceDefinition, options: ExportOptions): ExportPlan {
  const separator = csvSeparator(options.locale);
  const fields = exportedFields(definition);
  const own = fields.map(([source, field]) => column(source, field, options));
  const linesField = options.lines ? exportLinesField(definition) : null;
  const spec = definition.list?.exportLines;
  const lineFields: [string, FieldDefinition][] =
    linesField && spec
      ? (spec.columns ?? Object.keys(linesField.fields)).flatMap((source) => {
          const field = linesField.fields[source];
          return field && kindOf(field).inCsv(field) ? [[source, field] as [string, FieldDefinition]] : [];
        })
      : [];
  const lineColumns = lineFields.map(([source, field]) => column(source, field, options));
  const total = linesField && spec?.total;
  if (total) {
    const money = column('total', { kind: 'money', label: total.label }, options);
    lineColumns.push({
      header: money.header,
      cell: (row, refs) => money.cell({ total: total.of(row) }, refs),
    });
  }
  const header = [...own, ...lineColumns].map((c) => c.header).join(separator) + '\r\n';
  const references = [...referencesOf(fields, false), ...referencesOf(lineFields, true)];
  const sources = [...fields.map(([source]) => source), ...(linesField && spec ? [spec.field] : [])];

  if (!linesField || !spec)
    return {
      header,
      references,
      sources,
      lines: (record, refs) => own.map((c) => c.cell(record, refs)).join(separator) + '\r\n',
    };
  const empty = lineColumns.map(() => '').join(separator);
  return {
    header,
    references,
    sources,
    lines(record, refs) {
      const head = own.map((c) => c.cell(record, refs)).join(separator) + separator;
      const rows = record[spec.field];
      if (!Array.isArray(rows) || rows.length === 0) return `${head}${empty}\r\n`;
      let out = '';
      for (const row of rows as Values[])
        out += head + lineColumns.map((c) => c.cell(row, refs)).join(separator) + '\r\n';
      return out;
    },
  };
}
