/**
 * The printable QR sheet of a store's tables as a PDF: A4 pages of six cards (two by three) with cutting
 * lines, each with the store, the table, its section, the code and its address. Written directly (PDF
 * 1.4, the standard Helvetica fonts, each code as the JPEG the browser drew): a PDF library would add a
 * megabyte and a WebAssembly layout engine that the app's Content Security Policy rightly refuses.
 */

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

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 24;
const COLUMNS = 2;
const ROWS = 3;
const CODE = 150;

/** Helvetica's advance widths (per 1000 units of the font size) of the printable ASCII characters. */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

const charWidth = (code: number): number => {
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32]!;
  if (code === 0xc5 || code === 0xc4) return 667;
  if (code === 0xd6) return 778;
  return 556;
};

/** A text as WinAnsi (Latin-1 for the letters Swedish needs); other characters become '?'. */
const winAnsi = (text: string): number[] =>
  [...text].map((c) => {
    const code = c.codePointAt(0) ?? 63;
    return code >= 32 && code <= 255 && !(code >= 127 && code < 160) ? code : 63;
  });

const textWidth = (codes: readonly number[], size: number, bold: boolean) =>
  (codes.reduce((sum, code) => sum + charWidth(code), 0) * size * (bold ? 1.06 : 1)) / 1000;

const literal = (codes: readonly number[]) =>
  `(${codes.map((code) => (code === 40 || code === 41 || code === 92 ? `\\${String.fromCharCode(code)}` : String.fromCharCode(code))).join('')})`;

const n = (value: number) => value.toFixed(2).replace(/\.?0+$/, '');

/** One line of text centred on x, its baseline at y. */
function centred(text: string, x: number, y: number, size: number, bold = false): string {
  const codes = winAnsi(text);
  return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${n(x - textWidth(codes, size, bold) / 2)} ${n(y)} Td ${literal(codes)} Tj ET\n`;
}

/** What one card draws, its top left corner at (x, top), in PDF coordinates (y grows upwards). */
function card(
  sheet: QrSheet,
  table: SheetTable,
  image: string,
  x: number,
  top: number,
  width: number,
  height: number,
) {
  const middle = x + width / 2;
  const gap = (height - (12 + 20 + 14 + CODE + 14 + 10)) / 2;
  let y = top - gap;
  const lines = [
    `q 0.6 G 0.5 w [4 3] 0 d ${n(x)} ${n(top - height)} ${n(width)} ${n(height)} re S Q\n`,
    centred(sheet.storeName, middle, (y -= 10), 11),
    centred(sheet.tableLabel(table.number), middle, (y -= 22), 20, true),
    `0.33 g\n${centred(table.section?.trim() || ' ', middle, (y -= 15), 10)}0 g\n`,
  ];
  y -= 6 + CODE;
  lines.push(`q ${CODE} 0 0 ${CODE} ${n(middle - CODE / 2)} ${n(y)} cm /${image} Do Q\n`);
  lines.push(centred(sheet.caption, middle, (y -= 16), 11));
  lines.push(`0.33 g\n${centred(table.url, middle, (y -= 11), 7)}0 g\n`);
  return lines.join('');
}

const latin1 = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** The sheet as the bytes of a PDF file. */
export function qrSheetPdf(sheet: QrSheet): Blob {
  const perPage = COLUMNS * ROWS;
  const pageCount = Math.max(1, Math.ceil(sheet.tables.length / perPage));
  // Objects: 1 catalogue, 2 pages, 3 and 4 fonts, then one per code, then a page and its content each.
  const firstImage = 5;
  const firstPage = firstImage + sheet.tables.length;
  const objects: (string | Uint8Array)[][] = [];

  objects.push(['<< /Type /Catalog /Pages 2 0 R >>']);
  const kids = Array.from({ length: pageCount }, (_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  objects.push([`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`]);
  objects.push(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']);
  objects.push(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>']);
  for (const table of sheet.tables) {
    objects.push([
      `<< /Type /XObject /Subtype /Image /Width ${table.pixels} /Height ${table.pixels} /ColorSpace /DeviceRGB ` +
        `/BitsPerComponent 8 /Filter /DCTDecode /Length ${table.jpeg.length} >>\nstream\n`,
      table.jpeg,
      '\nendstream',
    ]);
  }
  const cardWidth = (A4.width - 2 * MARGIN) / COLUMNS;
  const cardHeight = (A4.height - 2 * MARGIN) / ROWS;
  for (let page = 0; page < pageCount; page += 1) {
    const cards = sheet.tables.slice(page * perPage, (page + 1) * perPage);
    const content = cards
      .map((table, i) => {
        const index = page * perPage + i;
        const x = MARGIN + (i % COLUMNS) * cardWidth;
        const top = A4.height - MARGIN - Math.floor(i / COLUMNS) * cardHeight;
        return card(sheet, table, `Im${index}`, x, top, cardWidth, cardHeight);
      })
      .join('');
    const images = cards
      .map((_, i) => `/Im${page * perPage + i} ${firstImage + page * perPage + i} 0 R`)
      .join(' ');
    objects.push([
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> /XObject << ${images} >> >> /Contents ${firstPage + page * 2 + 1} 0 R >>`,
    ]);
    const bytes = latin1(content);
    objects.push([`<< /Length ${bytes.length} >>\nstream\n`, bytes, '\nendstream']);
  }

  const chunks: Uint8Array[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((parts, i) => {
    offsets.push(offset);
    for (const part of [`${i + 1} 0 obj\n`, ...parts, '\nendobj\n']) {
      const bytes = typeof part === 'string' ? latin1(part) : part;
      chunks.push(bytes);
      offset += bytes.length;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  chunks.push(latin1(xref));
  return new Blob(chunks as BlobPart[], { type: 'application/pdf' });
}
