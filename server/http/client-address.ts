/**
 * The client's address, for throttling sign-ins per address (server/auth/login-throttle.ts). The
 * connection's remote address when served by @hono/node-server; behind a reverse proxy, only when
 * TRUST_PROXY says so, the last X-Forwarded-For entry (the one the proxy added). In-process requests
 * (tests, app.request) have no connection: 'unknown', one address for all of them.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';

const MAX_ADDRESS_LENGTH = 64;

export function clientAddress(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded.slice(0, MAX_ADDRESS_LENGTH);
  }
  try {
    return getConnInfo(c).remote.address?.slice(0, MAX_ADDRESS_LENGTH) || 'unknown';
  } catch {
    return 'unknown';
  }
}
