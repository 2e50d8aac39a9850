import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db.ts';
import { preparedQueries } from './pglite-prepared.ts';

/** Embedded PostgreSQL. `dataDir` undefined keeps the database in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the substring search's trigram indexes (migration 003).
  const pg = new PGlite({ dataDir, extensions: { pg_trgm } });
  await pg.waitReady;
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    queryPrepared: preparedQueries(pg),
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
