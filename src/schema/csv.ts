/**
 * CSV that opens correctly in Excel (Swedish and English): semicolon separated, UTF-8 with a BOM, CRLF
 * lines. A spreadsheet runs a cell starting with = + - @ (or tab/CR) as a formula (CSV injection), and
 * one that splits on commas, tabs or lines instead of semicolons, or ignores quotes, starts a cell after
 * any of them: a text cell gets a leading apostrophe before such a start at its beginning and after
 * each of , ; tab CR LF, and every cell holding , ; " or a line break is quoted. Numbers keep their sign
 * and use the locale's decimal separator. The import undoes the apostrophes (csv-values.ts `fromCell`).
 */
export type CsvCell = string | number | boolean | null | undefined;

export const CSV_SEPARATOR = ';';
/** A list's export for Excel in the user's language: `;` in Swedish (the decimal sign is a comma), `,` in English. */
export const csvSeparator = (locale: 'sv' | 'en'): string => (locale === 'sv' ? ';' : ',');
export const BOM = '\uFEFF';
/** What a spreadsheet runs as a formula at the start of a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula start after a character some spreadsheet starts a new cell at. */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@\t\r])/g;
/** A character a formula could start with, anywhere: a text without one needs nothing. */
const FORMULA_ANYWHERE = /[=+\-@\t\r]/;

export function neutralise(text: string): string {
  if (!FORMULA_ANYWHERE.test(text)) return text;
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** An export's neutralised text as it was (csv-values.ts reads an imported cell with it). */
export function unneutralise(text: string): string {
  return text.replace(/^'(?=[=+\-@\t\r])/, '').replace(/([,;\t\r\n])'(?=[=+\-@\t\r])/g, '$1');
}

function quote(text: string): string {
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A cell already written as text: neutralised unless it is a number a kind wrote ("-5,00" is an amount,
 * not a formula), and quoted when it must be.
 */
export function csvField(text: string, numeric = false): string {
  return quote(numeric ? text : neutralise(text));
}

export function csvCell(
  value: CsvCell,
  locale: 'sv' | 'en',
  yesNo: [string, string] = ['true', 'false'],
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? quote(String(value).replace('.', locale === 'sv' ? ',' : '.')) : '';
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  return quote(neutralise(value));
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  locale: 'sv' | 'en',
  yesNo?: [string, string],
): string {
  const lines = [
    header.map((h) => csvCell(h, locale)),
    ...rows.map((row) => row.map((cell) => csvCell(cell, locale, yesNo))),
  ];
  return BOM + lines.map((cells) => cells.join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}
