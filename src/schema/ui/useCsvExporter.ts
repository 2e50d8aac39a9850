/**
 * The list's CSV export: the listed records' columns with their labels in the user's language, each value
 * written by its kind as the API's export writes it (src/schema/csv-values.ts). A reference stays its id:
 * the list holds ids, not the names the API's export looks up.
 */
import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import { toCsv } from '../csv';
import { toCell, type CsvReferences } from '../csv-values';
import { kindOf } from '../kinds';
import { fieldKey } from '../labels';
import type { ResourceRecord } from '../types';
import { useDefinition } from './EngineContext';

const ids: CsvReferences = { nameOf: (_resource, id) => id, idsOf: () => [] };

export function useCsvExporter(): Exporter {
  const { name, definition } = useDefinition();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'sv';
  // Every field a file can carry, read-only and computed ones too: the export is of what the list holds.
  const columns = Object.entries(definition.fields)
    .filter(([, field]) => kindOf(field).inCsv(field))
    .map(([source, field]) => ({ source, field }));

  return (records: ResourceRecord[]) => {
    const header = ['id', ...columns.map(({ source }) => translate(fieldKey(name, source)))];
    const rows = records.map((record) => [
      record.id,
      ...columns.map(({ source, field }) => toCell(field, record[source], lang, ids)),
    ]);
    downloadCSV(toCsv(header, rows, lang), definition.name);
  };
}
