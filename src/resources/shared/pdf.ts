/**
 * The app's PDF writer for its printable sheets (the Z and X reports, the QR sheet of a store's tables,
 * the contracts): A4 pages of text, lines, dashed boxes and JPEG images, drawn with pdf-lib. Texts are
 * set in DejaVu Sans, regular and bold, embedded as a subset of the glyphs a document uses, so that
 * every name prints as written (Dvořák, Łukasz, Šťastný), not only the Latin-1 letters of the standard
 * PDF fonts. Widths come from the font itself, and `wrap` breaks a long text to fit its box.
 *
 * pdf-lib, fontkit and the fonts load only when a PDF is made: this module imports them dynamically and
 * fetches the fonts as assets of the build (cached after the first PDF); `setPdfFontSource` hands them
 * over another way (tests read the files). None of it needs eval or WebAssembly, so the app's Content
 * Security Policy stays as strict as it is (docs/decisions.md).
 */
import type { PDFDocument, PDFFont, PDFImage } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 };

export interface TextStyle {
  bold?: boolean;
  grey?: boolean;
}

export interface TextOptions extends TextStyle {
  /** Whether x is the text's left end (the default), its middle or its right end. */
  align?: 'left' | 'center' | 'right';
}

/** A JPEG embedded in the document (`PdfWriter.jpeg`), to draw on any of its pages. */
export interface PdfImage {
  readonly embedded: PDFImage;
}

/** One page; coordinates in points from its lower left corner. */
export interface PdfPage {
  /** One line of text, its baseline at y. */
  text(text: string, x: number, y: number, size: number, options?: TextOptions): void;
  /** A straight grey line, dashed when asked. */
  line(x1: number, y1: number, x2: number, y2: number, dashed?: boolean): void;
  /** A dashed rectangle (a cutting line), its lower left corner at (x, y). */
  dashedBox(x: number, y: number, width: number, height: number): void;
  /** An image drawn `size` points square, its lower left corner at (x, y). */
  image(image: PdfImage, x: number, y: number, size: number): void;
}

export interface PdfWriter {
  /** A new A4 page after the others. */
  page(): PdfPage;
  /** The width of a text in points, as the font draws it. */
  width(text: string, size: number, style?: TextStyle): number;
  /**
   * A text broken into lines of at most `maxWidth` points: at spaces, and inside a word only when the
   * word alone is wider. With `maxLines`, the last line kept ends in an ellipsis when text was left out.
   */
  wrap(text: string, maxWidth: number, size: number, style?: TextStyle, maxLines?: number): string[];
  /** JPEG bytes embedded once, to draw with `page.image`. */
  jpeg(bytes: Uint8Array): Promise<PdfImage>;
}

/** The font files' bytes. */
export interface PdfFonts {
  regular: Uint8Array | ArrayBuffer;
  bold: Uint8Array | ArrayBuffer;
}

export type PdfFontSource = () => Promise<PdfFonts>;

async function fetched(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font ${url} could not be loaded (${response.status})`);
  return response.arrayBuffer();
}

/**
 * The fonts as assets of the build (Vite copies them into assets/ under a hashed name). Their addresses
 * are imported when first asked for, so that the API, which makes PDFs too and hands over the font
 * files itself (server/features/documents), imports this module without Vite.
 */
const assetFonts: PdfFontSource = async () => {
  const [{ default: regularUrl }, { default: boldUrl }] = await Promise.all([
    import('dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'),
    import('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url'),
  ]);
  const [regular, bold] = await Promise.all([fetched(regularUrl), fetched(boldUrl)]);
  return { regular, bold };
};

let fontSource = assetFonts;
let fonts: Promise<PdfFonts> | undefined;

/** Where the fonts come from (tests read the files of dejavu-fonts-ttf); by default the build's assets. */
export function setPdfFontSource(source: PdfFontSource): void {
  fontSource = source;
  fonts = undefined;
}

/** The fonts, fetched once; a failed fetch is tried again at the next PDF. */
function loadFonts(): Promise<PdfFonts> {
  fonts ??= fontSource().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

const GREY = 0.33;
const LINE_GREY = 0.6;
const DASH = [4, 3];

/** Controls (a tab, a line break) would not draw: a line of text is one line. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ');

function writer(lib: typeof import('pdf-lib'), doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
  const { grayscale } = lib;
  const fontOf = (style: TextStyle = {}) => (style.bold ? bold : regular);
  const width = (text: string, size: number, style?: TextStyle) =>
    fontOf(style).widthOfTextAtSize(oneLine(text), size);

  /** How many of the characters, from the first (at least one), fit within `maxWidth`. */
  const fittingStart = (characters: string[], maxWidth: number, size: number, style?: TextStyle) => {
    let count = 1;
    while (
      count < characters.length &&
      width(characters.slice(0, count + 1).join(''), size, style) <= maxWidth
    )
      count += 1;
    return count;
  };

  const wrap: PdfWriter['wrap'] = (text, maxWidth, size, style, maxLines = Infinity) => {
    // Leading spaces indent every line (a report's groups under their heading).
    const [, indent = '', words = ''] = /^( *)(.*)$/s.exec(oneLine(text)) ?? [];
    if (indent)
      return wrap(words, maxWidth - width(indent, size, style), size, style, maxLines).map(
        (line) => indent + line,
      );
    const lines: string[] = [];
    let current = '';
    // Only ordinary spaces break: a no-break space (in "1 500,00 kr") keeps its words together.
    for (const word of words.split(/ +/).filter(Boolean)) {
      const joined = current ? `${current} ${word}` : word;
      if (width(joined, size, style) <= maxWidth) {
        current = joined;
        continue;
      }
      if (current) lines.push(current);
      let rest = [...word];
      while (rest.length > 1 && width(rest.join(''), size, style) > maxWidth) {
        const count = fittingStart(rest, maxWidth, size, style);
        lines.push(rest.slice(0, count).join(''));
        rest = rest.slice(count);
      }
      current = rest.join('');
    }
    if (current) lines.push(current);
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, Math.max(1, maxLines));
    const last = [...kept.pop()!];
    while (last.length > 0 && width(`${last.join('').trimEnd()}…`, size, style) > maxWidth) last.pop();
    return [...kept, `${last.join('').trimEnd()}…`];
  };

  const page = (): PdfPage => {
    const target = doc.addPage([A4.width, A4.height]);
    return {
      text(text, x, y, size, options = {}) {
        const line = oneLine(text);
        const font = fontOf(options);
        const textWidth = font.widthOfTextAtSize(line, size);
        const left =
          options.align === 'center' ? x - textWidth / 2 : options.align === 'right' ? x - textWidth : x;
        target.drawText(line, { x: left, y, size, font, color: grayscale(options.grey ? GREY : 0) });
      },
      line(x1, y1, x2, y2, dashed = false) {
        target.drawLine({
          start: { x: x1, y: y1 },
          end: { x: x2, y: y2 },
          thickness: 0.5,
          color: grayscale(LINE_GREY),
          dashArray: dashed ? DASH : undefined,
        });
      },
      dashedBox(x, y, boxWidth, height) {
        target.drawRectangle({
          x,
          y,
          width: boxWidth,
          height,
          borderWidth: 0.5,
          borderColor: grayscale(LINE_GREY),
          borderDashArray: DASH,
        });
      },
      image(image, x, y, size) {
        target.drawImage(image.embedded, { x, y, width: size, height: size });
      },
    };
  };

  const pdf: PdfWriter = {
    page,
    width,
    wrap,
    jpeg: async (bytes) => ({ embedded: await doc.embedJpg(bytes) }),
  };
  return pdf;
}

/**
 * A PDF drawn by `draw` (which adds its pages), as a file's bytes. Loads pdf-lib, fontkit and the fonts
 * first, once.
 */
export async function pdfDocument(draw: (pdf: PdfWriter) => void | Promise<void>): Promise<Blob> {
  const [lib, { default: fontkit }, { regular, bold }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    loadFonts(),
  ]);
  const doc = await lib.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularFont, boldFont] = await Promise.all([
    doc.embedFont(regular, { subset: true }),
    doc.embedFont(bold, { subset: true }),
  ]);
  await draw(writer(lib, doc, regularFont, boldFont));
  if (doc.getPageCount() === 0) doc.addPage([A4.width, A4.height]);
  const bytes = await doc.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
