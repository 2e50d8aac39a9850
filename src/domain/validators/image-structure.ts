/**
 * The structure of a PNG or JPEG file, read the way a decoder reads it (docs/security.md, "Uploads are
 * judged by their bytes"): a file whose header names a size but whose body is not an image is refused.
 *
 * - PNG: the signature, then chunks, each with its length inside the file and a correct CRC-32; IHDR
 *   first with a valid colour type and bit depth, PLTE where the colour type needs one, the IDAT chunks
 *   one after another, IEND last and nothing after it, no critical chunk a decoder does not know. What
 *   the IDAT stream inflates to is checked by the caller that can inflate (server/uploads/judge.ts):
 *   `rows` says how long each scanline is and how many there are.
 * - JPEG: SOI, then marker segments, each within the file and of the length its kind has (frame, Huffman
 *   and quantization tables, restart interval, scans), one frame of a kind browsers show, scans over
 *   the frame's components with their quantization tables defined, entropy-coded data running to the
 *   next marker, and EOI last with nothing after it.
 *
 * Pure byte reading, isomorphic: no decoder library, so the browser and the API read one file alike.
 */

/** Scanlines of one size: `bytes` each (the filter byte included), `count` of them. */
export interface PngRows {
  bytes: number;
  count: number;
}

export type ImageStructure =
  | { type: 'image/png'; width: number; height: number; idat: Uint8Array[]; rows: PngRows[] }
  | { type: 'image/jpeg'; width: number; height: number };

/** What stands in the way of reading the file: not an image at all, too many pixels, or broken. */
export type StructureProblem = 'type' | 'dimensions' | 'damaged';

export type StructureReading = { image: ImageStructure } | { problem: StructureProblem };

const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number) => u16(b, at) * 0x10000 + u16(b, at + 2);

const damaged: StructureReading = { problem: 'damaged' };

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, as PNG uses it) of bytes[from, to). */
export function crc32(bytes: Uint8Array, from = 0, to = bytes.length): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = from; i < to; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Samples per pixel of each PNG colour type, and the bit depths it may have. */
const COLOUR_TYPES: Readonly<Record<number, { channels: number; depths: readonly number[] }>> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7's passes: first column and row, and the steps between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The scanlines the IDAT stream of such an image inflates to. */
export function pngRows(width: number, height: number, bitsPerPixel: number, interlaced: boolean): PngRows[] {
  const rowBytes = (pixels: number) => 1 + Math.ceil((pixels * bitsPerPixel) / 8);
  if (!interlaced) return [{ bytes: rowBytes(width), count: height }];
  return ADAM7.flatMap(([x0, y0, dx, dy]) => {
    const columns = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const lines = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    return columns > 0 && lines > 0 ? [{ bytes: rowBytes(columns), count: lines }] : [];
  });
}

const isLetter = (byte: number) => (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122);
const typeOf = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

function readPng(bytes: Uint8Array, maxSide: number): StructureReading {
  let at = PNG_SIGNATURE.length;
  let header: { width: number; height: number; colour: number; depth: number; interlaced: boolean } | null =
    null;
  let palette = false;
  const idat: Uint8Array[] = [];
  let idatEnded = false;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return damaged;
    if (![0, 1, 2, 3].every((i) => isLetter(bytes[at + 4 + i]!))) return damaged;
    if (crc32(bytes, at + 4, at + 8 + length) !== u32(bytes, at + 8 + length)) return damaged;
    const type = typeOf(bytes, at + 4);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (!header && type !== 'IHDR') return damaged;
    if (type !== 'IDAT' && idat.length > 0) idatEnded = true;
    switch (type) {
      case 'IHDR': {
        if (header || length !== 13) return damaged;
        const width = u32(data, 0);
        const height = u32(data, 4);
        if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return damaged;
        if (width > maxSide || height > maxSide) return { problem: 'dimensions' };
        const depth = data[8]!;
        const colour = data[9]!;
        if (!COLOUR_TYPES[colour]?.depths.includes(depth)) return damaged;
        if (data[10] !== 0 || data[11] !== 0 || data[12]! > 1) return damaged;
        header = { width, height, colour, depth, interlaced: data[12] === 1 };
        break;
      }
      case 'PLTE':
        if (palette || idat.length > 0 || header!.colour === 0 || header!.colour === 4) return damaged;
        if (length === 0 || length % 3 !== 0 || length / 3 > 256) return damaged;
        palette = true;
        break;
      case 'IDAT':
        if (idatEnded) return damaged;
        if (header!.colour === 3 && !palette) return damaged;
        idat.push(data);
        break;
      case 'IEND': {
        // The last chunk, empty, with nothing after it, after the image data.
        if (length !== 0 || end !== bytes.length || idat.length === 0) return damaged;
        const { width, height, colour, depth, interlaced } = header!;
        const rows = pngRows(width, height, COLOUR_TYPES[colour]!.channels * depth, interlaced);
        return { image: { type: 'image/png', width, height, idat, rows } };
      }
      default:
        // A critical chunk (first letter upper-case) that no decoder of ours knows cannot be skipped.
        if ((bytes[at + 4]! & 0x20) === 0) return damaged;
    }
    at = end;
  }
  return damaged;
}

/** Frame kinds browsers show: baseline, extended and progressive, Huffman or arithmetic coded. */
const SHOWN_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc9, 0xca]);
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Whether a DHT segment's body is whole tables: class and id, 16 counts, that many symbols. */
function huffmanTablesFit(body: Uint8Array): boolean {
  let at = 0;
  while (at < body.length) {
    const classAndId = body[at]!;
    if (classAndId >> 4 > 1 || (classAndId & 0x0f) > 3 || at + 17 > body.length) return false;
    let symbols = 0;
    for (let i = 1; i <= 16; i++) symbols += body[at + i]!;
    if (symbols > 256) return false;
    at += 17 + symbols;
  }
  return at === body.length;
}

/** The ids a DQT segment defines, or null when its body is not whole tables of 64 values. */
function quantizationTables(body: Uint8Array): number[] | null {
  const ids: number[] = [];
  let at = 0;
  while (at < body.length) {
    const precision = body[at]! >> 4;
    const id = body[at]! & 0x0f;
    if (precision > 1 || id > 3) return null;
    ids.push(id);
    at += 1 + 64 * (precision + 1);
  }
  return at === body.length ? ids : null;
}

function readJpeg(bytes: Uint8Array, maxSide: number): StructureReading {
  let at = 2;
  let frame: { width: number; height: number; components: Map<number, number> } | null = null;
  const tables = new Set<number>();
  let scans = 0;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return damaged;
    while (bytes[at + 1] === 0xff) at++; // fill bytes
    const marker = bytes[at + 1];
    if (marker === undefined) return damaged;
    at += 2;
    if (marker === 0xd9) {
      // EOI: the image ends here, after at least one scan, and so does the file.
      return frame && scans > 0 && at === bytes.length
        ? { image: { type: 'image/jpeg', width: frame.width, height: frame.height } }
        : damaged;
    }
    // Standalone markers (SOI again, restarts, TEM) have no place between segments; 02-BF are reserved.
    if (
      marker === 0x00 ||
      marker === 0x01 ||
      (marker >= 0x02 && marker <= 0xbf) ||
      (marker >= 0xd0 && marker <= 0xd8)
    )
      return damaged;
    const length = u16(bytes, at);
    if (at + 2 > bytes.length || length < 2 || at + length > bytes.length) return damaged;
    const body = bytes.subarray(at + 2, at + length);
    at += length;
    if (isFrame(marker)) {
      if (frame || !SHOWN_FRAMES.has(marker)) return damaged;
      const count = body[5] ?? 0;
      if (body[0] !== 8 || count === 0 || count === 2 || count > 4 || body.length !== 6 + 3 * count)
        return damaged;
      const height = u16(body, 1);
      const width = u16(body, 3);
      if (width === 0 || height === 0) return damaged;
      if (width > maxSide || height > maxSide) return { problem: 'dimensions' };
      const components = new Map<number, number>();
      for (let i = 0; i < count; i++) {
        const sampling = body[7 + 3 * i]!;
        const table = body[8 + 3 * i]!;
        const [h, v] = [sampling >> 4, sampling & 0x0f];
        if (h < 1 || h > 4 || v < 1 || v > 4 || table > 3 || components.has(body[6 + 3 * i]!)) return damaged;
        components.set(body[6 + 3 * i]!, table);
      }
      frame = { width, height, components };
    } else if (marker === 0xc4) {
      if (!huffmanTablesFit(body)) return damaged;
    } else if (marker === 0xdb) {
      const ids = quantizationTables(body);
      if (!ids) return damaged;
      for (const id of ids) tables.add(id);
    } else if (marker === 0xdd) {
      if (body.length !== 2) return damaged;
    } else if (marker === 0xda) {
      const count = body[0] ?? 0;
      if (!frame || count < 1 || count > 4 || body.length !== 4 + 2 * count) return damaged;
      for (let i = 0; i < count; i++) {
        const table = frame.components.get(body[1 + 2 * i]!);
        if (table === undefined || !tables.has(table)) return damaged;
      }
      scans++;
      // Entropy-coded data: up to the next marker; FF is followed by 00 (a stuffed FF) or a restart.
      for (;;) {
        const ff = bytes.indexOf(0xff, at);
        if (ff < 0 || ff + 1 >= bytes.length) return damaged;
        const next = bytes[ff + 1]!;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at = ff + 2;
        else {
          at = ff;
          break;
        }
      }
    }
    // APPn, COM and other segments with a length: skipped whole.
  }
  return damaged;
}

/** The file read as PNG or JPEG (by its first bytes); images over `maxSide` pixels are not read further. */
export function readImageStructure(bytes: Uint8Array, maxSide: number): StructureReading {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return readPng(bytes, maxSide);
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return readJpeg(bytes, maxSide);
  return { problem: 'type' };
}
