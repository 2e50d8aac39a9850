import { describe, expect, it } from 'vitest';
import { imageProblem, imageSize, imageTypeOf, MAX_IMAGE_BYTES } from './image';

/** A PNG header (signature and IHDR) of the given size; enough bytes for the checks here. */
function pngOf(width: number, height: number, length = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A JPEG with an APP0 segment before its baseline frame header. */
function jpegOf(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, ...new Array<number>(14).fill(0)];
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, ...new Array<number>(9).fill(0)]);
}

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
    expect(imageProblem(pngOf(800, 600, MAX_IMAGE_BYTES + 1))).toBe('size');
    expect(imageProblem(new Uint8Array([1, 2, 3]))).toBe('type');
    expect(imageProblem(pngOf(0, 600))).toBe('type');
  });
});
