/**
 * Brotli and gzip copies of a build's text files and TrueType fonts (the PDFs' DejaVu Sans: 1.4 MB, 0.6 MB
 * in brotli), written beside them (`app.js.br`, `app.js.gz`) at build
 * time (build/precompress.ts), so that the server sends each browser the smallest encoding it accepts without
 * compressing on every request (server/static-app.ts). Brotli at its highest quality and gzip at level 9:
 * the work is done once per build. Files under 1 KB are left as they are (headers cost more than the
 * saving), and so is a copy that would not be smaller. A build compresses only what changed: each
 * copy is also kept under the cache folder by its source's SHA-256 (node_modules/.cache/precompress by
 * default), and a file whose content an earlier build compressed takes its copies from there.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

const DEFAULT_CACHE = path.resolve(import.meta.dirname, '../node_modules/.cache/precompress');

/** A file's compressed copy from the cache, or null when none was kept (or it cannot be read). */
const cached = (file: string) => readFile(file).catch(() => null);

/** The `.br` and `.gz` copies of one file's content: from the cache, or made and kept there. */
async function copiesOf(source: Buffer, cacheDir: string | null): Promise<[Buffer, Buffer]> {
  const key = createHash('sha256').update(source).digest('hex');
  const where = cacheDir && path.join(cacheDir, key);
  if (where) {
    const [br, gz] = await Promise.all([cached(`${where}.br`), cached(`${where}.gz`)]);
    if (br && gz) return [br, gz];
  }
  const made = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: 9 }),
  ]);
  // A cache that cannot be written only costs the next build the work.
  if (where)
    await Promise.all([writeFile(`${where}.br`, made[0]), writeFile(`${where}.gz`, made[1])]).catch(
      () => undefined,
    );
  return made;
}

/**
 * Writes `.br` and `.gz` beside every text file of `dir` of at least 1 KB; answers how many files it
 * compressed. `cacheDir` null: no cache.
 */
export async function precompressDir(dir: string, cacheDir: string | null = DEFAULT_CACHE): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT.test(file));
  if (cacheDir) await mkdir(cacheDir, { recursive: true }).catch(() => undefined);
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const source = await readFile(file);
      const [br, gz] = await copiesOf(source, cacheDir);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      compressed += 1;
    }),
  );
  return compressed;
}
