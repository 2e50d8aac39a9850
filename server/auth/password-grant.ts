/** grant_type=password: username (trimmed, lower-cased), password and the sign-in scope. */
import { MAX_USERNAME_LENGTH } from '../../src/domain/validators/user.ts';
import type { Deps } from '../http/env.ts';
import { formField } from './form.ts';
import { countAddressAttempt, countLoginAttempt, loginSucceeded, throttleKeys } from './login-throttle.ts';
import { accountInactive, invalidCredentials, missingField, organizationBlocked } from './oauth-errors.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { storeRefreshToken } from './refresh-tokens.ts';
import { checkScope } from './scope.ts';
import { tokenResponse, type TokenResponse } from './token-response.ts';
import { findPasswordHash, findUserByUsername, normalizeUsername } from './users.ts';
import { sql } from 'kysely';
import { qb, run } from '../storage/query-builder.ts';

/** `address`: the client's address (server/http/client-address.ts), for the throttle. */
export async function passwordGrant(
  deps: Deps,
  form: URLSearchParams,
  address: string,
): Promise<TokenResponse> {
  const { db, config } = deps;
  const rawUsername = formField(form, 'username');
  if (!rawUsername) throw missingField('username');
  const password = form.get('password');
  if (!password) throw missingField('password');
  const rawScope = formField(form, 'scope');
  if (!rawScope) throw missingField('scope');
  const scope = checkScope(rawScope);
  const username = normalizeUsername(rawUsername);

  // Counted before the password is checked, atomically with reading the lock (login-throttle.ts).
  const keys = throttleKeys(username, address);
  if (username.length > MAX_USERNAME_LENGTH) {
    // No user has so long a name, and as a throttle key it would pass PostgreSQL's index limit (about
    // 2.7 kB): counted against the address only, and answered as any wrong password is.
    await countAddressAttempt(db, keys, config);
    throw invalidCredentials();
  }
  await countLoginAttempt(db, keys, config);
  const user = await findUserByUsername(db, username);
  const hash = user ? await findPasswordHash(db, user.id) : null;
  // Verified even when there is no such user, so the answer takes as long either way.
  const valid = await verifyPassword(password, hash ?? (await dummyPasswordHash()));
  if (!user || !hash || !valid) throw invalidCredentials();
  await loginSucceeded(db, keys);
  if (!user.active) throw accountInactive();
  if (user.organizationBlocked) throw organizationBlocked();

  await run(db, qb.deleteFrom('refresh_tokens').where('expires_at', '<', sql<Date>`now()`));
  const refreshToken = await storeRefreshToken(db, {
    userId: user.id,
    scope,
    ttlSeconds: config.refreshTokenTtlSeconds,
  });
  return tokenResponse(deps, user, scope, refreshToken);
}
