import type { ServerConfig } from '../config.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, inMemory = false): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(inMemory ? undefined : config.dataDir);
  await migrate(db);
  return db;
}
