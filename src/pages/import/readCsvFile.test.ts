import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILE_ROWS } from '../../domain/validators/catalogue';
import { readCsvFile } from './readCsvFile';

const file = (bytes: Uint8Array | string) =>
  new Blob([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)]);

describe('reading an import file', () => {
  it('reads UTF-8 with a BOM and semicolons, and UTF-8 without one and commas', async () => {
    expect(await readCsvFile(file('\uFEFFNamn;Styckpris\r\nSemla;45,50\r\n'))).toEqual({
      header: ['Namn', 'Styckpris'],
      rows: [['Semla', '45,50']],
      encoding: 'utf-8',
    });
    expect(await readCsvFile(file('Name,Unit price\nSemla,45.50\n'))).toMatchObject({
      header: ['Name', 'Unit price'],
      rows: [['Semla', '45.50']],
    });
  });

  it('reads Windows-1252 when the bytes are not UTF-8 (å, ä, ö from an old Excel)', async () => {
    // "Namn;Pris\r\nSmörgås;55" in Windows-1252: ö = 0xF6, å = 0xE5.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Namn;Pris\r\nSm'),
      0xf6,
      0x72,
      0x67,
      0xe5,
      0x73,
      ...new TextEncoder().encode(';55'),
    ]);
    expect(await readCsvFile(file(bytes))).toEqual({
      header: ['Namn', 'Pris'],
      rows: [['Smörgås', '55']],
      encoding: 'windows-1252',
    });
  });

  it('says why a file cannot be imported: too large, empty, too many rows, an open quote', async () => {
    expect(await readCsvFile(file(new Uint8Array(MAX_IMPORT_FILE_BYTES + 1)))).toEqual({
      problem: 'too_large',
    });
    expect(await readCsvFile(file('Namn;Pris\r\n'))).toEqual({ problem: 'empty' });
    expect(await readCsvFile(file(''))).toEqual({ problem: 'empty' });
    const long = `Namn\n${Array.from({ length: MAX_IMPORT_FILE_ROWS + 1 }, (_, i) => `P${i}`).join('\n')}`;
    expect(await readCsvFile(file(long))).toEqual({ problem: 'too_many_rows' });
    expect(await readCsvFile(file('Namn;Pris\n"Semla;45\n'))).toEqual({ problem: 'unreadable' });
  });

  it('reads UTF-16 with its byte order mark, little and big endian, not as Windows-1252', async () => {
    const text = 'Namn;Pris\r\nSmörgås;55\r\nÄppelkaka €;42\r\n';
    const units = [...text].map((char) => char.charCodeAt(0));
    const little = new Uint8Array([0xff, 0xfe, ...units.flatMap((unit) => [unit & 0xff, unit >> 8])]);
    const big = new Uint8Array([0xfe, 0xff, ...units.flatMap((unit) => [unit >> 8, unit & 0xff])]);
    const expected = {
      header: ['Namn', 'Pris'],
      rows: [
        ['Smörgås', '55'],
        ['Äppelkaka €', '42'],
      ],
    };
    expect(await readCsvFile(file(little))).toEqual({ ...expected, encoding: 'utf-16le' });
    expect(await readCsvFile(file(big))).toEqual({ ...expected, encoding: 'utf-16be' });
  });

  it('splits mixed line ends (\\r\\n, \\n, \\r) into rows, keeping a quoted cell’s line breaks', async () => {
    const text = 'Namn;Pris\r\nA;1\nB;2\rC;3\r\n"Två\r\nrader\nhär";4\r"E\r";5\n';
    expect(await readCsvFile(file(text))).toMatchObject({
      header: ['Namn', 'Pris'],
      rows: [
        ['A', '1'],
        ['B', '2'],
        ['C', '3'],
        ['Två\r\nrader\nhär', '4'],
        ['E\r', '5'],
      ],
    });
  });

  it('refuses a file whose characters cannot be decoded', async () => {
    // UTF-16 with a lone surrogate; a UTF-8 byte order mark before bytes that are not UTF-8; a byte
    // Windows-1252 does not define (0x81); NULs (UTF-16 without its mark).
    const broken = [
      new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x00, 0xd8, 0x3b, 0x00, 0x42, 0x00]),
      new Uint8Array([0xef, 0xbb, 0xbf, 0x4e, 0x61, 0x6d, 0x6e, 0xff, 0x0a]),
      new Uint8Array([0x4e, 0x61, 0x6d, 0x6e, 0x81, 0x0a, 0x41, 0x0a]),
      new Uint8Array([0x4e, 0x00, 0x61, 0x00, 0x0a, 0x00, 0x41, 0x00]),
    ];
    for (const bytes of broken) expect(await readCsvFile(file(bytes))).toEqual({ problem: 'undecodable' });
  });

  it('keeps a formula cell as text for the API to judge', async () => {
    expect(await readCsvFile(file('Namn\n=1+1\n'))).toMatchObject({ rows: [['=1+1']] });
  });
});
