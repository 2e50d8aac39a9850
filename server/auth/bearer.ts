/** The bearer access token of a request: verified, and its user loaded and checked to be active. */
import type { Context } from 'hono';
import type { Deps } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { verifyAccessToken, type AccessTokenClaims } from './jwt.ts';
import { tokenGeneration } from './token-generation.ts';
import { cachedUser } from './user-cache.ts';
import { findUserById, type AuthUser } from './users.ts';

function refuse(
  c: Context,
  errorCode: 'invalid_token' | 'account_inactive' | 'organization_blocked' | 'unauthorized',
  en: string,
  sv: string,
): ApiError {
  c.header(
    'WWW-Authenticate',
    errorCode === 'unauthorized'
      ? 'Bearer realm="backoffice"'
      : 'Bearer realm="backoffice", error="invalid_token"',
  );
  return new ApiError(401, [{ errorCode, errorMessage: { en, sv } }], {
    error: errorCode === 'unauthorized' ? 'invalid_request' : 'invalid_token',
    error_description: en,
  });
}

/**
 * `cached`: the user row may come from the bearer check's cache (user-cache.ts: a few seconds, and
 * forgotten on every write to the user). The /api routes use it; /userinfo always reads the row.
 */
export async function authenticateBearer(
  c: Context,
  deps: Deps,
  { cached = false }: { cached?: boolean } = {},
): Promise<{ user: AuthUser; claims: AccessTokenClaims }> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw refuse(c, 'unauthorized', 'Authentication required', 'Inloggning krävs');
  const claims = await verifyAccessToken(deps, match[1]);
  if (!claims) {
    throw refuse(
      c,
      'invalid_token',
      'The access token is invalid or has expired',
      'Åtkomsttoken är ogiltig eller har gått ut',
    );
  }
  const load = async () => {
    const user = await findUserById(deps.db, claims.sub);
    return user && { ...user, tokenGeneration: await tokenGeneration(deps.db, claims.sub) };
  };
  const user = cached ? await cachedUser(deps.db, claims.sub, deps.config.userCacheMs, load) : await load();
  if (!user) {
    throw refuse(
      c,
      'invalid_token',
      'The user of this access token no longer exists',
      'Användaren för denna åtkomsttoken finns inte längre',
    );
  }
  // Revoked (by /revoke or a password change) after this token was signed: it ends at once.
  if ((claims.gen ?? 0) !== (user.tokenGeneration ?? 0)) {
    throw refuse(c, 'invalid_token', 'The access token has been revoked', 'Åtkomsttoken har återkallats');
  }
  if (!user.active) {
    throw refuse(
      c,
      'account_inactive',
      'This user account is deactivated',
      'Det här användarkontot är inaktiverat',
    );
  }
  if (user.organizationBlocked) {
    throw refuse(
      c,
      'organization_blocked',
      'Your organization is blocked. Contact support',
      'Din organisation är spärrad. Kontakta supporten',
    );
  }
  return { user, claims };
}
