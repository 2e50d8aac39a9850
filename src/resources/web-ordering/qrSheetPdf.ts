/**
 * The printable QR sheet of a store's tables as a PDF: A4 pages of six cards (two by three) with cutting
 * lines, each with the store, the table, its section, the code (the JPEG the browser drew) and its
 * address. Drawn with the app's own PDF writer (../shared/pdf.ts).
 */
import { A4, pdfDashedBox, pdfDocument, pdfImage, pdfText, type PdfPage } from '../shared/pdf';

export interface SheetTable {
  number: number;
  section?: string | null;
  url: string;
  /** The code as JPEG bytes, and its size in pixels. */
  jpeg: Uint8Array;
  pixels: number;
}

export interface QrSheet {
  storeName: string;
  caption: string;
  tableLabel: (number: number) => string;
  tables: readonly SheetTable[];
}

const MARGIN = 24;
const COLUMNS = 2;
const ROWS = 3;
const CODE = 150;

/** What one card draws, its top left corner at (x, top), in PDF coordinates (y grows upwards). */
function card(
  sheet: QrSheet,
  table: SheetTable,
  image: number,
  x: number,
  top: number,
  width: number,
  height: number,
) {
  const middle = x + width / 2;
  const gap = (height - (12 + 20 + 14 + CODE + 14 + 10)) / 2;
  let y = top - gap;
  const centred = { align: 'center' } as const;
  const lines = [
    pdfDashedBox(x, top - height, width, height),
    pdfText(sheet.storeName, middle, (y -= 10), 11, centred),
    pdfText(sheet.tableLabel(table.number), middle, (y -= 22), 20, { ...centred, bold: true }),
    pdfText(table.section?.trim() || ' ', middle, (y -= 15), 10, { ...centred, grey: true }),
  ];
  y -= 6 + CODE;
  lines.push(pdfImage(image, middle - CODE / 2, y, CODE));
  lines.push(pdfText(sheet.caption, middle, (y -= 16), 11, centred));
  lines.push(pdfText(table.url, middle, (y -= 11), 7, { ...centred, grey: true }));
  return lines.join('');
}

/** The sheet as the bytes of a PDF file. */
export function qrSheetPdf(sheet: QrSheet): Blob {
  const perPage = COLUMNS * ROWS;
  const pageCount = Math.max(1, Math.ceil(sheet.tables.length / perPage));
  const cardWidth = (A4.width - 2 * MARGIN) / COLUMNS;
  const cardHeight = (A4.height - 2 * MARGIN) / ROWS;
  const pages: PdfPage[] = Array.from({ length: pageCount }, (_, page) => {
    const cards = sheet.tables.slice(page * perPage, (page + 1) * perPage);
    return {
      content: cards
        .map((table, i) => {
          const x = MARGIN + (i % COLUMNS) * cardWidth;
          const top = A4.height - MARGIN - Math.floor(i / COLUMNS) * cardHeight;
          return card(sheet, table, i, x, top, cardWidth, cardHeight);
        })
        .join(''),
      images: cards.map((table) => ({ jpeg: table.jpeg, pixels: table.pixels })),
    };
  });
  return pdfDocument(pages);
}
