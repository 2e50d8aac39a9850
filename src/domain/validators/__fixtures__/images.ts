/**
 * Real, decodable PNG and JPEG files of any size, made byte by byte for tests (no image library): a grey
 * PNG whose data is stored uncompressed in its zlib stream, and a grey baseline JPEG whose every block is
 * flat (one 2-bit code each). Both open in any viewer; the tests of broken files start from these.
 */
import { crc32 } from '../image-structure';

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** Bytes of several parts, one after another. */
export function concat(...parts: ArrayLike<number>[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** One PNG chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: ArrayLike<number>): Uint8Array<ArrayBuffer> {
  const body = concat(
    [...type].map((c) => c.charCodeAt(0)),
    data,
  );
  return concat(be32(data.length), body, be32(crc32(body)));
}

/** A zlib stream holding `raw` in stored (uncompressed) blocks. */
export function storedZlib(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const parts: ArrayLike<number>[] = [[0x78, 0x01]];
  for (let at = 0; at === 0 || at < raw.length; at += 65_535) {
    const part = raw.subarray(at, at + 65_535);
    const last = at + 65_535 >= raw.length ? 1 : 0;
    parts.push([last, part.length & 0xff, part.length >> 8, ~part.length & 0xff, (~part.length >> 8) & 0xff]);
    parts.push(part);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65_521;
    b = (b + a) % 65_521;
  }
  parts.push(be32(((b << 16) | a) >>> 0));
  return concat(...parts);
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The IHDR chunk of an 8-bit grey, non-interlaced image. */
export const pngHeader = (width: number, height: number): Uint8Array<ArrayBuffer> =>
  pngChunk('IHDR', [...be32(width), ...be32(height), 8, 0, 0, 0, 0]);

/** The scanlines of an 8-bit grey image: filter byte 0, then mid-grey. */
export function greyRows(width: number, height: number): Uint8Array {
  const raw = new Uint8Array((width + 1) * height).fill(0x80);
  for (let row = 0; row < height; row++) raw[row * (width + 1)] = 0;
  return raw;
}

/** A grey PNG of the given size; `idat` replaces its image data (a broken stream, say). */
export function pngOf(width: number, height: number, idat?: Uint8Array): Uint8Array<ArrayBuffer> {
  return concat(
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', idat ?? storedZlib(greyRows(width, height))),
    pngChunk('IEND', []),
  );
}

const segment = (marker: number, body: readonly number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/** A grey baseline JPEG of the given size: every 8x8 block has DC difference 0 and no AC (EOB). */
export function jpegOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  // Two 1-bit codes a block ("0" for DC category 0, "0" for EOB), the last byte padded with 1 bits.
  const bits = 2 * blocks;
  const data = new Array<number>(Math.ceil(bits / 8)).fill(0);
  if (bits % 8) data[data.length - 1] = 0xff >> (bits % 8);
  const oneCode = (tableClass: number) => [tableClass << 4, 1, ...new Array<number>(15).fill(0), 0];
  return new Uint8Array([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCode(0)),
    ...segment(0xc4, oneCode(1)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...data,
    0xff,
    0xd9,
  ]);
}
