/** The PDF writer: every name in its real font, widths from that font, wrapping, alignment, the fonts loaded once. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfFontsFromDisk, readPdf } from '../../../tests/pdf-text';
import { A4, pdfDocument, setPdfFontSource, type PdfWriter } from './pdf';

const NAMES = 'Dvořák Łukasz Çelik Øresund Ødegård Šťastný';

beforeAll(() => setPdfFontSource(pdfFontsFromDisk));

/** A writer to measure and wrap with (the document it belongs to is dropped). */
async function withWriter<T>(use: (pdf: PdfWriter) => T): Promise<T> {
  let result: T | undefined;
  await pdfDocument((pdf) => {
    result = use(pdf);
  });
  return result!;
}

describe('the PDF writer', () => {
  it('prints names beyond Latin-1 as written, in a subset of DejaVu Sans', async () => {
    const blob = await pdfDocument((pdf) => {
      const page = pdf.page();
      page.text(NAMES, 64, 700, 12);
      page.text(`${NAMES} AB`, 64, 680, 12, { bold: true, grey: true });
    });
    expect(blob.type).toBe('application/pdf');
    const { pages, text } = await readPdf(blob);
    expect(text).toBe(`${NAMES}\n${NAMES} AB`);
    expect(pages[0]!.lines.map(({ bold, grey }) => ({ bold, grey }))).toEqual([
      { bold: false, grey: 0 },
      { bold: true, grey: 0.33 },
    ]);
    // The whole of DejaVu Sans is some 740 KB; the subset holds only the glyphs used.
    expect(blob.size).toBeLessThan(40_000);
    expect(pages[0]).toMatchObject({ width: A4.width, height: A4.height });
  });

  it('measures with the font itself and aligns left, centre and right', async () => {
    const blob = await pdfDocument((pdf) => {
      const page = pdf.page();
      page.text('Ødegård', 300, 700, 10);
      page.text('Ødegård', 300, 680, 10, { align: 'center' });
      page.text('Ødegård', 300, 660, 10, { align: 'right' });
    });
    const [left, centre, right] = (await readPdf(blob)).pages[0]!.lines;
    const width = await withWriter((pdf) => pdf.width('Ødegård', 10));
    expect(left!.width).toBeCloseTo(width, 3);
    expect(left!.x).toBeCloseTo(300, 3);
    expect(centre!.x + centre!.width / 2).toBeCloseTo(300, 3);
    expect(right!.x + right!.width).toBeCloseTo(300, 3);
    // Bold is wider than regular: measured, not guessed.
    expect(await withWriter((pdf) => pdf.width('Ødegård', 10, { bold: true }))).toBeGreaterThan(width);
  });

  it('wraps at spaces within the width, breaks a word only when it alone is wider, keeps no-break spaces', async () => {
    const lines = await withWriter((pdf) => ({
      names: pdf.wrap(NAMES, 100, 10),
      word: pdf.wrap('Ødegårdsvägens-Šťastný-Dvořák-Łukasz-Çelik-Handelsbolag', 100, 10),
      amount: pdf.wrap(
        'Summa 1\u00a0234\u00a0567,89\u00a0kr',
        pdf.width('1\u00a0234\u00a0567,89\u00a0kr', 10) + 1,
        10,
      ),
      indented: pdf.wrap('  Smørrebrød från Ødegård', 80, 10),
      widths: (texts: string[]) => texts.map((text) => pdf.width(text, 10)),
    }));
    expect(lines.names.join(' ')).toBe(NAMES);
    expect(lines.names.length).toBeGreaterThan(2);
    for (const width of lines.widths(lines.names)) expect(width).toBeLessThanOrEqual(100);
    expect(lines.word.join('')).toBe('Ødegårdsvägens-Šťastný-Dvořák-Łukasz-Çelik-Handelsbolag');
    for (const width of lines.widths(lines.word)) expect(width).toBeLessThanOrEqual(100);
    expect(lines.amount).toEqual(['Summa', '1\u00a0234\u00a0567,89\u00a0kr']);
    expect(lines.indented.length).toBeGreaterThan(1);
    for (const line of lines.indented) expect(line).toMatch(/^ {2}\S/);
  });

  it('ends the last line it may use in an ellipsis when text is left out', async () => {
    const lines = await withWriter((pdf) => {
      const cut = pdf.wrap(`${NAMES} ${NAMES}`, 120, 10, {}, 2);
      return { cut, widths: cut.map((line) => pdf.width(line, 10)), whole: pdf.wrap('Kort', 120, 10, {}, 2) };
    });
    expect(lines.cut).toHaveLength(2);
    expect(lines.cut[1]).toMatch(/…$/);
    for (const width of lines.widths) expect(width).toBeLessThanOrEqual(120);
    expect(lines.whole).toEqual(['Kort']);
  });

  it('loads the fonts once, and again after a failure', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const source = vi.fn(pdfFontsFromDisk);
    try {
      setPdfFontSource(failing);
      await expect(pdfDocument(() => {})).rejects.toThrow('offline');
      await expect(pdfDocument(() => {})).rejects.toThrow('offline');
      expect(failing).toHaveBeenCalledTimes(2);
      setPdfFontSource(source);
      await pdfDocument(() => {});
      await pdfDocument(() => {});
      expect(source).toHaveBeenCalledTimes(1);
    } finally {
      setPdfFontSource(pdfFontsFromDisk);
    }
  });
});
