/**
 * Failed-login throttling per username (known or not, so a lock tells nothing about who exists): after
 * `maxFailedLogins` failures within `lockoutSeconds` the username is locked for `lockoutSeconds`.
 */
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { oauthError } from './oauth-errors.ts';

type ThrottleConfig = Pick<ServerConfig, 'maxFailedLogins' | 'lockoutSeconds'>;

/** Throws 429 temporarily_locked while the username is locked. */
export async function assertNotLocked(db: Queryable, username: string): Promise<void> {
  const [row] = await db.query<{ seconds: number }>(
    'SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds FROM login_failures WHERE username = $1 AND locked_until > now()',
    [username],
  );
  if (!row) return;
  const minutes = Math.max(1, Math.ceil(row.seconds / 60));
  throw oauthError(
    429,
    'temporarily_locked',
    `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    `För många misslyckade inloggningar. Försök igen om ${minutes} minut${minutes === 1 ? '' : 'er'}.`,
  );
}

/** Counts a failure; failures older than the lockout window, or from before an expired lock, start over. */
export async function recordFailedLogin(
  db: Queryable,
  username: string,
  config: ThrottleConfig,
): Promise<void> {
  const stale = `(lf.locked_until IS NOT NULL AND lf.locked_until <= now())
                  OR lf.last_failure_at <= now() - make_interval(secs => $3::int)`;
  const failures = `CASE WHEN ${stale} THEN 1 ELSE lf.failures + 1 END`;
  // The arithmetic runs on the locked conflicting row, so concurrent failures are all counted.
  await db.query(
    `INSERT INTO login_failures AS lf (username, failures, locked_until, last_failure_at)
     VALUES ($1, 1, CASE WHEN 1 >= $2::int THEN now() + make_interval(secs => $3::int) END, now())
     ON CONFLICT (username) DO UPDATE SET
       failures = ${failures},
       locked_until = CASE WHEN ${failures} >= $2::int THEN now() + make_interval(secs => $3::int) END,
       last_failure_at = now()`,
    [username, config.maxFailedLogins, config.lockoutSeconds],
  );
}

export async function clearFailedLogins(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE username = $1', [username]);
}
