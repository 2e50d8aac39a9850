import { describe, expect, it } from 'vitest';
import { qrSheetPdf, type SheetTable } from './qrSheetPdf';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const table = (number: number, section = 'Uteservering'): SheetTable => ({
  number,
  section,
  url: `https://kaffebaren-gotgatan.order.example/?table=${number}`,
  jpeg: JPEG,
  pixels: 600,
});

async function pdfOf(count: number) {
  const blob = qrSheetPdf({
    storeName: 'Kaffebaren Götgatan',
    caption: 'Skanna för att beställa',
    tableLabel: (n) => `Bord ${n}`,
    tables: Array.from({ length: count }, (_, i) => table(i + 1)),
  });
  expect(blob.type).toBe('application/pdf');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { bytes, text: String.fromCharCode(...bytes) };
}

describe('the QR sheet PDF', () => {
  it('puts six tables on an A4 page, each code once, the Swedish letters in WinAnsi', async () => {
    const { text } = await pdfOf(7);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toMatch(/\/Type \/Pages \/Kids \[\d+ 0 R \d+ 0 R\] \/Count 2/);
    expect(text.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)).toHaveLength(2);
    expect(text.match(/\/Subtype \/Image \/Width 600 \/Height 600/g)).toHaveLength(7);
    expect(text.match(/\/Im\d+ Do/g)).toHaveLength(7);
    expect(text).toContain('(Bord 7) Tj');
    expect(text).toContain('(Kaffebaren G\xf6tgatan) Tj');
    expect(text).toContain('(Skanna f\xf6r att best\xe4lla) Tj');
    expect(text).toContain('(https://kaffebaren-gotgatan.order.example/?table=7) Tj');
  });

  it('has a cross-reference table whose offsets point at each object', async () => {
    const { text } = await pdfOf(3);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBe(3 + 4 + 2);
    entries.forEach((offset, i) =>
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)),
    );
  });

  it('writes the image bytes unchanged and escapes parentheses in texts', async () => {
    const blob = qrSheetPdf({
      storeName: 'Bar (inne)',
      caption: 'Scan',
      tableLabel: (n) => `Table ${n}`,
      tables: [table(1, '')],
    });
    const text = String.fromCharCode(...new Uint8Array(await blob.arrayBuffer()));
    expect(text).toContain(`stream\n${String.fromCharCode(...JPEG)}\nendstream`);
    expect(text).toContain('(Bar \\(inne\\)) Tj');
  });
});
