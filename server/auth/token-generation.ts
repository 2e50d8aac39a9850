/**
 * A user's token generation (table token_generations, migration 004): every access token carries the
 * generation it was signed with (claim `gen`), and the bearer check refuses a token of an older one.
 * Raising it ends every access token of the user at once: on /revoke and on a password change. The
 * user's other sessions get a 401 and refresh (their refresh tokens still hold, unless they were ended).
 */
import type { Db, Queryable } from '../db/db.ts';
import { announceWrite } from '../storage/writes.ts';
import { forgetUsers } from './user-cache.ts';
import { qb, run } from '../storage/query-builder.ts';

export async function tokenGeneration(db: Queryable, userId: string): Promise<number> {
  const [row] = await run(
    db,
    qb.selectFrom('token_generations').select('generation').where('user_id', '=', userId),
  );
  return row?.generation ?? 0;
}

/**
 * Ends the user's access tokens: in `tx` when given (a write's transaction). The bearer check's cached
 * row of the user must be forgotten after the commit: `forgetUsers` (the users storage's afterWrite
 * does it for writes through the API; `endAccessTokens` does it itself outside a transaction).
 */
export async function raiseTokenGeneration(tx: Queryable, userId: string): Promise<void> {
  await run(
    tx,
    qb
      .insertInto('token_generations')
      .values({ user_id: userId, generation: 1 })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet((eb) => ({ generation: eb('token_generations.generation', '+', 1) })),
      ),
  );
  // Other API processes forget their kept row of the user when this commits (server/storage/writes.ts).
  await announceWrite(tx, 'users', userId);
}

export async function endAccessTokens(db: Db, userId: string): Promise<void> {
  await raiseTokenGeneration(db, userId);
  forgetUsers(db, [userId]);
}
