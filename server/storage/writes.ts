/**
 * What a write tells the other API processes on the same PostgreSQL (DESIGN.md 5: the API is stateless
 * between requests, any cache invalidated across processes): each write through the API notifies
 * `backoffice_writes` with `<storage>:<id>` inside its transaction (delivered only if it commits), and
 * each process forgets what it keeps in memory of that storage and record: computed fields' lookups,
 * and for users the bearer check's user row. A lost connection forgets everything.
 */
import type { Db, Queryable } from '../db/db.ts';

export const WRITES_CHANNEL = 'backoffice_writes';

export async function announceWrite(tx: Queryable, storage: string, id: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [WRITES_CHANNEL, `${storage}:${id}`]);
}

/** The same for many records of one storage, in one statement. */
export async function announceWrites(tx: Queryable, storage: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('SELECT pg_notify($1, $2 || id) FROM unnest($3::text[]) AS id', [
    WRITES_CHANNEL,
    `${storage}:`,
    ids,
  ]);
}

export type Forget = (storage: string | null, id: string | null) => void;

/** Calls `forget` for each write another process (or this one) committed; null, null: forget all. */
export async function watchWrites(db: Db, forget: Forget): Promise<void> {
  if (!db.listen) return;
  await db.listen(WRITES_CHANNEL, (payload) => {
    if (payload === null) return forget(null, null);
    const at = payload.indexOf(':');
    forget(payload.slice(0, at), payload.slice(at + 1));
  });
}
