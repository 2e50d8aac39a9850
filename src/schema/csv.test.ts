import { describe, expect, it } from 'vitest';
import { BOM, csvCell, toCsv, unneutralise } from './csv';

describe('CSV export', () => {
  it('is semicolon separated UTF-8 with a BOM and CRLF lines, å ä ö intact', () => {
    const csv = toCsv(
      ['Namn', 'Stad'],
      [
        ['Kaffebaren Årsta', 'Göteborg'],
        ['Ölstugan', 'Malmö'],
      ],
      'sv',
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Namn;Stad\r\nKaffebaren Årsta;Göteborg\r\nÖlstugan;Malmö\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it.each(['=SUM(A1:A9)', '+46701234567', '-2+3', '@cmd', '\tx'])(
    'neutralises %j with a leading apostrophe',
    (text) => {
      expect(csvCell(text, 'sv').replace(/^"|"$/g, '')).toBe(`'${text}`);
    },
  );

  it.each([
    ["Kaffe,=cmd|' /C calc'!A0", `"Kaffe,'=cmd|' /C calc'!A0"`],
    ['Bulle;-2+3', `"Bulle;'-2+3"`],
    ['rad 1\n@SUM(A1)', `"rad 1\n'@SUM(A1)"`],
    ['a\t+b', `a\t'+b`],
    ['\t=x', `'\t'=x`],
    ['Kaffe, te', '"Kaffe, te"'],
    ['1,5', '"1,5"'],
  ])('neutralises a formula start after a separator too, and quotes: %j', (text, cell) => {
    expect(csvCell(text, 'sv')).toBe(cell);
    expect(unneutralise(cell.replace(/^"|"$/g, '').replace(/""/g, '"'))).toBe(text);
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Kaffe; kaka', 'sv')).toBe('"Kaffe; kaka"');
    expect(csvCell('Säg "hej"', 'sv')).toBe('"Säg ""hej"""');
    expect(csvCell('rad 1\nrad 2', 'sv')).toBe('"rad 1\nrad 2"');
  });

  it('keeps numbers numeric, with the locale decimal separator and their sign', () => {
    expect(csvCell(-12.5, 'sv')).toBe('"-12,5"');
    expect(csvCell(-12, 'sv')).toBe('-12');
    expect(csvCell(12.5, 'en')).toBe('12.5');
    expect(csvCell(null, 'sv')).toBe('');
    expect(csvCell(true, 'sv', ['Ja', 'Nej'])).toBe('Ja');
  });
});
