/**
 * CSV that opens correctly in Excel (Swedish and English): semicolon separated, UTF-8 with a BOM, CRLF
 * lines. Text cells starting with = + - @ (or tab/CR) are neutralised with a leading apostrophe so a
 * spreadsheet never runs them as formulas (CSV injection). Numbers keep their sign and use the
 * locale's decimal separator.
 */
export type CsvCell = string | number | boolean | null | undefined;

export const CSV_SEPARATOR = ';';
export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvCell(
  value: CsvCell,
  locale: 'sv' | 'en',
  yesNo: [string, string] = ['true', 'false'],
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value).replace('.', locale === 'sv' ? ',' : '.') : '';
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
