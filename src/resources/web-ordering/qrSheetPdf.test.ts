import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFontsFromDisk, readPdf, type PdfPageRead } from '../../../tests/pdf-text';
import { setPdfFontSource } from '../shared/pdf';
import { qrSheetPdf, type QrSheet, type SheetTable } from './qrSheetPdf';

/** The smallest JPEG pdf-lib embeds: start, a frame header (600 x 600, three components), end. */
const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x58, 0x02, 0x58, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01,
  0x03, 0x11, 0x01, 0xff, 0xd9,
]);
const NAMES = 'Dvořák Łukasz Çelik Øresund Ødegård Šťastný';

const table = (number: number, section = 'Uteservering'): SheetTable => ({
  number,
  section,
  url: `https://kaffebaren-gotgatan.order.example/?table=${number}`,
  jpeg: JPEG,
});

beforeAll(() => setPdfFontSource(pdfFontsFromDisk));

async function pdfOf(count: number, sheet: Partial<QrSheet> = {}) {
  const blob = await qrSheetPdf({
    storeName: 'Kaffebaren Götgatan',
    caption: 'Skanna för att beställa',
    tableLabel: (n) => `Bord ${n}`,
    tables: Array.from({ length: count }, (_, i) => table(i + 1)),
    ...sheet,
  });
  expect(blob.type).toBe('application/pdf');
  return readPdf(blob);
}

/** The cards' cutting lines: the dashed boxes of a page. */
const cardsOf = (page: PdfPageRead) =>
  page.shapes.filter((shape) => shape.kind === 'path' && shape.width > 200 && shape.height > 200);

describe('the QR sheet PDF', () => {
  it('puts six tables on an A4 page, each with its code, store, table, section, caption and address', async () => {
    const pdf = await pdfOf(7);
    expect(pdf.pages).toHaveLength(2);
    for (const page of pdf.pages) expect(page).toMatchObject({ width: 595.28, height: 841.89 });
    expect(pdf.pages.map((page) => cardsOf(page).length)).toEqual([6, 1]);
    expect(pdf.pages.map((page) => page.images.length)).toEqual([6, 1]);
    expect(pdf.pages[1]!.lines.map((line) => line.text)).toEqual([
      'Kaffebaren Götgatan',
      'Bord 7',
      'Uteservering',
      'Skanna för att beställa',
      'https://kaffebaren-gotgatan.order.example/?table=7',
    ]);
  });

  it('embeds the image bytes unchanged, each code inside its card', async () => {
    const [page] = (await pdfOf(3)).pages;
    expect(page!.images.map((bytes) => [...bytes])).toEqual([[...JPEG], [...JPEG], [...JPEG]]);
    const cards = cardsOf(page!);
    const codes = page!.shapes.filter((shape) => shape.kind === 'image');
    codes.forEach((code, i) => {
      expect(code.width).toBe(150);
      expect(code.x).toBeGreaterThan(cards[i]!.x);
      expect(code.x + code.width).toBeLessThan(cards[i]!.x + cards[i]!.width);
    });
  });

  it('prints every name of a store, a long one wrapped within its card, and a card without a section', async () => {
    const storeName = `${NAMES} Kafé (inne) & Smørrebrød`;
    const longName = `${storeName} vid Ødegårdsvägen, ett namn som inte ryms på två rader i ett kort på ett A4-ark`;
    const section = `Uteserveringen mot ${NAMES}s torg`;
    for (const [name, expected] of [
      [storeName, storeName],
      [longName, null],
    ] as const) {
      const pdf = await pdfOf(0, {
        storeName: name,
        tables: [table(1, section), table(2, ''), table(3, section)],
      });
      const [page] = pdf.pages;
      const words = pdf.text.replace(/\s+/g, ' ');
      if (expected) expect(words).toContain(expected);
      else expect(words).toContain(`${storeName} vid`);
      expect(words).toContain(section);
      const cards = cardsOf(page!);
      expect(cards).toHaveLength(3);
      // Every line is inside one card, left to right and top to bottom.
      for (const line of page!.lines) {
        const card = cards.find((box) => line.y > box.y && line.y < box.y + box.height);
        expect(card, line.text).toBeDefined();
        const inside = cards.filter(
          (box) =>
            line.x >= box.x &&
            line.x + line.width <= box.x + box.width &&
            line.y > box.y &&
            line.y < box.y + box.height,
        );
        expect(inside, line.text).toHaveLength(1);
      }
      // The code stays clear of the texts above and below it.
      for (const code of page!.shapes.filter((shape) => shape.kind === 'image')) {
        const overlapping = page!.lines.filter(
          (line) =>
            line.y + line.size * 0.8 > code.y &&
            line.y - line.size * 0.25 < code.y + code.height &&
            line.x < code.x + code.width &&
            line.x + line.width > code.x,
        );
        expect(overlapping.map((line) => line.text)).toEqual([]);
      }
    }
  });
});
