import pg from 'pg';
import type { Db, Queryable } from './db.ts';

// Keep bigint counts and numeric values exact instead of floats; dates stay Date objects.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const client = await pool.connect();
  client.release();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query(sql, params as unknown[]);
      return result.rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await work(wrap(conn));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
