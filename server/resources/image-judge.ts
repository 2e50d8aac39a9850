/**
 * Images judged by decoding, not by their header (docs/security.md): the structure a decoder reads
 * (src/domain/validators/image-structure.ts), and for a PNG its image data inflated, which must give
 * exactly the scanlines its header promises, each starting with a filter type a decoder knows (0-4).
 * The inflated bytes are counted as they come and never kept, so a small file that claims many pixels
 * costs memory of one chunk, and its inflating runs off the event loop (node:zlib's thread pool).
 */
import { createInflate } from 'node:zlib';
import type {
  ImageStructure,
  PngRows,
  StructureProblem,
} from '../../src/domain/validators/image-structure.ts';
import { readImage, readUploadedImage, type ImageProblem } from '../../src/domain/validators/image.ts';

/** Whether the zlib stream in `parts` inflates to exactly `rows`, each row's filter byte 0-4. */
export function inflatesTo(parts: readonly Uint8Array[], rows: readonly PngRows[]): Promise<boolean> {
  const expected = rows.reduce((sum, r) => sum + r.bytes * r.count, 0);
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 });
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(ok);
    };
    let seen = 0;
    // Where the next scanline (its filter byte) starts in the inflated bytes, and which row that is.
    let nextRow = 0;
    let segment = 0;
    let rowInSegment = 0;
    inflate.on('data', (chunk: Buffer) => {
      if (settled) return;
      const end = seen + chunk.length;
      if (end > expected) return settle(false);
      while (segment < rows.length && nextRow < end) {
        if (chunk[nextRow - seen]! > 4) return settle(false);
        nextRow += rows[segment]!.bytes;
        if (++rowInSegment === rows[segment]!.count) {
          segment++;
          rowInSegment = 0;
        }
      }
      seen = end;
    });
    inflate.on('end', () => settle(seen === expected));
    inflate.on('error', () => settle(false));
    for (const part of parts) inflate.write(part);
    inflate.end();
  });
}

/** The problem of what was read, the PNG's data inflated; null when the image decodes. */
async function inflatedProblem<P>(
  read: { image: ImageStructure } | { problem: P },
): Promise<P | 'damaged' | null> {
  if ('problem' in read) return read.problem;
  if (read.image.type === 'image/png' && !(await inflatesTo(read.image.idat, read.image.rows)))
    return 'damaged';
  return null;
}

/**
 * Whether an image's bytes decode (a document's, a record field's, whose size the caller judges):
 * 'type', 'dimensions' (over MAX_IMAGE_SIDE), 'damaged', or null.
 */
export const decodeProblem = (bytes: Uint8Array): Promise<StructureProblem | null> =>
  inflatedProblem(readImage(bytes));

/** What is wrong with these bytes as an uploaded image (src/domain's rule, and the PNG data inflated), or null. */
export const judgeImage = (bytes: Uint8Array): Promise<ImageProblem | null> =>
  inflatedProblem(readUploadedImage(bytes));
