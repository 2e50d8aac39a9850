/**
 * For tests: a PDF of the app's writer (src/resources/shared/pdf.ts) read back as a reader would see it.
 * The file is parsed by pdf-lib; each page's content streams are inflated and their text operators
 * replayed: the glyph ids a Tj or TJ shows are turned back into characters through the font's ToUnicode
 * CMap, and measured with the widths the font declares (/W), so a test can assert both what a name reads
 * and that its line stays inside its box. Also the rectangles drawn (`re`) and the images shown (`Do`).
 */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFStream,
  type PDFPage,
} from 'pdf-lib';
import type { PdfFontSource } from '../src/resources/shared/pdf';

/** The files of dejavu-fonts-ttf, for `setPdfFontSource` (the app fetches them as build assets). */
export const pdfFontsFromDisk: PdfFontSource = async () => {
  const require = createRequire(import.meta.url);
  const [regular, bold] = await Promise.all(
    ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
      readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)),
    ),
  );
  return { regular: regular!, bold: bold! };
};

/** One text shown: what it reads, where it starts (its baseline) and how wide it is, in points. */
export interface PdfLine {
  text: string;
  x: number;
  y: number;
  size: number;
  width: number;
  bold: boolean;
  /** The fill's grey level, 0 for black. */
  grey: number;
}

/** What a path (a line, a rectangle) or an image covers on the page. */
export interface PdfShape {
  kind: 'path' | 'image';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPageRead {
  width: number;
  height: number;
  lines: PdfLine[];
  shapes: PdfShape[];
  /** The bytes of each image drawn, as the file holds them (a JPEG is embedded as it is). */
  images: Uint8Array[];
}

export interface PdfRead {
  pages: PdfPageRead[];
  /** Every line's text in drawing order, one a line, no-break spaces as spaces. */
  text: string;
}

interface Font {
  toUnicode: Map<number, string>;
  widths: Map<number, number>;
  defaultWidth: number;
  bold: boolean;
}

/** A stream's bytes, inflated when it is compressed. */
function streamBytes(stream: PDFStream): Uint8Array {
  if (!(stream instanceof PDFRawStream)) return stream.getContents();
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  return filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
}

const hexText = (hex: string) =>
  String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode CMap's bfchar and bfrange entries: code -> text. */
function parseCMap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block = ''] of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code = '', text = ''] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(parseInt(code, 16), hexText(text));
  for (const [, block = ''] of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from = '', to = '', text = ''] of block.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi,
    )) {
      const start = parseInt(from, 16);
      const first = parseInt(text, 16);
      for (let code = start; code <= parseInt(to, 16); code += 1)
        map.set(code, String.fromCodePoint(first + code - start));
    }
  return map;
}

/** A CIDFont's /W array: `c [w1 w2 ...]` and `c1 c2 w`. */
function parseWidths(array: PDFArray | undefined): Map<number, number> {
  const widths = new Map<number, number>();
  const items = array?.asArray() ?? [];
  for (let i = 0; i < items.length;) {
    const first = (items[i] as PDFNumber).asNumber();
    const next = items[i + 1];
    if (next instanceof PDFArray) {
      next.asArray().forEach((w, k) => widths.set(first + k, (w as PDFNumber).asNumber()));
      i += 2;
    } else {
      const last = (next as PDFNumber).asNumber();
      const w = (items[i + 2] as PDFNumber).asNumber();
      for (let c = first; c <= last; c += 1) widths.set(c, w);
      i += 3;
    }
  }
  return widths;
}

function fontsOf(page: PDFPage): Map<string, Font> {
  const fonts = new Map<string, Font>();
  const dict = page.node.Resources()?.lookup(PDFName.of('Font'));
  if (!(dict instanceof PDFDict)) return fonts;
  for (const [name, ref] of dict.entries()) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    const descendant = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict);
    fonts.set(name.decodeText(), {
      toUnicode:
        toUnicode instanceof PDFStream
          ? parseCMap(Buffer.from(streamBytes(toUnicode)).toString('latin1'))
          : new Map(),
      widths: parseWidths(descendant?.lookupMaybe(PDFName.of('W'), PDFArray)),
      defaultWidth: descendant?.lookupMaybe(PDFName.of('DW'), PDFNumber)?.asNumber() ?? 1000,
      bold: /Bold/.test(font.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.decodeText() ?? ''),
    });
  }
  return fonts;
}

type Token = number | string | { name: string } | { bytes: number[] } | Token[];

/** A content stream's operands and operators, enough for what pdf-lib writes. */
function* tokens(source: string): Generator<Token | { op: string }> {
  let i = 0;
  const stack: Token[][] = [];
  const emit = function* (token: Token) {
    if (stack.length) stack.at(-1)!.push(token);
    else yield token;
  };
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) i += 1;
    else if (c === '%') while (i < source.length && source[i] !== '\n') i += 1;
    else if (c === '[') {
      stack.push([]);
      i += 1;
    } else if (c === ']') {
      const array = stack.pop()!;
      i += 1;
      yield* emit(array);
    } else if (c === '<' && source[i + 1] !== '<') {
      const end = source.indexOf('>', i);
      const hex = source.slice(i + 1, end).replace(/\s/g, '');
      i = end + 1;
      yield* emit({ bytes: (hex.match(/../g) ?? []).map((h) => parseInt(h, 16)) });
    } else if (c === '(') {
      const bytes: number[] = [];
      let depth = 1;
      i += 1;
      while (depth > 0) {
        let ch = source[i++]!;
        if (ch === '\\') {
          const escaped = source[i++]!;
          const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
          if (/[0-7]/.test(escaped)) {
            let octal = escaped;
            while (octal.length < 3 && /[0-7]/.test(source[i] ?? '')) octal += source[i++];
            ch = String.fromCharCode(parseInt(octal, 8));
          } else ch = named[escaped] ?? escaped;
        } else if (ch === '(') depth += 1;
        else if (ch === ')' && --depth === 0) break;
        bytes.push(ch.charCodeAt(0));
      }
      yield* emit({ bytes });
    } else if (c === '/') {
      const match = /^\/[^\s/<>[\]()%]*/.exec(source.slice(i))![0];
      i += match.length;
      yield* emit({ name: match.slice(1) });
    } else if (/[-+.\d]/.test(c)) {
      const match = /^[-+]?\d*\.?\d*/.exec(source.slice(i))![0];
      i += match.length;
      yield* emit(Number(match));
    } else {
      const match = /^[^\s/<>[\]()%]+/.exec(source.slice(i))?.[0] ?? source.slice(i, i + 2);
      i += match.length;
      yield { op: match };
    }
  }
}

function readPage(page: PDFPage): PdfPageRead {
  const { width, height } = page.getSize();
  const fonts = fontsOf(page);
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => page.doc.context.lookup(ref, PDFStream))
      : contents
        ? [contents]
        : [];
  const source = streams.map((s) => Buffer.from(streamBytes(s)).toString('latin1')).join('\n');

  const read: PdfPageRead = { width, height, lines: [], shapes: [], images: [] };
  let operands: Token[] = [];
  let font: Font | undefined;
  let size = 0;
  let leading = 0;
  let grey = 0;
  let lineStart = { x: 0, y: 0 };
  let at = { x: 0, y: 0 };
  let ctm = [1, 0, 0, 1, 0, 0];
  const saved: { ctm: number[]; grey: number }[] = [];
  let path: { x: number; y: number }[] = [];

  const point = (x: number, y: number) => ({
    x: ctm[0]! * x + ctm[2]! * y + ctm[4]!,
    y: ctm[1]! * x + ctm[3]! * y + ctm[5]!,
  });
  const cover = (kind: PdfShape['kind'], points: { x: number; y: number }[]) => {
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const [x, y] = [Math.min(...xs), Math.min(...ys)];
    read.shapes.push({ kind, x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y });
  };
  const show = (bytes: number[]) => {
    if (!font) throw new Error('Text shown without a font');
    let text = '';
    let units = 0;
    for (let k = 0; k + 1 < bytes.length; k += 2) {
      const cid = (bytes[k]! << 8) | bytes[k + 1]!;
      text += font.toUnicode.get(cid) ?? '\ufffd';
      units += font.widths.get(cid) ?? font.defaultWidth;
    }
    const lineWidth = (units / 1000) * size;
    read.lines.push({ text, x: at.x, y: at.y, size, width: lineWidth, bold: font.bold, grey });
    at = { x: at.x + lineWidth, y: at.y };
  };
  const num = (k: number) => operands[k] as number;

  for (const token of tokens(source)) {
    if (typeof token !== 'object' || !('op' in token)) {
      operands.push(token);
      continue;
    }
    switch (token.op) {
      case 'q':
        saved.push({ ctm, grey });
        break;
      case 'Q':
        ({ ctm, grey } = saved.pop() ?? { ctm: [1, 0, 0, 1, 0, 0], grey: 0 });
        break;
      case 'cm': {
        const [a, b, c, d, e, f] = operands as number[];
        const [A, B, C, D, E, F] = ctm as [number, number, number, number, number, number];
        ctm = [
          a! * A + b! * C,
          a! * B + b! * D,
          c! * A + d! * C,
          c! * B + d! * D,
          e! * A + f! * C + E,
          e! * B + f! * D + F,
        ];
        break;
      }
      case 'g':
      case 'rg':
        grey = num(0);
        break;
      case 'Tf':
        font = fonts.get((operands[0] as { name: string }).name);
        size = num(1);
        break;
      case 'TL':
        leading = num(0);
        break;
      case 'Tm':
        lineStart = at = { x: num(4), y: num(5) };
        break;
      case 'Td':
        lineStart = at = { x: lineStart.x + num(0), y: lineStart.y + num(1) };
        break;
      case 'T*':
        lineStart = at = { x: lineStart.x, y: lineStart.y - leading };
        break;
      case 'Tj':
        show((operands[0] as { bytes: number[] }).bytes);
        break;
      case 'TJ':
        for (const part of operands[0] as Token[])
          if (typeof part === 'number') at = { x: at.x - (part / 1000) * size, y: at.y };
          else show((part as { bytes: number[] }).bytes);
        break;
      case 'm':
      case 'l':
        path.push(point(num(0), num(1)));
        break;
      case 'c':
        path.push(point(num(0), num(1)), point(num(2), num(3)), point(num(4), num(5)));
        break;
      case 're':
        path.push(point(num(0), num(1)), point(num(0) + num(2), num(1) + num(3)));
        break;
      case 'S':
      case 's':
      case 'f':
      case 'F':
      case 'f*':
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        if (path.length) cover('path', path);
        path = [];
        break;
      case 'n':
        path = [];
        break;
      case 'Do': {
        const name = PDFName.of((operands[0] as { name: string }).name);
        const image = xObjects instanceof PDFDict ? xObjects.lookup(name) : undefined;
        if (image instanceof PDFRawStream) read.images.push(image.contents);
        cover('image', [point(0, 0), point(1, 1)]);
        break;
      }
    }
    operands = [];
  }
  return read;
}

/** A PDF's pages, their texts, rectangles and images. */
export async function readPdf(pdf: Blob | Uint8Array): Promise<PdfRead> {
  const bytes = pdf instanceof Uint8Array ? pdf : new Uint8Array(await pdf.arrayBuffer());
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map(readPage);
  const text = pages
    .flatMap((page) => page.lines.map((line) => line.text))
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');
  return { pages, text };
}
