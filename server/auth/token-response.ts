/** The body of a successful token request (RFC 6749 5.1, plus the OpenID Connect id token). */
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { signAccessToken, signIdToken } from './jwt.ts';
import { tokenGeneration } from './token-generation.ts';
import type { AuthUser } from './users.ts';

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

export async function tokenResponse(
  deps: { db: Db; config: ServerConfig },
  user: AuthUser,
  scope: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const generation = await tokenGeneration(deps.db, user.id);
  const [accessToken, idToken] = await Promise.all([
    signAccessToken(deps, user, scope, generation),
    signIdToken(deps, user, scope),
  ]);
  return {
    access_token: accessToken,
    id_token: idToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: deps.config.accessTokenTtlSeconds,
    scope,
  };
}
