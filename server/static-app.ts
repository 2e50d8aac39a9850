/**
 * The built app (STATIC_DIR) served beside the API by one server: API paths go to the API with the
 * connection's env (so the client address stays known), everything else is a file of the build or
 * index.html, with the app's security headers (server/http/security-headers.ts).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';
import type { AppEnv } from './http/env.ts';
import { APP_CSP, securityHeaders } from './http/security-headers.ts';

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
  root.use('/assets/*', serveStatic({ root: files }));
  root.use('*', serveStatic({ root: files }));
  root.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return root;
}
