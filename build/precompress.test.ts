/**
 * The build's precompression compresses only what changed: a file whose content an earlier build
 * compressed takes its copies from the cache (scripts/precompress.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/precompress';

const root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `rad ${i}`))};\n`;

function build(name: string, content: string): string {
  const dir = path.join(root, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'app.js'), content);
  return dir;
}

describe('precompression with a cache', () => {
  it('keeps each content copies once, and a later build takes them instead of compressing again', async () => {
    const cache = path.join(root, 'cache');
    expect(await precompressDir(build('first', SCRIPT), cache)).toBe(1);
    const key = createHash('sha256').update(SCRIPT).digest('hex');
    expect(readdirSync(cache).sort()).toEqual([`${key}.br`, `${key}.gz`]);

    // A copy planted in the cache is what the next build of the same content writes.
    const planted = gzipSync(`${SCRIPT}// from the cache\n`);
    writeFileSync(path.join(cache, `${key}.gz`), planted);
    const second = build('second', SCRIPT);
    await precompressDir(second, cache);
    expect(gunzipSync(readFileSync(path.join(second, 'app.js.gz'))).toString()).toContain('from the cache');

    // Changed content is compressed anew.
    const third = build('third', `${SCRIPT}export const more = 1;\n`);
    await precompressDir(third, cache);
    expect(gunzipSync(readFileSync(path.join(third, 'app.js.gz'))).toString()).toBe(
      `${SCRIPT}export const more = 1;\n`,
    );
    expect(readdirSync(cache)).toHaveLength(4);
  });
});
