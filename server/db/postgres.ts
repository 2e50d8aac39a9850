import pg from 'pg';
import { assertReadOnly, type Db, type Queryable } from './db.ts';

// Keep bigint counts and numeric values exact instead of floats; dates stay Date objects.
pg.types.setTypeParser(20, (value) => Number(value));

const names = new Map<string, string>();
/** Statements each connection keeps prepared at most; texts past these run unnamed (planned each time). */
const MAX_NAMED = 1000;
/** One name per statement text, as node-postgres wants (the same name for another text is an error). */
function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (!name && names.size < MAX_NAMED) names.set(sql, (name = `bo_prepared_${names.size + 1}`));
  return name;
}

/** A connection of its own that LISTENs on `channel`; lost, it reports null and connects again. */
function listener(
  connectionString: string,
  channel: string,
  handler: (payload: string | null) => void,
  closed: () => boolean,
) {
  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? null);
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (closed()) return;
      handler(null);
      setTimeout(() => void connect().catch(() => handler(null)), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${pg.Client.prototype.escapeIdentifier(channel)}`);
    return client;
  };
  return connect();
}

/**
 * A pool on `connectionString`. With `directUrl`, the pool goes through a pooler in transaction mode
 * (docs/scaling.md): a server connection is the client's only for one transaction, so LISTEN takes a
 * direct connection of its own and no statement is kept prepared (the next transaction may run on
 * another server connection, which never saw it). Advisory locks are all transaction-scoped already.
 */
export async function openPostgres(connectionString: string, directUrl?: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, a terminated backend) leaves the pool; the next
  // query opens another. Without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection was lost (${error.message})`));
  const listeners: pg.Client[] = [];
  let closing = false;
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
    async queryPrepared<T>(sql: string, params: readonly unknown[] = []) {
      // node-postgres prepares a named statement once per connection; the server plans it as it sees fit.
      assertReadOnly(sql);
      const name = directUrl ? undefined : statementName(sql);
      const result = await pool.query({ name, text: sql, values: params as unknown[] });
      return result.rows as T[];
    },
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
    async listen(channel, handler) {
      listeners.push(await listener(directUrl ?? connectionString, channel, handler, () => closing));
    },
    async close() {
      closing = true;
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}
