/** The one query interface the API uses, over PGlite (embedded) or node-postgres (a real server). */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * A read-only statement parsed and planned once, then run with a generic plan (PGlite; on PostgreSQL a
   * named statement of each connection). Only for statements whose best plan does not depend on the
   * parameter values: literal resource names, and parameters for the organization and the page only
   * (an unfiltered list page, storage.ts). Not inside a transaction's work.
   */
  queryPrepared<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with the payload of each NOTIFY on `channel` from any process (PostgreSQL), and with
   * null when notifications may have been missed (the connection was lost). Absent on the embedded
   * database, which one process opens alone.
   */
  listen?(channel: string, handler: (payload: string | null) => void): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as a tarball, to start another from (tests' seeded template). */
  dump?(): Promise<Blob>;
}

/** Db.queryPrepared's guard: a SELECT (or WITH) statement, nothing that writes. */
export function assertReadOnly(sql: string): void {
  if (!/^\s*(SELECT|WITH)\b/i.test(sql) || /\b(INSERT|UPDATE|DELETE|MERGE)\b/i.test(sql))
    throw new Error('queryPrepared runs read-only statements only');
}
