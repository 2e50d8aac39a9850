/**
 * The built app (STATIC_DIR) served beside the API by one server: API paths go to the API with the
 * connection's env (so the client address stays known), everything else is a file of the build or
 * index.html, with the app's security headers (server/http/security-headers.ts).
 *
 * As a real host serves a build: a file goes out in the smallest encoding the browser accepts, from the
 * brotli and gzip copies the build wrote beside it (scripts/precompress.ts), never compressed per
 * request and never uncompressed to a browser that takes either. The hashed files under /assets/ never
 * change under their name: cached for a year, immutable; a missing one is a 404, not the app's page (a
 * tab of an older deployment then fails to load a chunk, which the app reports, instead of running
 * HTML as a script). index.html, served from memory at every path of the app, is revalidated on every
 * use (an entity tag per encoding, 304); the public directory's files are `no-cache` too. Hono's
 * serveStatic takes `Accept-Encoding` tokens as written (no q-values): a client that weights them may
 * get the file itself, never an encoding it did not name.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { ServerConfig } from './config.ts';
import type { AppEnv } from './http/env.ts';
import { APP_CSP, securityHeaders } from './http/security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const API_PREFIXES = ['/api/', '/token', '/revoke', '/userinfo', '/infrastructure/'];

/**
 * The app's CSP for this index.html: script-src also allows, by their SHA-256, the inline scripts the
 * build wrote into it (the first page's module preloads, build/chunks.ts), and nothing else inline.
 */
export function appCspFor(indexHtml: string): string {
  const hashes = [...indexHtml.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  if (hashes.length === 0) return APP_CSP;
  return APP_CSP.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
}

/** The encodings a request accepts (`Accept-Encoding`, lower-cased; one with q=0 is refused). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const refused = q !== undefined && !(Number(q.slice(2)) > 0);
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/** Whether `If-None-Match` names this entity tag (weak comparison, as for a GET; `*` names any). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

interface Representation {
  encoding: 'br' | 'gzip' | null;
  body: Buffer;
  etag: string;
}

/** index.html as built and in the encodings the build wrote beside it, each with its entity tag. */
function indexPage(staticDir: string) {
  const file = path.join(staticDir, 'index.html');
  const html = readFileSync(file);
  const tag = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  const encoded = (['br', 'gzip'] as const).flatMap((encoding): Representation[] => {
    const copy = `${file}.${encoding === 'gzip' ? 'gz' : encoding}`;
    return existsSync(copy) ? [{ encoding, body: readFileSync(copy), etag: `"${tag}-${encoding}"` }] : [];
  });
  const plain: Representation = { encoding: null, body: html, etag: `"${tag}"` };
  return { text: html.toString('utf8'), plain, encoded };
}

export function createStaticApp(
  api: Hono<AppEnv>,
  config: Pick<ServerConfig, 'trustProxy'>,
  staticDir: string,
): Hono {
  const page = indexPage(staticDir);
  const root = new Hono();
  root.all('*', async (c, next) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p))) return api.fetch(c.req.raw, c.env);
    return next();
  });
  root.use('*', securityHeaders(config, appCspFor(page.text), false));
  root.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const asset = c.req.path.startsWith('/assets/') && (c.res.status === 200 || c.res.status === 206);
    c.res.headers.set('Cache-Control', asset ? IMMUTABLE : 'no-cache');
    c.res.headers.set('Vary', 'Accept-Encoding');
  });
  // The app's page: index.html from memory, in the encoding the browser takes, revalidated by its tag.
  const servePage = (c: Context) => {
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    const chosen = page.encoded.find((e) => e.encoding !== null && accepted.has(e.encoding)) ?? page.plain;
    c.header('ETag', chosen.etag);
    if (etagMatches(c.req.header('If-None-Match'), chosen.etag)) return c.body(null, 304);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    if (chosen.encoding) c.header('Content-Encoding', chosen.encoding);
    return c.body(new Uint8Array(chosen.body));
  };
  root.get('/', servePage);
  root.get('/index.html', servePage);
  // The compressed copies are the server's to choose, not files of their own.
  root.get('*', (c, next) => (/\.(br|gz)$/.test(c.req.path) ? c.notFound() : next()));
  root.use('*', serveStatic({ root: path.resolve(staticDir), precompressed: true }));
  root.get('/assets/*', (c) => c.notFound());
  root.get('*', servePage);
  return root;
}
