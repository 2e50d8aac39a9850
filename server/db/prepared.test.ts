/**
 * Db.queryPrepared (pglite-prepared.ts, postgres.ts): the same rows and values as Db.query, on PGlite
 * also while transactions run beside it; errors leave the session as it was (no failed transaction, the
 * plan setting back to its default); only read-only statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from './db.ts';
import { openDatabase } from './open.ts';
import { createFreshDatabase, type FreshDatabase } from '../testing/fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL || undefined;
  if (adminUrl) fresh = await createFreshDatabase(adminUrl);
  db = await openDatabase(loadConfig({}, { ...fresh?.config }), true);
  await db.exec(`
    CREATE TABLE prepared_probe (id text PRIMARY KEY, n integer, data jsonb, at timestamptz, note text);
    INSERT INTO prepared_probe VALUES
      ('a', 1, '{"name": "Ett", "tags": ["x"]}', '2026-01-02T03:04:05Z', NULL),
      ('b', 2, '{"name": "Två"}', '2026-02-03T04:05:06Z', 'två'),
      ('c', 3, '{"name": "Tre"}', '2026-03-04T05:06:07Z', NULL);
  `);
});
afterAll(async () => {
  await db.close();
  await fresh?.drop();
});

const SQL =
  'SELECT id, n, data, at, note, (SELECT count(*) FROM prepared_probe) AS total FROM prepared_probe WHERE n >= $1 ORDER BY id LIMIT $2 OFFSET $3';

describe('queryPrepared', () => {
  it('answers the same rows and values as query, run after run, with other parameters', async () => {
    for (const params of [
      [1, 10, 0],
      [2, 1, 0],
      [1, 2, 1],
      [9, 10, 0],
      [1, 10, 0],
    ]) {
      expect(await db.queryPrepared(SQL, params)).toEqual(await db.query(SQL, params));
    }
    const [row] = await db.queryPrepared<{
      data: unknown;
      at: unknown;
      n: unknown;
      note: unknown;
      total: unknown;
    }>(SQL, [1, 1, 0]);
    expect(row).toMatchObject({ data: { name: 'Ett', tags: ['x'] }, n: 1, note: null, total: 3 });
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('answers an empty result', async () => {
    expect(await db.queryPrepared(SQL, [100, 10, 0])).toEqual([]);
  });

  it('recovers from an error: the next statements run, outside any transaction, with the default plan setting', async () => {
    await expect(db.queryPrepared(SQL, [1, -1, 0])).rejects.toThrow(/LIMIT must not be negative/);
    await expect(db.queryPrepared('SELECT no_such_column FROM prepared_probe', [])).rejects.toThrow(
      /no_such_column/,
    );
    expect(await db.queryPrepared(SQL, [3, 10, 0])).toHaveLength(1);
    if (db.kind === 'pglite') {
      const [setting] = await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode');
      expect(setting?.plan_cache_mode).toBe('auto');
    }
    // A transaction after the error commits as usual.
    await db.transaction((tx) => tx.query("UPDATE prepared_probe SET note = 'efter' WHERE id = 'c'"));
    expect(
      await db.queryPrepared<{ note: string }>('SELECT note FROM prepared_probe WHERE id = $1', ['c']),
    ).toEqual([{ note: 'efter' }]);
  });

  // PGlite runs one statement at a time; on PostgreSQL the read may run before the commit.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'waits for a transaction running beside it and reads what it committed',
    async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let updated: () => void = () => undefined;
      const inside = new Promise<void>((resolve) => (updated = resolve));
      const writing = db.transaction(async (tx) => {
        await tx.query("UPDATE prepared_probe SET note = 'mitt i' WHERE id = 'a'");
        updated();
        await held;
        await tx.query("UPDATE prepared_probe SET note = 'klar' WHERE id = 'a'");
      });
      await inside;
      // Asked while the transaction is open: it neither runs inside it nor sees its first update.
      const reading = db.queryPrepared<{ note: string | null }>(
        'SELECT note FROM prepared_probe WHERE id = $1',
        ['a'],
      );
      release();
      await writing;
      expect(await reading).toEqual([{ note: 'klar' }]);
    },
  );

  it('runs read-only statements only', async () => {
    await expect(db.queryPrepared("UPDATE prepared_probe SET note = 'x'", [])).rejects.toThrow(/read-only/);
    await expect(
      db.queryPrepared('WITH gone AS (DELETE FROM prepared_probe RETURNING id) SELECT * FROM gone', []),
    ).rejects.toThrow(/read-only/);
    expect(await db.query('SELECT count(*)::int AS n FROM prepared_probe')).toEqual([{ n: 3 }]);
  });
});
