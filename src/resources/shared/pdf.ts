/**
 * A small PDF 1.4 writer for the app's printable sheets (the QR sheet of a store's tables, the Z and X
 * reports): A4 pages of text in the standard Helvetica fonts (WinAnsi: the letters Swedish needs), lines
 * and JPEG images. Written directly: a PDF library would add a megabyte and a WebAssembly layout engine
 * that the app's Content Security Policy rightly refuses.
 */

export const A4 = { width: 595.28, height: 841.89 };

export interface PdfImage {
  /** JPEG bytes and the square image's size in pixels. */
  jpeg: Uint8Array;
  pixels: number;
}

export interface PdfPage {
  /** The page's content stream: operators built with the helpers below. */
  content: string;
  /** Images the content draws as /Im0, /Im1 ... (`pdfImage(index, ...)`). */
  images?: readonly PdfImage[];
}

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

/** A text as WinAnsi (Latin-1 for the letters Swedish needs); a no-break space is a space, others '?'. */
const winAnsi = (text: string): number[] =>
  [...text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-')].map((c) => {
    const code = c.codePointAt(0) ?? 63;
    return code >= 32 && code <= 255 && !(code >= 127 && code < 160) ? code : 63;
  });

export const textWidth = (text: string, size: number, bold = false) =>
  (winAnsi(text).reduce((sum, code) => sum + charWidth(code), 0) * size * (bold ? 1.06 : 1)) / 1000;

const literal = (codes: readonly number[]) =>
  `(${codes.map((code) => (code === 40 || code === 41 || code === 92 ? `\\${String.fromCharCode(code)}` : String.fromCharCode(code))).join('')})`;

/** A number as PDF writes it: at most two decimals, no trailing zeros. */
export const pdfNumber = (value: number) => value.toFixed(2).replace(/\.?0+$/, '');

/** One line of text, its baseline at y; `align` says whether x is its left end, middle or right end. */
export function pdfText(
  text: string,
  x: number,
  y: number,
  size: number,
  options: { bold?: boolean; align?: 'left' | 'center' | 'right'; grey?: boolean } = {},
): string {
  const width = textWidth(text, size, options.bold);
  const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
  const body = `BT /${options.bold ? 'F2' : 'F1'} ${size} Tf ${pdfNumber(left)} ${pdfNumber(y)} Td ${literal(winAnsi(text))} Tj ET\n`;
  return options.grey ? `0.33 g\n${body}0 g\n` : body;
}

/** A straight line, dashed when asked. */
export const pdfLine = (x1: number, y1: number, x2: number, y2: number, dashed = false) =>
  `q 0.6 G 0.5 w ${dashed ? '[4 3] 0 d ' : ''}${pdfNumber(x1)} ${pdfNumber(y1)} m ${pdfNumber(x2)} ${pdfNumber(y2)} l S Q\n`;

/** A dashed rectangle (a cutting line). */
export const pdfDashedBox = (x: number, y: number, width: number, height: number) =>
  `q 0.6 G 0.5 w [4 3] 0 d ${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(width)} ${pdfNumber(height)} re S Q\n`;

/** The page's image `index` drawn `size` points square, its lower left corner at (x, y). */
export const pdfImage = (index: number, x: number, y: number, size: number) =>
  `q ${size} 0 0 ${size} ${pdfNumber(x)} ${pdfNumber(y)} cm /Im${index} Do Q\n`;

const latin1 = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** The pages as the bytes of a PDF file. */
export function pdfDocument(pages: readonly PdfPage[]): Blob {
  // Objects: 1 catalogue, 2 pages, 3 and 4 fonts, then per page its images, the page and its content.
  const objects: (string | Uint8Array)[][] = [];
  objects.push(['<< /Type /Catalog /Pages 2 0 R >>']);
  objects.push([]);
  objects.push(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']);
  objects.push(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>']);
  const pageIds: number[] = [];
  for (const page of pages) {
    const images = (page.images ?? []).map((image) => {
      objects.push([
        `<< /Type /XObject /Subtype /Image /Width ${image.pixels} /Height ${image.pixels} /ColorSpace /DeviceRGB ` +
          `/BitsPerComponent 8 /Filter /DCTDecode /Length ${image.jpeg.length} >>\nstream\n`,
        image.jpeg,
        '\nendstream',
      ]);
      return objects.length;
    });
    const xobjects = images.map((id, i) => `/Im${i} ${id} 0 R`).join(' ');
    const pageId = objects.length + 1;
    pageIds.push(pageId);
    objects.push([
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >>${xobjects ? ` /XObject << ${xobjects} >>` : ''} >> /Contents ${pageId + 1} 0 R >>`,
    ]);
    const bytes = latin1(page.content);
    objects.push([`<< /Length ${bytes.length} >>\nstream\n`, bytes, '\nendstream']);
  }
  objects[1] = [
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  ];

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
