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
import { sql } from 'kysely';
import { qb, run } from '../storage/query-builder.ts';

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
  // In ON CONFLICT DO UPDATE, the table's name is the stored row (`excluded` is the new one).
  const stored = (column: 'failures' | 'locked_until' | 'last_failure_at') =>
    sql.ref(`login_failures.${column}`);
  const lockEnds = sql`now() + make_interval(secs => ${lockoutSeconds}::int)`;
  const locked = sql`${stored('locked_until')} > now()`;
  const stale = sql`(${stored('locked_until')} IS NOT NULL AND ${stored('locked_until')} <= now())
                 OR ${stored('last_failure_at')} <= now() - make_interval(secs => ${lockoutSeconds}::int)`;
  const next = sql`CASE WHEN ${stale} THEN 1 ELSE ${stored('failures')} + 1 END`;
  const [row] = await run(
    db,
    qb
      .insertInto('login_failures')
      .values({
        throttle_key: key,
        failures: 1,
        locked_until: sql<Date | null>`CASE WHEN 1 > ${max}::int THEN ${lockEnds} END`,
        last_failure_at: sql<Date>`now()`,
      })
      .onConflict((conflict) =>
        conflict.column('throttle_key').doUpdateSet({
          failures: sql<number>`CASE WHEN ${locked} THEN ${stored('failures')} ELSE ${next} END`,
          locked_until: sql<Date | null>`CASE WHEN ${locked} THEN ${stored('locked_until')}
                           WHEN ${next} > ${max}::int THEN ${lockEnds} END`,
          last_failure_at: sql<Date>`CASE WHEN ${locked} THEN ${stored('last_failure_at')} ELSE now() END`,
        }),
      )
      .returning(
        sql<number | null>`ceil(extract(epoch FROM ${sql.ref('locked_until')} - now()))::int`.as('seconds'),
      ),
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
  await run(db, qb.deleteFrom('login_failures').where('throttle_key', '=', keys.account));
  await run(
    db,
    qb
      .updateTable('login_failures')
      .set({ failures: sql<number>`greatest(${sql.ref('failures')} - 1, 0)` })
      .where('throttle_key', '=', keys.address)
      .where('locked_until', 'is', null),
  );
}
