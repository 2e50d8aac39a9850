/** The list's CSV export: the listed columns with their labels and values in the user's language. */
import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import { minorToMajor } from '../../domain/money';
import { toCsv, type CsvCell } from '../csv';
import { enumKey, fieldKey } from '../labels';
import type { FieldDefinition, ResourceRecord } from '../types';
import { useDefinition } from './EngineContext';

export function useCsvExporter(): Exporter {
  const { name, definition } = useDefinition();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'sv';
  const columns = Object.entries(definition.fields).filter(
    ([, f]) => f.kind !== 'password' && f.kind !== 'subRecords' && f.kind !== 'image' && f.kind !== 'file',
  );

  const cell = (source: string, field: FieldDefinition, value: unknown): CsvCell => {
    if (value === null || value === undefined) return null;
    if (field.kind === 'money' && typeof value === 'number') return minorToMajor(value);
    if (field.kind === 'enum') {
      const values = Array.isArray(value) ? value : [value];
      return values.map((v) => translate(enumKey(name, source, String(v)), { _: String(v) })).join(', ');
    }
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return value as CsvCell;
  };

  return (records: ResourceRecord[]) => {
    const header = ['id', ...columns.map(([source]) => translate(fieldKey(name, source)))];
    const rows = records.map((record) => [
      record.id,
      ...columns.map(([source, field]) => cell(source, field, record[source])),
    ]);
    const csv = toCsv(header, rows, lang, [translate('engine.csv.yes'), translate('engine.csv.no')]);
    downloadCSV(csv, definition.name);
  };
}
