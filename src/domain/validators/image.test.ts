import { describe, expect, it } from 'vitest';
import { concat, jpegOf, pngChunk, pngHeader, pngOf, PNG_SIGNATURE, storedZlib } from './__fixtures__/images';
import { imageProblem, imageSize, imageTypeOf, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, readImage } from './image';
import { crc32, pngRows } from './image-structure';

/** A 1x1 RGBA PNG and a 1x1 grey JPEG as common encoders write them (zlib-compressed, JFIF). */
const ENCODED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ENCODED_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z',
  'base64',
);

/** A PNG's bytes with one byte changed. */
const withByte = (bytes: Uint8Array, at: number, value: number) => {
  const copy = bytes.slice();
  copy[at] = value;
  return copy;
};

describe('images by their bytes', () => {
  it('knows PNG and JPEG by their first bytes, nothing by a name', () => {
    expect(imageTypeOf(pngOf(10, 10))).toBe('image/png');
    expect(imageTypeOf(jpegOf(10, 10))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a, or any text called image.png'))).toBeNull();
  });

  it('reads the pixel size from the PNG header and the JPEG frame header', () => {
    expect(imageSize(pngOf(800, 600))).toEqual({ width: 800, height: 600 });
    expect(imageSize(jpegOf(1024, 768))).toEqual({ width: 1024, height: 768 });
  });

  it('refuses a wrong type, more than 2 MB, and width ten times the height or more', () => {
    expect(imageProblem(pngOf(800, 600))).toBeNull();
    expect(imageProblem(jpegOf(999, 100))).toBeNull();
    expect(imageProblem(jpegOf(1000, 100))).toBe('aspect');
    expect(imageProblem(concat(pngOf(800, 600), new Uint8Array(MAX_IMAGE_BYTES)))).toBe('size');
    expect(imageProblem(new Uint8Array([1, 2, 3]))).toBe('type');
  });
});

describe('images judged by their structure, as a decoder reads them', () => {
  it('reads files of common encoders and of our own fixtures', () => {
    for (const bytes of [ENCODED_PNG, ENCODED_JPEG, pngOf(400, 300), jpegOf(37, 21)])
      expect(readImage(bytes)).toMatchObject({ image: { width: expect.any(Number) } });
    expect(readImage(ENCODED_JPEG)).toEqual({ image: { type: 'image/jpeg', width: 1, height: 1 } });
  });

  it(`refuses more than ${MAX_IMAGE_SIDE} pixels across or down, whatever the header claims`, () => {
    expect(readImage(pngOf(MAX_IMAGE_SIDE, 10))).toMatchObject({ image: { width: MAX_IMAGE_SIDE } });
    expect(imageProblem(jpegOf(MAX_IMAGE_SIDE, 801))).toBeNull();
    expect(imageProblem(pngOf(MAX_IMAGE_SIDE + 1, 10))).toBe('dimensions');
    expect(imageProblem(jpegOf(900, MAX_IMAGE_SIDE + 1))).toBe('dimensions');
    const claims = (width: number, height: number) =>
      concat(PNG_SIGNATURE, pngHeader(width, height), pngChunk('IEND', []));
    expect(imageProblem(claims(100_000, 100_000))).toBe('dimensions');
    expect(imageProblem(claims(2 ** 31 - 1, 2 ** 31 - 1))).toBe('dimensions');
    // 2^31 and more is no PNG width at all.
    expect(imageProblem(claims(2 ** 31, 2 ** 31))).toBe('damaged');
  });

  it('refuses a PNG that is a header alone, cut short, or with a wrong checksum', () => {
    const png = pngOf(40, 30);
    const header = concat(PNG_SIGNATURE, pngHeader(400, 300));
    expect(header).toHaveLength(33);
    expect(imageProblem(header)).toBe('damaged');
    expect(imageProblem(png.subarray(0, png.length - 1))).toBe('damaged');
    expect(imageProblem(withByte(png, 40, png[40]! ^ 1))).toBe('damaged');
    expect(imageProblem(concat(png, [0]))).toBe('damaged');
  });

  it('refuses PNG chunks out of order: no IHDR first, image data split, a palette missing, an unknown critical chunk', () => {
    const idat = pngChunk('IDAT', storedZlib(new Uint8Array(31 * 30)));
    const end = pngChunk('IEND', []);
    const text = pngChunk('tEXt', new TextEncoder().encode('Comment\0hej'));
    expect(imageProblem(concat(PNG_SIGNATURE, pngHeader(30, 30), idat, text, end))).toBeNull();
    expect(imageProblem(concat(PNG_SIGNATURE, idat, pngHeader(30, 30), end))).toBe('damaged');
    expect(imageProblem(concat(PNG_SIGNATURE, pngHeader(30, 30), idat, text, idat, end))).toBe('damaged');
    expect(imageProblem(concat(PNG_SIGNATURE, pngHeader(30, 30), pngChunk('ABCD', [1]), idat, end))).toBe(
      'damaged',
    );
    const paletted = pngChunk('IHDR', [0, 0, 0, 30, 0, 0, 0, 30, 8, 3, 0, 0, 0]);
    expect(imageProblem(concat(PNG_SIGNATURE, paletted, idat, end))).toBe('damaged');
    expect(imageProblem(concat(PNG_SIGNATURE, paletted, pngChunk('PLTE', [0, 0, 0]), idat, end))).toBeNull();
    const sixteenBitPalette = pngChunk('IHDR', [0, 0, 0, 30, 0, 0, 0, 30, 16, 3, 0, 0, 0]);
    expect(imageProblem(concat(PNG_SIGNATURE, sixteenBitPalette, idat, end))).toBe('damaged');
  });

  it('tells the scanlines a PNG inflates to, interlaced or not', () => {
    expect(pngRows(10, 3, 24, false)).toEqual([{ bytes: 31, count: 3 }]);
    expect(pngRows(1, 1, 8, true)).toEqual([{ bytes: 2, count: 1 }]);
    const rows = pngRows(10, 10, 1, true);
    // Every pixel once over the seven passes.
    const pixels = [
      [0, 0, 8, 8],
      [4, 0, 8, 8],
      [0, 4, 4, 8],
      [2, 0, 4, 4],
      [0, 2, 2, 4],
      [1, 0, 2, 2],
      [0, 1, 1, 2],
    ].reduce((n, [x, y, dx, dy]) => n + Math.ceil((10 - x!) / dx!) * Math.ceil((10 - y!) / dy!), 0);
    expect(pixels).toBe(100);
    expect(rows).toHaveLength(7);
  });

  it('refuses a JPEG that is headers alone, without a scan or its end, or with segments that do not fit', () => {
    const jpeg = jpegOf(16, 16);
    const eoi = jpeg.length - 2;
    expect(imageProblem(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 2, 0xff, 0xd9]))).toBe('damaged');
    expect(imageProblem(jpeg.subarray(0, eoi))).toBe('damaged');
    expect(imageProblem(concat(jpeg, [0, 0, 0]))).toBe('damaged');
    // The frame header alone, with a size and nothing to show (the header-only check let it pass).
    const frameOnly = concat([0xff, 0xd8], [0xff, 0xc0, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0], [0xff, 0xd9]);
    expect(imageSize(frameOnly)).toEqual({ width: 16, height: 16 });
    expect(imageProblem(frameOnly)).toBe('damaged');
    // A segment whose length runs past the end of the file.
    const app = jpeg.indexOf(0xe0) + 1;
    expect(imageProblem(withByte(jpeg, app, 0xff))).toBe('damaged');
    // A scan before any frame, or over a component without a quantization table.
    const sos = jpeg.lastIndexOf(0xda) - 1;
    const dqt = jpeg.indexOf(0xdb) - 1;
    expect(imageProblem(concat(jpeg.subarray(0, 2), jpeg.subarray(sos)))).toBe('damaged');
    expect(imageProblem(concat(jpeg.subarray(0, dqt), jpeg.subarray(dqt + 69)))).toBe('damaged');
  });

  it('computes CRC-32 as PNG does', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
