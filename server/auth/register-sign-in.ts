/**
 * POST /api/backstage/3.0/register/sign-in   { serialNumber, username, code, scope }   (SPEC 6, 7)
 *
 * A seller or store manager signs in at a register with the 6-digit login code the user's form sets
 * (src/resources/users.ts `loginCode`, stored as a scrypt hash as passwords are). The register names
 * itself by its serial number; the client proves itself as on POST /token. Counted before the code is
 * checked, on the same keys as the back office's login (login-throttle.ts), so the two together get the
 * login's tries. Refused: a backstage user (any other role: it signs in to the back office with its
 * password), a register of another organization or of a store the user does not work in, a user
 * without the register login permission. The answer is the token pair of POST /token and the register.
 */
import { signsInAtRegister } from '../../src/domain/roles.ts';
import { MAX_USERNAME_LENGTH } from '../../src/domain/validators/user.ts';
import type { Deps } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { readBody } from '../resources/input.ts';
import { qb, run } from '../storage/query-builder.ts';
import { countAddressAttempt, countLoginAttempt, loginSucceeded, throttleKeys } from './login-throttle.ts';
import { accountInactive, missingField, oauthError, organizationBlocked } from './oauth-errors.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { storeRefreshToken } from './refresh-tokens.ts';
import { checkScope } from './scope.ts';
import { tokenResponse, type TokenResponse } from './token-response.ts';
import { findUserByUsername, normalizeUsername, type AuthUser } from './users.ts';
import { sql } from 'kysely';

const wrongCode = () =>
  oauthError(401, 'invalid_grant', 'Wrong username or login code', 'Fel användarnamn eller inloggningskod');

const refused = (code: string, en: string, sv: string, field?: string) =>
  ApiError.of(403, `errors.register.${code}`, en, sv, field);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

async function loginCodeHash(deps: Deps, user: AuthUser | null): Promise<string | null> {
  if (!user) return null;
  const [row] = await run(deps.db, qb.selectFrom('users').select('login_code').where('id', '=', user.id));
  return typeof row?.login_code === 'string' && row.login_code !== '' ? row.login_code : null;
}

/** The register the serial number names, refused unless the user works in its store. */
async function registerFor(deps: Deps, serialNumber: string, user: AuthUser, stores: readonly string[]) {
  const [register] = await run(
    deps.db,
    qb
      .selectFrom('devices')
      .select(['id', 'name', 'number', 'store', 'organization_id'])
      .where(sql`lower(serial_number)`, '=', serialNumber.toLowerCase())
      .where('kind', '=', 'register'),
  );
  if (!register)
    throw ApiError.of(
      404,
      'errors.register.unknown',
      'No register has this serial number',
      'Ingen kassa har det serienumret',
      'serialNumber',
    );
  if (register.organization_id !== user.organizationId)
    throw refused(
      'other_organization',
      'This register belongs to another organization',
      'Kassan tillhör en annan organisation',
      'serialNumber',
    );
  if (!stores.includes(String(register.store)))
    throw refused(
      'other_store',
      'You do not work in the store of this register',
      'Du arbetar inte i kassans butik',
      'serialNumber',
    );
  return register;
}

export async function registerSignIn(
  deps: Deps,
  raw: Request,
  address: string,
): Promise<TokenResponse & { register: { id: string; name: string; store: string } }> {
  const { db, config } = deps;
  const body = await readBody(raw);
  const serialNumber = text(body.serialNumber);
  if (!serialNumber) throw missingField('serialNumber');
  const rawUsername = text(body.username);
  if (!rawUsername) throw missingField('username');
  const code = typeof body.code === 'string' ? body.code : '';
  if (!code) throw missingField('code');
  if (!/^\d{6}$/.test(code))
    throw ApiError.of(
      400,
      'validation.user.login_code',
      'The login code is 6 digits',
      'Inloggningskoden är 6 siffror',
      'code',
    );
  const rawScope = text(body.scope);
  if (!rawScope) throw missingField('scope');
  const scope = checkScope(rawScope);
  const username = normalizeUsername(rawUsername);

  const keys = throttleKeys(username, address);
  if (username.length > MAX_USERNAME_LENGTH) {
    await countAddressAttempt(db, keys, config);
    throw wrongCode();
  }
  await countLoginAttempt(db, keys, config);
  const user = await findUserByUsername(db, username);
  // Told before the code is checked: a backstage user has no code to try, only its password.
  if (user && !signsInAtRegister(user.groups))
    throw refused(
      'backstage',
      'The backstage user signs in to the back office with its password, not at the register',
      'Backstage-användaren loggar in i backoffice med sitt lösenord, inte i kassan',
      'username',
    );
  const hash = await loginCodeHash(deps, user);
  // Verified even without a user or a code, so the answer takes as long either way.
  const valid = await verifyPassword(code, hash ?? (await dummyPasswordHash()));
  if (!user || !hash || !valid) throw wrongCode();
  await loginSucceeded(db, keys);
  if (!user.active) throw accountInactive();
  if (user.organizationBlocked) throw organizationBlocked();
  if (!user.permissions.includes('login-register'))
    throw refused(
      'no_permission',
      'You may not sign in at the register: ask your administrator for the register login',
      'Du får inte logga in i kassan: be din administratör om inloggning till kassan',
    );
  const [stored] = await run(db, qb.selectFrom('users').select('stores').where('id', '=', user.id));
  const stores = Array.isArray(stored?.stores) ? stored.stores.map(String) : [];
  const register = await registerFor(deps, serialNumber, user, stores);

  await run(db, qb.deleteFrom('refresh_tokens').where('expires_at', '<', sql<Date>`now()`));
  const refreshToken = await storeRefreshToken(db, {
    userId: user.id,
    scope,
    ttlSeconds: config.refreshTokenTtlSeconds,
  });
  return {
    ...(await tokenResponse(deps, user, scope, refreshToken)),
    register: { id: register.id, name: String(register.name), store: String(register.store) },
  };
}
