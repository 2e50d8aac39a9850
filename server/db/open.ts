import type { ServerConfig } from '../config.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** Opens the configured database (embedded: from `loadDataDir`'s dump if given) and brings its schema up to date. */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<ServerConfig, 'pgliteFsync' | 'directDatabaseUrl'>>,
  inMemory = false,
  loadDataDir?: Blob,
): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.directDatabaseUrl)
    : await openPglite(inMemory ? undefined : config.dataDir, {
        fsync: config.pgliteFsync ?? true,
        loadDataDir,
      });
  await migrate(db);
  return db;
}
