/** The `user_settings` row of one user: read as the app gets it, and a change merged into it. */
import { sql } from 'kysely';
import type { UserSettings, UserSettingsChange } from '../../../src/domain/userSettings.ts';
import type { Queryable } from '../../db/db.ts';
import { qb, run } from '../../storage/query-builder.ts';

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export async function readUserSettings(q: Queryable, userId: string): Promise<UserSettings> {
  const [row] = await run(
    q,
    qb
      .selectFrom('user_settings')
      .select(['settings', 'shortcuts', 'photo_url'])
      .where('user_id', '=', userId),
  );
  if (!row) return { settings: {}, shortcuts: [], photoUrl: null };
  return {
    settings: parsed(row.settings) as Record<string, unknown>,
    shortcuts: parsed(row.shortcuts) as string[],
    photoUrl: row.photo_url,
  };
}

/** Settings named in the change replace the stored ones (a null forgets one); the rest stay. */
export async function changeUserSettings(
  q: Queryable,
  userId: string,
  change: UserSettingsChange,
): Promise<void> {
  const settings = JSON.stringify(change.settings ?? {});
  const shortcuts = change.shortcuts && JSON.stringify(change.shortcuts);
  await run(
    q,
    qb
      .insertInto('user_settings')
      .values({
        user_id: userId,
        settings: sql<string>`jsonb_strip_nulls(${settings}::jsonb)`,
        shortcuts: shortcuts ?? '[]',
        photo_url: change.photoUrl ?? null,
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          settings: sql<string>`jsonb_strip_nulls(user_settings.settings || ${settings}::jsonb)`,
          ...(shortcuts === undefined ? {} : { shortcuts }),
          ...(change.photoUrl === undefined ? {} : { photo_url: change.photoUrl }),
          updated_at: sql<string>`now()`,
        }),
      ),
  );
}
