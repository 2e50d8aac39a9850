/**
 * POST /api/users/3.1/me/password { currentPassword, newPassword }: every signed-in user changes its own
 * password. The current password is required and checked (failures throttled as sign-in's are, per
 * user: login-throttle.ts), the new one judged by the domain's rule (src/domain/validators/password.ts).
 * On success every session of the user ends (refresh tokens revoked, access tokens of the old
 * generation refused) and the calling session goes on with the fresh token pair the answer carries.
 */
import type { Context } from 'hono';
import { sql } from 'kysely';
import { passwordRule } from '../../src/domain/validators/password.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { readBody } from '../resources/input.ts';
import type { Routes } from '../routing/route-table.ts';
import { authenticateBearer } from './bearer.ts';
import { countAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { storeRefreshToken } from './refresh-tokens.ts';
import { raiseTokenGeneration } from './token-generation.ts';
import { tokenResponse } from './token-response.ts';
import { qb, run } from '../storage/query-builder.ts';
import { forgetUsers } from './user-cache.ts';
import { findPasswordHash } from './users.ts';

export const PASSWORD_CHANGE_PATH = '/api/users/3.1/me/password';

const required = (field: string) =>
  ApiError.of(400, 'validation.required', 'Required', 'Obligatoriskt', field);

const wrongCurrent = () =>
  ApiError.of(
    400,
    'errors.password.current_wrong',
    'The current password is wrong',
    'Det nuvarande lösenordet stämmer inte',
    'currentPassword',
  );

const unchanged = () =>
  ApiError.of(
    400,
    'errors.password.unchanged',
    'The new password must differ from the current one',
    'Det nya lösenordet måste skilja sig från det nuvarande',
    'newPassword',
  );

function tooManyAttempts(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const error = ApiError.of(
    429,
    'errors.password.locked',
    `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    `För många felaktiga lösenord. Försök igen om ${minutes} minut${minutes === 1 ? '' : 'er'}.`,
    'currentPassword',
  );
  error.headers['Retry-After'] = String(Math.max(1, seconds));
  return error;
}

/** The new password's refusal by the domain's rule, on its field. */
function judgeNewPassword(value: unknown): void {
  if (typeof value !== 'string' || value === '') throw required('newPassword');
  const key = passwordRule.check(value);
  const texts = key ? passwordRule.messages[key] : undefined;
  if (key && texts) throw ApiError.of(400, key, texts.en, texts.sv, 'newPassword');
}

async function changePassword(c: Context<AppEnv>, deps: Deps) {
  const { db, config } = deps;
  const { user, claims } = await authenticateBearer(c, deps);
  const body = await readBody(c.req.raw);
  const { currentPassword, newPassword } = body;
  if (typeof currentPassword !== 'string' || currentPassword === '') throw required('currentPassword');
  judgeNewPassword(newPassword);
  const fresh = newPassword as string;

  // Counted before the password is checked, so parallel guesses cannot all pass (login-throttle.ts).
  const key = `password-change:${user.id}`;
  const locked = await countAttempt(db, key, config.maxFailedLogins, config.lockoutSeconds);
  if (locked > 0) throw tooManyAttempts(locked);
  const stored = await findPasswordHash(db, user.id);
  if (!stored || !(await verifyPassword(currentPassword, stored))) throw wrongCurrent();
  await run(db, qb.deleteFrom('login_failures').where('throttle_key', '=', key));
  if (fresh === currentPassword) throw unchanged();

  const hash = await hashPassword(fresh);
  const refreshToken = await db.transaction(async (tx) => {
    await run(
      tx,
      qb
        .updateTable('credentials')
        .set({ password_hash: hash, updated_at: sql<Date>`now()` })
        .where('user_id', '=', user.id),
    );
    await run(
      tx,
      qb
        .updateTable('refresh_tokens')
        .set({ revoked_at: sql<Date>`now()` })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null),
    );
    await raiseTokenGeneration(tx, user.id);
    return storeRefreshToken(tx, {
      userId: user.id,
      scope: claims.scope,
      ttlSeconds: config.refreshTokenTtlSeconds,
    });
  });
  forgetUsers(db, [user.id]);
  c.header('Cache-Control', 'no-store');
  return c.json(await tokenResponse(deps, user, claims.scope, refreshToken));
}

export function passwordChangeRoutes(routes: Routes, deps: Deps): void {
  routes.post(
    PASSWORD_CHANGE_PATH,
    { signedIn: true },
    {
      summary:
        "Changes the signed-in user's own password: ends its other sessions and answers a new token pair",
      body: '{ currentPassword, newPassword }',
    },
    (c) => changePassword(c, deps),
  );
}
