/**
 * A CSV file as the import page reads it (SPEC 5: at most 5 MB; `;` or `,`; UTF-8 with or without a
 * BOM, or Windows-1252 when the bytes are not UTF-8): its header and rows, or why it cannot be read.
 * papaparse is loaded when a file is chosen, so the page itself stays small.
 */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
/** As the API's MAX_IMPORT_ROWS (server/resources/import.ts). */
export const MAX_IMPORT_FILE_ROWS = 10_000;

export type CsvFileProblem = 'too_large' | 'empty' | 'too_many_rows' | 'unreadable';

export interface CsvFile {
  header: string[];
  rows: string[][];
  encoding: 'utf-8' | 'windows-1252';
}

export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvFile['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

export async function readCsvFile(file: Blob): Promise<CsvFile | { problem: CsvFileProblem }> {
  if (file.size > MAX_IMPORT_FILE_BYTES) return { problem: 'too_large' };
  const { text, encoding } = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
  });
  const [header, ...rows] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) return { problem: 'empty' };
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { problem: 'unreadable' };
  if (rows.length === 0) return { problem: 'empty' };
  if (rows.length > MAX_IMPORT_FILE_ROWS) return { problem: 'too_many_rows' };
  return { header: header.map((cell) => cell.trim()), rows, encoding };
}
