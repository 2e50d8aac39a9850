/**
 * Failed-login throttling (docs/security.md). Two counters, both in `login_failures`:
 * - per username and client address (`account:`): after `maxFailedLogins` attempts within
 *   `lockoutSeconds` that username is locked for `lockoutSeconds`, from that address only, so an
 *   outsider cannot lock the super admin out at will;
 * - per client address across usernames (`address:`): after `maxFailedLoginsPerAddress` failures.
 * Unknown usernames count the same as known ones, so a lock tells nothing about who exists.
 *
 * An attempt is counted BEFORE its password is checked, in the one statement that also reads the lock
 * (an upsert on the locked row), so parallel guesses cannot all pass a check made before any of them
 * was counted. A success takes its attempt back.
 */
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { oauthError } from './oauth-errors.ts';

type ThrottleConfig = Pick<ServerConfig, 'maxFailedLogins' | 'lockoutSeconds' | 'maxFailedLoginsPerAddress'>;

export interface ThrottleKeys {
  account: string;
  address: string;
}

export const throttleKeys = (username: string, address: string): ThrottleKeys => ({
  account: `account:${address}:${username}`,
  address: `address:${address}`,
});

/**
 * Counts one attempt for `key` and answers for how many seconds the key is locked (0: go on). Failures
 * older than the window, or from before an expired lock, start over. The attempt past `max` locks.
 */
export async function countAttempt(
  db: Queryable,
  key: string,
  max: number,
  lockoutSeconds: number,
): Promise<number> {
  const locked = 'lf.locked_until > now()';
  const stale = `(lf.locked_until IS NOT NULL AND lf.locked_until <= now())
                 OR lf.last_failure_at <= now() - make_interval(secs => $3::int)`;
  const next = `CASE WHEN ${stale} THEN 1 ELSE lf.failures + 1 END`;
  const [row] = await db.query<{ seconds: number | null }>(
    `INSERT INTO login_failures AS lf (throttle_key, failures, locked_until, last_failure_at)
     VALUES ($1, 1, CASE WHEN 1 > $2::int THEN now() + make_interval(secs => $3::int) END, now())
     ON CONFLICT (throttle_key) DO UPDATE SET
       failures = CASE WHEN ${locked} THEN lf.failures ELSE ${next} END,
       locked_until = CASE WHEN ${locked} THEN lf.locked_until
                           WHEN ${next} > $2::int THEN now() + make_interval(secs => $3::int) END,
       last_failure_at = CASE WHEN ${locked} THEN lf.last_failure_at ELSE now() END
     RETURNING ceil(extract(epoch FROM locked_until - now()))::int AS seconds`,
    [key, max, lockoutSeconds],
  );
  return Math.max(0, row?.seconds ?? 0);
}

function lockedError(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const error = oauthError(
    429,
    'temporarily_locked',
    `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    `För många misslyckade inloggningar. Försök igen om ${minutes} minut${minutes === 1 ? '' : 'er'}.`,
  );
  error.headers['Retry-After'] = String(Math.max(1, seconds));
  return error;
}

/** Counts the attempt on the address's key alone; throws 429 temporarily_locked when it is locked. */
export async function countAddressAttempt(
  db: Queryable,
  keys: ThrottleKeys,
  config: ThrottleConfig,
): Promise<void> {
  const address = await countAttempt(
    db,
    keys.address,
    config.maxFailedLoginsPerAddress,
    config.lockoutSeconds,
  );
  if (address > 0) throw lockedError(address);
}

/**
 * Counts the attempt on both keys before the password is checked; throws 429 temporarily_locked, with
 * Retry-After, when either is locked (then the attempt is not checked at all).
 */
export async function countLoginAttempt(
  db: Queryable,
  keys: ThrottleKeys,
  config: ThrottleConfig,
): Promise<void> {
  await countAddressAttempt(db, keys, config);
  const account = await countAttempt(db, keys.account, config.maxFailedLogins, config.lockoutSeconds);
  if (account > 0) throw lockedError(account);
}

/** A successful sign-in: the username's count starts over, and the address's count gives this attempt back. */
export async function loginSucceeded(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE throttle_key = $1', [keys.account]);
  await db.query(
    'UPDATE login_failures SET failures = greatest(failures - 1, 0) WHERE throttle_key = $1 AND locked_until IS NULL',
    [keys.address],
  );
}
