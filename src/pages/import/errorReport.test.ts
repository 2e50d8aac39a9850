import { describe, expect, it } from 'vitest';
import { errorReportCsv } from './errorReport';

describe('the error report of an import', () => {
  it('carries each refused row once, with its own cells (as a spreadsheet numbers rows) and its problems', () => {
    const file = {
      header: ['Namn', 'Artikelnummer', 'Styckpris'],
      rows: [
        ['Semla', 'IMP1', '45,50'],
        ['Trasig', 'IMP2', 'fyrtio'],
        ['Semla igen', 'IMP1', '=1+1'],
      ],
    };
    const csv = errorReportCsv(
      file,
      [
        { row: 4, column: 'Artikelnummer', message: 'Artikelnummer IMP1 finns också på rad 2' },
        { row: 3, column: 'Styckpris', message: 'Måste vara ett belopp' },
        { row: 3, message: 'Raden kunde inte sparas' },
      ],
      { row: 'Rad', problem: 'Fel' },
      'sv',
    );
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Rad;Namn;Artikelnummer;Styckpris;Fel',
      '3;Trasig;IMP2;fyrtio;"Styckpris: Måste vara ett belopp; Raden kunde inte sparas"',
      "4;Semla igen;IMP1;'=1+1;Artikelnummer: Artikelnummer IMP1 finns också på rad 2",
      '',
    ]);
  });
});
