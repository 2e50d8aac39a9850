/**
 * The printable QR sheet of a store's tables as a PDF: A4 pages of six cards (two by three) with cutting
 * lines, each with the store, the table, its section, the code (the JPEG the browser drew) and its
 * address. A long store name, section or address wraps within its card (two lines at most), and the code
 * gives up what room the texts then need. Drawn with the app's PDF writer (../shared/pdf.ts).
 */
import {
  A4,
  pdfDocument,
  type PdfImage,
  type PdfPage,
  type PdfWriter,
  type TextOptions,
} from '../shared/pdf';

export interface SheetTable {
  number: number;
  section?: string | null;
  url: string;
  /** The code as JPEG bytes (pdf-lib reads its size from them). */
  jpeg: Uint8Array;
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
/** Room kept free inside a card's cutting line. */
const PADDING = 10;
/** Room between the texts above the code and the code. */
const CODE_GAP = 6;

/**
 * A text of a card: its size, style and most lines; how far its first baseline is below what comes
 * before it, and each next line below the one before.
 */
interface CardText {
  value: string;
  size: number;
  options: TextOptions;
  maxLines: number;
  first: number;
  leading: number;
}

/** Draws one card, its top left corner at (x, top), in PDF coordinates (y grows upwards). */
function card(
  pdf: PdfWriter,
  page: PdfPage,
  sheet: QrSheet,
  table: SheetTable,
  image: PdfImage,
  box: { x: number; top: number; width: number; height: number },
) {
  const centred = { align: 'center' } as const;
  const grey = { ...centred, grey: true };
  const wrapped = (text: CardText) => {
    const lines = pdf.wrap(text.value, box.width - 2 * PADDING, text.size, text.options, text.maxLines);
    // An empty text keeps its line, so that a card without a section looks like the others.
    return { ...text, lines: lines.length ? lines : [''] };
  };
  const above = [
    { value: sheet.storeName, size: 11, options: centred, maxLines: 2, first: 10, leading: 13 },
    {
      value: sheet.tableLabel(table.number),
      size: 20,
      options: { ...centred, bold: true },
      maxLines: 1,
      first: 22,
      leading: 22,
    },
    { value: table.section?.trim() ?? '', size: 10, options: grey, maxLines: 2, first: 15, leading: 12 },
  ].map(wrapped);
  const below = [
    { value: sheet.caption, size: 11, options: centred, maxLines: 2, first: 16, leading: 13 },
    { value: table.url, size: 7, options: grey, maxLines: 2, first: 11, leading: 9 },
  ].map(wrapped);
  const texts = [...above, ...below].reduce((sum, t) => sum + t.first + t.leading * (t.lines.length - 1), 0);
  const code = Math.min(CODE, box.height - 2 * PADDING - texts - CODE_GAP);
  const middle = box.x + box.width / 2;
  let y = box.top - (box.height - (texts + CODE_GAP + code)) / 2;
  const draw = ({ lines, size, first, leading, options }: ReturnType<typeof wrapped>) =>
    lines.forEach((line, i) => {
      y -= i === 0 ? first : leading;
      if (line) page.text(line, middle, y, size, options);
    });

  page.dashedBox(box.x, box.top - box.height, box.width, box.height);
  above.forEach(draw);
  y -= CODE_GAP + code;
  page.image(image, middle - code / 2, y, code);
  below.forEach(draw);
}

/** The sheet as the bytes of a PDF file. */
export function qrSheetPdf(sheet: QrSheet): Promise<Blob> {
  return pdfDocument(async (pdf) => {
    const perPage = COLUMNS * ROWS;
    const width = (A4.width - 2 * MARGIN) / COLUMNS;
    const height = (A4.height - 2 * MARGIN) / ROWS;
    const images = await Promise.all(sheet.tables.map((table) => pdf.jpeg(table.jpeg)));
    for (let first = 0; first < Math.max(1, sheet.tables.length); first += perPage) {
      const page = pdf.page();
      sheet.tables.slice(first, first + perPage).forEach((table, i) => {
        const x = MARGIN + (i % COLUMNS) * width;
        const top = A4.height - MARGIN - Math.floor(i / COLUMNS) * height;
        card(pdf, page, sheet, table, images[first + i]!, { x, top, width, height });
      });
    }
  });
}
