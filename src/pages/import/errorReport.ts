/**
 * The error report of an import or dry run as a CSV file: one line per refused row, with its row number,
 * its own cells as the file had them and what was wrong with it, so it can be fixed and imported again
 * (the row number and problem columns are not imported).
 */
import { toCsv } from '../../schema/csv';
import { FIRST_DATA_ROW, type CsvFile } from './readCsvFile';

export interface ImportProblem {
  row: number;
  column?: string;
  message: string;
}

export function errorReportCsv(
  file: Pick<CsvFile, 'header' | 'rows'>,
  problems: readonly ImportProblem[],
  headings: { row: string; problem: string },
  locale: 'sv' | 'en',
): string {
  const byRow = new Map<number, string[]>();
  for (const { row, column, message } of problems)
    byRow.set(row, [...(byRow.get(row) ?? []), column ? `${column}: ${message}` : message]);
  const lines = [...byRow]
    .sort(([a], [b]) => a - b)
    .map(([row, messages]) => {
      const cells = file.rows[row - FIRST_DATA_ROW] ?? [];
      return [String(row), ...file.header.map((_, i) => cells[i] ?? ''), messages.join('; ')];
    });
  return toCsv([headings.row, ...file.header, headings.problem], lines, locale);
}
