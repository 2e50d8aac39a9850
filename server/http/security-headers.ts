/**
 * Security headers and the CORS policy (docs/security.md).
 * - Every response: a Permissions-Policy denying the browser features the app does not use.
 * - Every API response: nosniff, no referrer, no framing, a CSP that allows nothing (JSON is never a
 *   page), `Cache-Control: no-store` unless the route set its own (tokens and records stay out of
 *   caches; an uploaded image may be cached), and HSTS when the request came over https (directly, or
 *   through a proxy that says so when TRUST_PROXY is on).
 * - The app's pages (server/static-app.ts): a CSP without inline script: scripts only from the app's
 *   own origin; styles inline too (MUI's emotion injects <style> elements); images also as data: and
 *   blob: URLs (uploaded logos); no plugins; no framing.
 * - CORS: off unless CORS_ORIGINS lists the origins (scheme://host[:port]) that may call the API from a
 *   browser; the app served by this server is same-origin and needs none.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { ServerConfig } from '../config.ts';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  // The contract preview shows a PDF the page made itself (a blob: address) in a frame.
  "frame-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser features no page of ours uses, denied to the page and anything it frames: the app takes no
 * picture, sound or location (a store's address is looked up on the server), reads no device, pays
 * nothing in the browser. Fullscreen stays with our own pages (the contract preview's PDF viewer).
 * Only features Chromium knows are named, so the header adds no console warnings.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'clipboard-read=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Whether the request reached us over https. */
function overHttps(c: Context, config: Pick<ServerConfig, 'trustProxy'>): boolean {
  if (c.req.url.startsWith('https:')) return true;
  return (
    config.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
  );
}

/** The headers every response carries; `csp` is the API's or the app's policy. */
export function securityHeaders(
  config: Pick<ServerConfig, 'trustProxy'>,
  csp: string,
  noStore: boolean,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'no-referrer');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Content-Security-Policy', csp);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    // A route that says how its answer may be cached (an uploaded image: immutable) keeps that.
    if (noStore && !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    if (overHttps(c, config)) headers.set('Strict-Transport-Security', HSTS);
  };
}

/** CORS for the origins of CORS_ORIGINS only; none configured: no CORS headers at all. */
export function corsPolicy(config: Pick<ServerConfig, 'corsOrigins'>): MiddlewareHandler {
  const allowed = new Set(config.corsOrigins);
  const policy = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'organizationId', 'Accept-Language'],
    exposeHeaders: ['Content-Range', 'X-Total-Capped', 'X-Trace-Id', 'Retry-After'],
    maxAge: 600,
    credentials: false,
  });
  return async (c, next) => {
    if (allowed.size === 0) return next();
    return policy(c, next);
  };
}
