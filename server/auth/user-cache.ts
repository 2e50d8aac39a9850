/**
 * The bearer check's user row, kept for a few seconds per database (config `userCacheMs`, env
 * USER_CACHE_MS; 0 switches it off), so that a list request does not read the same user row every time.
 *
 * Correctness first: every write to the users storage through the API (create, update, delete; a
 * password, a status, groups or permissions) forgets that user at once, after its transaction
 * commits (routes.ts), so a deactivated or deleted user is refused on its next request. What the
 * cache cannot see is a write from elsewhere: SQL by hand, or another API process on the same
 * PostgreSQL. Those take effect within `userCacheMs`.
 *
 * Forgetting removes the entry, also one whose read is still under way, so a slow read of the old row
 * cannot be found after the write. Concurrent misses of one user share one read; a failed read is not kept.
 */
import type { Db } from '../db/db.ts';
import type { AuthUser } from './users.ts';

/** At most this many users per database; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: Promise<AuthUser | null>;
  expires: number;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

const frozen = (user: AuthUser | null): AuthUser | null =>
  user &&
  (Object.freeze({
    ...user,
    groups: Object.freeze([...user.groups]),
    permissions: Object.freeze([...user.permissions]),
  }) as AuthUser);

/** The user `id` as `load` reads it, from the cache when it was read less than `ttlMs` ago. */
export async function cachedUser(
  db: Db,
  id: string,
  ttlMs: number,
  load: () => Promise<AuthUser | null>,
): Promise<AuthUser | null> {
  if (ttlMs <= 0) return load();
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(id);
  if (hit && hit.expires > now) return hit.user;
  if (hit) cache.delete(id);
  const user = load().then(frozen);
  const entry: Entry = { user, expires: now + ttlMs };
  cache.set(id, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  user.catch(() => {
    if (cache.get(id) === entry) cache.delete(id);
  });
  return user;
}

/** Forgets users of `db` (every one when `ids` is absent): their next request reads the row again. */
export function forgetUsers(db: Db, ids?: readonly string[]): void {
  const cache = caches.get(db);
  if (!cache) return;
  if (ids) for (const id of ids) cache.delete(id);
  else cache.clear();
}
