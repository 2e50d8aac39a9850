import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES, readCsvFile } from './readCsvFile';

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
    const long = `Namn\n${Array.from({ length: 10_001 }, (_, i) => `P${i}`).join('\n')}`;
    expect(await readCsvFile(file(long))).toEqual({ problem: 'too_many_rows' });
    expect(await readCsvFile(file('Namn;Pris\n"Semla;45\n'))).toEqual({ problem: 'unreadable' });
  });

  it('keeps a formula cell as text for the API to judge', async () => {
    expect(await readCsvFile(file('Namn\n=1+1\n'))).toMatchObject({ rows: [['=1+1']] });
  });
});
