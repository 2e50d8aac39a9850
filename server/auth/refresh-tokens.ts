/**
 * Opaque refresh tokens, stored only as a SHA-256 hash. Each use rotates the token (the old one is marked
 * used); presenting a used token again revokes its whole family, since one of the two holders is a thief.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';

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
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, user_id, family_id, scope, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::int))`,
    [hashRefreshToken(token), input.userId, input.familyId ?? randomUUID(), input.scope, input.ttlSeconds],
  );
  return token;
}

interface TokenRow {
  user_id: string;
  family_id: string;
  scope: string;
  used: boolean;
  revoked: boolean;
  expired: boolean;
}

export type Rotation =
  | { ok: true; userId: string; scope: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Exchanges a refresh token for a new one of the same family, or says why it cannot be. */
export async function rotateRefreshToken(db: Db, token: string, ttlSeconds: number): Promise<Rotation> {
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx.query<TokenRow>(
      `SELECT user_id, family_id, scope, used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked,
              expires_at <= now() AS expired
         FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hashRefreshToken(token)],
    );
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked) return { ok: false, reason: 'revoked' };
    if (row.used) {
      await revokeFamily(tx, row.family_id);
      return { ok: false, reason: 'reused' };
    }
    if (row.expired) return { ok: false, reason: 'expired' };
    await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [
      hashRefreshToken(token),
    ]);
    const refreshToken = await storeRefreshToken(tx, {
      userId: row.user_id,
      scope: row.scope,
      ttlSeconds,
      familyId: row.family_id,
    });
    return { ok: true, userId: row.user_id, scope: row.scope, refreshToken };
  });
}

async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
}

/** Revokes the token's family (RFC 7009: the whole grant) and answers its user; unknown tokens: null. */
export async function revokeRefreshToken(db: Queryable, token: string): Promise<string | null> {
  const [row] = await db.query<{ family_id: string; user_id: string }>(
    'SELECT family_id, user_id FROM refresh_tokens WHERE token_hash = $1',
    [hashRefreshToken(token)],
  );
  if (row) await revokeFamily(db, row.family_id);
  return row?.user_id ?? null;
}
