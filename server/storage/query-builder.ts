/**
 * Kysely as the query builder, compiling only (docs/decisions.md "Storage on typed tables"): queries are
 * built with it and run through our own Db (PGlite or node-postgres, prepared statements included), so
 * one builder serves both drivers and every value is a parameter.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
} from 'kysely';
import type { Db, Queryable } from '../db/db.ts';

// Tables are made from the definitions at run time, so the builder's database type is open; record types
// come from the definitions instead (src/schema/record-of.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const qb = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export function run<T>(db: Queryable, query: Compilable): Promise<T[]> {
  const { sql, parameters } = query.compile();
  return db.query<T>(sql, parameters);
}

/** A read-only query planned once per text (Db.queryPrepared). */
export function runPrepared<T>(db: Db, query: Compilable): Promise<T[]> {
  const { sql, parameters } = query.compile();
  return db.queryPrepared<T>(sql, parameters);
}
