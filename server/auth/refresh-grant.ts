/** grant_type=refresh_token: rotates the refresh token and issues new tokens for the same scope. */
import type { Deps } from '../http/env.ts';
import { formField } from './form.ts';
import { accountInactive, invalidRefreshToken, missingField, organizationBlocked } from './oauth-errors.ts';
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { tokenResponse, type TokenResponse } from './token-response.ts';
import { findUserById } from './users.ts';

export async function refreshGrant(deps: Deps, form: URLSearchParams): Promise<TokenResponse> {
  const { db, config } = deps;
  const presented = formField(form, 'refresh_token');
  if (!presented) throw missingField('refresh_token');
  const rotation = await rotateRefreshToken(db, presented, {
    ttlSeconds: config.refreshTokenTtlSeconds,
    reuseGraceSeconds: config.refreshTokenReuseGraceSeconds,
  });
  if (!rotation.ok) throw invalidRefreshToken();
  const user = await findUserById(db, rotation.userId);
  if (!user?.active) {
    await revokeRefreshToken(db, rotation.refreshToken);
    throw user ? accountInactive() : invalidRefreshToken();
  }
  if (user.organizationBlocked) {
    await revokeRefreshToken(db, rotation.refreshToken);
    throw organizationBlocked();
  }
  return tokenResponse(deps, user, rotation.scope, rotation.refreshToken);
}
