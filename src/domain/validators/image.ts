/**
 * Images as the platform accepts them (SPEC 5 and 7): PNG or JPEG judged by their bytes, at most 2 MB,
 * at most 8,000 pixels wide and high, no wider than ten times their height (a banner strip is refused),
 * and read as a decoder reads them (./image-structure.ts): a header alone, or a body that is no image, is
 * refused. Pure byte reading, so the upload endpoint and any client judge one image the same way; the
 * API also inflates a PNG's image data (server/uploads/judge.ts).
 */
import { readImageStructure, type ImageStructure, type StructureProblem } from './image-structure';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Width divided by height must stay below this. */
export const MAX_IMAGE_ASPECT = 10;
/** The most pixels an image may have across and down (far more than a screen or a receipt shows). */
export const MAX_IMAGE_SIDE = 8000;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export type ImageProblem = 'type' | 'size' | 'aspect' | StructureProblem;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 24 && PNG.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number) => u16(b, at) * 0x10000 + u16(b, at + 2);

/** Start-of-frame markers of JPEG (C0-CF except DHT C4, JPG C8 and DAC CC) carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The pixel size from the PNG header or the JPEG frame header; null when the bytes do not say. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const type = imageTypeOf(bytes);
  if (type === 'image/png') {
    const size = { width: u32(bytes, 16), height: u32(bytes, 20) };
    return size.width > 0 && size.height > 0 ? size : null;
  }
  if (type !== 'image/jpeg') return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isStartOfFrame(marker)) {
      const size = { width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
      return size.width > 0 && size.height > 0 ? size : null;
    }
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}

/**
 * The image these bytes hold, read as a decoder reads its structure, or why they hold none: not a PNG
 * or JPEG ('type'), over MAX_IMAGE_SIDE pixels across or down ('dimensions'), or broken ('damaged').
 */
export function readImage(bytes: Uint8Array): { image: ImageStructure } | { problem: StructureProblem } {
  return readImageStructure(bytes, MAX_IMAGE_SIDE);
}

/**
 * These bytes as an uploaded image, or what is wrong with them: the type, the size, the structure and
 * pixels, then the aspect. The API also inflates a PNG's data (server/uploads/judge.ts).
 */
export function readUploadedImage(bytes: Uint8Array): { image: ImageStructure } | { problem: ImageProblem } {
  if (!imageTypeOf(bytes)) return { problem: 'type' };
  if (bytes.length > MAX_IMAGE_BYTES) return { problem: 'size' };
  const read = readImage(bytes);
  if ('problem' in read) return read;
  return read.image.width / read.image.height >= MAX_IMAGE_ASPECT ? { problem: 'aspect' } : read;
}

/** What is wrong with these bytes as an uploaded image (readUploadedImage), or null. */
export function imageProblem(bytes: Uint8Array): ImageProblem | null {
  const read = readUploadedImage(bytes);
  return 'problem' in read ? read.problem : null;
}
