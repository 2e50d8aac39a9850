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
 * HTML as a script). index.html and the other files are revalidated on every use (ETag, 304).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';
import type { AppEnv } from './http/env.ts';
import { APP_CSP, securityHeaders } from './http/security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const API_PREFIXES = ['/api/', '/token', '/revoke', '/userinfo', '/infrastructure/'];

/**
 * The app's CSP for this index.html: script-src also allows, by their SHA-256, the inline scripts the
 * build wrote into it (the first page's module preloads, vite.config.ts), and nothing else inline.
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

export function createStaticApp(
  api: Hono<AppEnv>,
  config: Pick<ServerConfig, 'trustProxy'>,
  staticDir: string,
): Hono {
  const indexHtml = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const root = new Hono();
  root.all('*', async (c, next) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p))) return api.fetch(c.req.raw, c.env);
    return next();
  });
  root.use('*', securityHeaders(config, appCspFor(indexHtml), false));
  const files = path.relative(process.cwd(), staticDir);
  root.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const asset = c.req.path.startsWith('/assets/') && c.res.status === 200;
    c.res.headers.set('Cache-Control', asset ? IMMUTABLE : 'no-cache');
    c.res.headers.set('Vary', 'Accept-Encoding');
  });
  root.use('*', serveStatic({ root: files, precompressed: true }));
  root.get('/assets/*', (c) => c.notFound());
  const etag = `"${createHash('sha256').update(indexHtml).digest('base64url').slice(0, 27)}"`;
  root.get('*', (c) => {
    c.header('ETag', etag);
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304);
    return c.html(indexHtml);
  });
  return root;
}
