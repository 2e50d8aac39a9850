/**
 * Opaque refresh tokens, stored only as a SHA-256 hash. Each use rotates the token: the old one is marked
 * used and names its successor. Presenting a used token again revokes its whole family, since one of the
 * two holders is a thief, with one exception: within the grace window after its rotation, while the
 * successor is unused, the answer that carried the successor is taken to be lost (a page left mid-refresh,
 * a dropped connection), so the used token gets a fresh pair and the unused successor is retired.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/db.ts';
import { qb, run } from '../storage/query-builder.ts';

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface NewRefreshToken {
  userId: string;
  scope: string;
  ttlSeconds: number;
  /** The family a rotated token continues; a new sign-in starts a new one. */
  familyId?: string;
}

export async function storeRefreshToken(db: Queryable, input: NewRefreshToken): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await run(
    db,
    qb.insertInto('refresh_tokens').values({
      token_hash: hashRefreshToken(token),
      user_id: input.userId,
      family_id: input.familyId ?? randomUUID(),
      scope: input.scope,
      expires_at: sql<Date>`now() + make_interval(secs => ${input.ttlSeconds}::int)`,
    }),
  );
  return token;
}

interface TokenRow {
  user_id: string;
  family_id: string;
  scope: string;
  successor_hash: string | null;
  used: boolean;
  revoked: boolean;
  expired: boolean;
  in_grace: boolean;
}

export type Rotation =
  | { ok: true; userId: string; scope: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export interface RotationPolicy {
  ttlSeconds: number;
  /** How long after its rotation a used token may still be exchanged while its successor is unused. */
  reuseGraceSeconds: number;
}

/** Exchanges a refresh token for a new one of the same family, or says why it cannot be. */
export async function rotateRefreshToken(db: Db, token: string, policy: RotationPolicy): Promise<Rotation> {
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await run<TokenRow>(
      tx,
      qb
        .selectFrom('refresh_tokens')
        .select((eb) => [
          'user_id',
          'family_id',
          'scope',
          'successor_hash',
          eb('used_at', 'is not', null).as('used'),
          eb('revoked_at', 'is not', null).as('revoked'),
          eb('expires_at', '<=', sql<Date>`now()`).as('expired'),
          eb('used_at', '>', sql<Date>`now() - make_interval(secs => ${policy.reuseGraceSeconds}::int)`).as(
            'in_grace',
          ),
        ])
        .where('token_hash', '=', hashRefreshToken(token))
        .forUpdate(),
    );
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked) return { ok: false, reason: 'revoked' };
    if (row.used) {
      const lostAnswer = row.in_grace && row.successor_hash && (await retire(tx, row.successor_hash));
      if (!lostAnswer) {
        await revokeFamily(tx, row.family_id);
        return { ok: false, reason: 'reused' };
      }
    } else if (row.expired) return { ok: false, reason: 'expired' };
    const refreshToken = await storeRefreshToken(tx, {
      userId: row.user_id,
      scope: row.scope,
      ttlSeconds: policy.ttlSeconds,
      familyId: row.family_id,
    });
    // A token used again keeps the time of its first use: the grace window never moves on.
    await run(
      tx,
      qb
        .updateTable('refresh_tokens')
        .set((eb) => ({
          used_at: eb.fn.coalesce('used_at', sql<Date>`now()`),
          successor_hash: hashRefreshToken(refreshToken),
        }))
        .where('token_hash', '=', hashRefreshToken(token)),
    );
    return { ok: true, userId: row.user_id, scope: row.scope, refreshToken };
  });
}

/**
 * Takes an unused successor out of use, marked used with no successor of its own: should it turn up
 * after all, its holder and whoever presented its predecessor are two, and the family ends. False when
 * it was used, revoked or has expired meanwhile (the row lock makes a concurrent rotation of it wait).
 */
async function retire(tx: Queryable, tokenHash: string): Promise<boolean> {
  const retired = await run(
    tx,
    qb
      .updateTable('refresh_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('token_hash'),
  );
  return retired.length > 0;
}

async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await run(
    db,
    qb
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null),
  );
}

/** Revokes the token's family (RFC 7009: the whole grant) and answers its user; unknown tokens: null. */
export async function revokeRefreshToken(db: Queryable, token: string): Promise<string | null> {
  const [row] = await run(
    db,
    qb
      .selectFrom('refresh_tokens')
      .select(['family_id', 'user_id'])
      .where('token_hash', '=', hashRefreshToken(token)),
  );
  if (row) await revokeFamily(db, row.family_id);
  return row?.user_id ?? null;
}
