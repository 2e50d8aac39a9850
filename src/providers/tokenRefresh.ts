/**
 * Renewal of the access token with the refresh token (SPEC 4, "Session"). Concurrent callers in a tab
 * share one refresh; tabs take turns through a Web Lock and reuse a token another tab just obtained,
 * so a rotated refresh token is never presented twice. A refused refresh ends the session.
 */
import { jwtDecode } from 'jwt-decode';
import { HttpError } from 'ra-core';
import { clientHttpError } from './httpErrors';
import { authText } from './requestLocale';
import { session } from './session';
import { refreshGrant } from './tokenEndpoint';

export interface AccessClaims {
  sub?: string;
  groups?: string[] | string;
  partnerId?: string | null;
  organization?: string | null;
  exp?: number;
}

export function decodeAccessToken(token: string): AccessClaims | null {
  try {
    return jwtDecode<AccessClaims>(token);
  } catch {
    return null;
  }
}

/** True when the token's `exp` (seconds) is at or before now plus `skewSeconds`; a token without exp never expires. */
export function isExpired(token: string, skewSeconds = 0, nowMs: number = Date.now()): boolean {
  const exp = decodeAccessToken(token)?.exp;
  if (typeof exp !== 'number') return false;
  return exp <= Math.floor(nowMs / 1000) + skewSeconds;
}

let inFlight: Promise<string> | null = null;

/**
 * True for a request that got no answer (network failure: status 0; timeout: 408): the page may be
 * going away or the network lost it. A refresh then may still have rotated the token on the server,
 * which takes the same token again for a short while (docs/security.md "Sign-in"), so the session is
 * kept.
 */
export function gotNoAnswer(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 0 || error.status === 408);
}

/** The error a refused refresh ends with: status 401 and 'Användarautentisering misslyckades'. */
export function authFailedError(): HttpError {
  return clientHttpError(authText('session.authFailed'), 401);
}

/**
 * A fresh access token. `stale` is the token the caller found wanting: if the stored token already
 * differs from it, someone else refreshed and that token is returned without a call.
 */
export function refreshAccessToken(stale: string | null): Promise<string> {
  const current = session.accessToken();
  if (current && current !== stale) return Promise.resolve(current);
  inFlight ??= withTabLock(() => refreshOnce(stale)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withTabLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  return locks.request('backoffice-token-refresh', run);
}

async function refreshOnce(stale: string | null): Promise<string> {
  const current = session.accessToken();
  if (current && current !== stale) return current; // another tab refreshed while we waited
  const refreshToken = session.refreshToken();
  if (!refreshToken) {
    session.end('authFailed');
    throw authFailedError();
  }
  try {
    const tokens = await refreshGrant(refreshToken);
    session.saveTokens({
      accessToken: tokens.access_token,
      idToken: tokens.id_token ?? session.tokens()?.idToken ?? null,
      refreshToken: tokens.refresh_token ?? refreshToken,
    });
    return tokens.access_token;
  } catch (error) {
    // Another tab rotated the refresh token meanwhile: use what it stored.
    const now = session.accessToken();
    if (session.refreshToken() !== refreshToken && now) return now;
    // No answer: the session may still be good; report the failure as it is.
    if (gotNoAnswer(error)) throw error;
    session.end('authFailed');
    throw authFailedError();
  }
}
