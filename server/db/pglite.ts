import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db.ts';
import { DurableNodeFS } from './durable-nodefs.ts';
import { preparedQueries } from './pglite-prepared.ts';

/**
 * Embedded PostgreSQL. `dataDir` undefined keeps the database in memory (tests). On disk, `fsync`
 * (default; PGLITE_FSYNC=off turns it off) makes every acknowledged write durable before it is
 * answered (durable-nodefs.ts). `loadDataDir` starts from a dump (`Db.dump`: the tests' seeded template).
 */
export async function openPglite(
  dataDir: string | undefined,
  { fsync = true, loadDataDir }: { fsync?: boolean; loadDataDir?: Blob } = {},
): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const durable = dataDir && fsync ? new DurableNodeFS(dataDir) : undefined;
  // pg_trgm: the substring search's trigram indexes (migration 003).
  const pg = new PGlite({
    ...(durable ? { fs: durable } : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await pg.waitReady;
  /** Before a write is answered: what it wrote reaches the disk (nothing to do in memory or without fsync). */
  const synced = <T>(result: T): T => {
    durable?.flush();
    return result;
  };
  const wrap = (q: Pick<PGlite, 'query'>, sync: boolean): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return sync ? synced(result.rows) : result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg, true),
    queryPrepared: preparedQueries(pg),
    async exec(sql) {
      synced(await pg.exec(sql));
    },
    // PGlite syncs after a statement outside a transaction, not after COMMIT: done here.
    transaction: async (work) => synced(await pg.transaction((tx) => work(wrap(tx, false)))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
