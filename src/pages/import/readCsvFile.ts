/**
 * A CSV file as the import page reads it (SPEC 5: at most 5 MB, or what the catalogue settings say;
 * `;` or `,`): its header and rows, or why it cannot be read. The characters: UTF-16 (little or big endian) or UTF-8 when the file starts with
 * that byte order mark, else UTF-8 when the bytes are UTF-8, else Windows-1252; a file that is none of
 * these (a byte Windows-1252 does not use, a NUL, broken UTF-16) is refused as undecodable. Line ends
 * may be mixed (\r\n, \n, \r); a quoted cell keeps its line breaks. papaparse is loaded when a file is
 * chosen, so the page itself stays small.
 */
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILE_ROWS } from '../../domain/validators/catalogue';

/** The row number of the first data row, as a spreadsheet and the API count (the header is row 1). */
export const FIRST_DATA_ROW = 2;

export type CsvFileProblem = 'too_large' | 'empty' | 'too_many_rows' | 'unreadable' | 'undecodable';

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface CsvFile {
  header: string[];
  rows: string[][];
  encoding: Encoding;
}

const BOMS: [Encoding, number[]][] = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

/** Bytes Windows-1252 leaves undefined (TextDecoder reads them as C1 controls rather than failing). */
const NOT_1252 = /[\u0081\u008d\u008f\u0090\u009d]/;
/** No text file of cells holds a NUL: binary, or UTF-16 without its byte order mark. */
const hasNul = (text: string) => text.includes('\u0000');

export function decodeCsv(bytes: Uint8Array): { text: string; encoding: Encoding } | null {
  const marked = BOMS.find(([, bom]) => bom.every((byte, i) => bytes[i] === byte));
  try {
    if (marked) {
      const [encoding, bom] = marked;
      const text = new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(bom.length));
      return hasNul(text) ? null : { text, encoding };
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return hasNul(text) ? null : { text, encoding: 'utf-8' };
  } catch {
    if (marked) return null;
  }
  const text = new TextDecoder('windows-1252').decode(bytes);
  return NOT_1252.test(text) || hasNul(text) ? null : { text, encoding: 'windows-1252' };
}

/** The text with every line end outside quotes made \n; a quoted cell's own line breaks are kept. */
export function normalizeLineEnds(text: string): string {
  let out = '';
  let quoted = false;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (char === '\r' && !quoted) {
      out += `${text.slice(from, i)}\n`;
      if (text[i + 1] === '\n') i++;
      from = i + 1;
    }
  }
  return out + text.slice(from);
}

/** How large a file the import takes: the catalogue settings' limits, else the bundled ones. */
export interface ImportFileLimits {
  bytes: number;
  rows: number;
}

export async function readCsvFile(
  file: Blob,
  limits: ImportFileLimits = { bytes: MAX_IMPORT_FILE_BYTES, rows: MAX_IMPORT_FILE_ROWS },
): Promise<CsvFile | { problem: CsvFileProblem }> {
  if (file.size > limits.bytes) return { problem: 'too_large' };
  const decoded = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  if (!decoded) return { problem: 'undecodable' };
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(normalizeLineEnds(decoded.text), {
    skipEmptyLines: 'greedy',
    newline: '\n',
    delimitersToGuess: [';', ',', '\t'],
  });
  const [header, ...rows] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) return { problem: 'empty' };
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { problem: 'unreadable' };
  if (rows.length === 0) return { problem: 'empty' };
  if (rows.length > limits.rows) return { problem: 'too_many_rows' };
  return { header: header.map((cell) => cell.trim()), rows, encoding: decoded.encoding };
}
