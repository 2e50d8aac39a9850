/** HTTP Basic client authentication of the token and revoke endpoints (RFC 6749 2.3.1). */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import { oauthError } from './oauth-errors.ts';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
const equal = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b));

function decodeBasic(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    // The id and secret are form-encoded before base64 (RFC 6749 2.3.1).
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

export function requireClient(c: Context, config: Pick<ServerConfig, 'clientId' | 'clientSecret'>): void {
  const client = decodeBasic(c.req.header('authorization'));
  const idOk = equal(client?.id ?? '', config.clientId);
  const secretOk = equal(client?.secret ?? '', config.clientSecret);
  if (client && idOk && secretOk) return;
  c.header('WWW-Authenticate', 'Basic realm="backoffice", charset="UTF-8"');
  throw oauthError(
    401,
    'invalid_client',
    'Client authentication failed',
    'Klientautentiseringen misslyckades',
  );
}
