/**
 * Issue 18: the built app goes out as a real host serves it. Each file in the smallest encoding the
 * browser accepts, from the copies the build wrote (scripts/precompress.ts, run here on a small build);
 * hashed assets cached for a year and immutable, a missing one a 404; index.html revalidated by ETag.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/precompress.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { acceptedEncodings, createStaticApp, etagMatches } from './static-app.ts';

const db = { kind: 'pglite', query: async () => [] } as unknown as Db;
const config = loadConfig({});
const dir = mkdtempSync(path.join(tmpdir(), 'static-app-'));
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `rad ${i}`))};\n`;
const TINY = 'export const a = 1;\n';
const PAGE = `<!doctype html><title>Backoffice</title><!--${'x'.repeat(1200)}-->`;
/** A font's bytes (the PDFs' DejaVu Sans is one): binary, but it compresses well. */
const FONT = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i % 64 < 8 ? i % 251 : 0)));
let app: ReturnType<typeof createStaticApp>;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(path.join(dir, 'assets', 'list-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'tiny-Ef56Gh78.js'), TINY);
  writeFileSync(path.join(dir, 'assets', 'DejaVuSans-Ij90Kl12.ttf'), FONT);
  writeFileSync(
    path.join(dir, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
  );
  // The script, the page, the logo and the font; the tiny file stays as it is.
  expect(await precompressDir(dir)).toBe(4);
  app = createStaticApp(createApp({ db, config }, { resources: [] }), config, dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the build, precompressed (scripts/precompress.ts)', () => {
  it('writes brotli and gzip copies that decode to the file, and none for a file under 1 KB', () => {
    const file = path.join(dir, 'assets', 'list-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(() => readFileSync(path.join(dir, 'assets', 'tiny-Ef56Gh78.js.br'))).toThrow();
  });
});

describe('a hashed asset', () => {
  it.each([
    ['br', 'gzip, deflate, br, zstd', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => gunzipSync(b)],
  ])('goes out as %s to a browser that accepts it, cached for a year', async (encoding, accept, decode) => {
    const res = await get('/assets/list-Ab12Cd34.js', { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(SCRIPT.length / 3);
    expect(decode(body).toString()).toBe(SCRIPT);
  });

  it('goes out as it is to a client that accepts no encoding, and so does a file too small to compress', async () => {
    const plain = await get('/assets/list-Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(SCRIPT);
    const tiny = await get('/assets/tiny-Ef56Gh78.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytes(tiny)).toString()).toBe(TINY);
  });

  it('a font goes out compressed too, as a font', async () => {
    const res = await get('/assets/DejaVuSans-Ij90Kl12.ttf', { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('font/ttf');
    expect(brotliDecompressSync(await bytes(res)).equals(FONT)).toBe(true);
  });

  it('is a 404 when missing (a chunk of another deployment), not the app page', async () => {
    const res = await get('/assets/list-Gone0000.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('index.html and the other files', () => {
  it.each(['/', '/index.html', '/apps/setting/stores'])(
    '%s is the page, compressed as the browser takes it, with a tag per encoding, and 304 when it matches',
    async (url) => {
      const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('content-type')).toMatch(/^text\/html/);
      expect(br.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(await bytes(br)).toString()).toBe(PAGE);
      const plain = await get(url);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(PAGE);
      const etag = br.headers.get('etag')!;
      expect(etag).toMatch(/^".+"$/);
      expect(plain.headers.get('etag')).not.toBe(etag);
      for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': tag });
        expect(again.status, tag).toBe(304);
        expect(await again.text()).toBe('');
      }
      expect((await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': '"other"' })).status).toBe(200);
      expect((await get(url, { 'If-None-Match': etag })).status).toBe(200); // another representation
    },
  );

  it('a file of the public directory is compressed and revalidated, not kept', async () => {
    const res = await get('/logo.svg', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('the compressed copies are not files of their own', async () => {
    expect((await get('/assets/list-Ab12Cd34.js.br')).status).toBe(404);
    expect((await get('/logo.svg.gz')).status).toBe(404);
    expect((await get('/index.html.br')).status).toBe(404);
  });
});

describe('Accept-Encoding and If-None-Match', () => {
  it('takes each encoding named, in any case, but not one refused with q=0', () => {
    expect([...acceptedEncodings('gzip;q=1.0, BR;q=0.9, identity')]).toEqual(['gzip', 'br', 'identity']);
    expect([...acceptedEncodings('br;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });

  it('compares tags weakly and takes *', () => {
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
