/**
 * Kysely as the query builder, compiling only (docs/decisions.md "Storage on typed tables"): queries are
 * built with it and run through our own Db (PGlite or node-postgres, prepared statements included), so
 * one builder serves both drivers and every value is a parameter. Its database type is derived from the
 * definitions (./database.ts): a misspelt table or column is a type error.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type KyselyConfig,
  type RawBuilder,
} from 'kysely';
import type { Db, Queryable } from '../db/db.ts';
import type { Database, DynamicDatabase, StorageTable } from './database.ts';
import type { TableSpec } from './tables.ts';

const compileOnly: KyselyConfig = {
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
};

export const qb = new Kysely<Database>(compileOnly);

/**
 * The generic engine's builder (storage.ts, batch-write.ts, input.ts, references.ts): its table is the
 * one a definition names at run time, given by `dynamicTable`, and its columns are known by name only.
 */
export const dynamicQb = new Kysely<DynamicDatabase>(compileOnly);

/**
 * A definition's table (./tables.ts `tableFor`) for `dynamicQb`: the one place a table name chosen at run
 * time enters a query. The name comes from the definitions, which the database type is derived from.
 */
export const dynamicTable = (table: Pick<TableSpec, 'name'>): StorageTable => table.name as StorageTable;

/** A table named in SQL written by hand (reports, sums): `${tableRef('orders')}`, checked by tsc. */
export const tableRef = (name: keyof Database) => sql.table(name);

/** A table's quoted name in SQL text that takes no values (DDL, a trigger function's body), checked by tsc. */
export const tableText = (name: keyof Database): string => sql.table(name).compile(qb).sql;

/** A column named in SQL written by hand, unqualified (`"total_amount"`), checked against its table. */
export const columnRef = <T extends keyof Database>(_table: T, column: keyof Database[T] & string) =>
  sql.ref(column);

/** A built query's rows, typed from the query unless `T` says otherwise. */
export function run<T>(db: Queryable, query: Compilable<T>): Promise<T[]> {
  const { sql, parameters } = query.compile();
  return db.query<T>(sql, parameters);
}

/** SQL written by hand where SQL is the point: names from `tableRef`/`columnRef`, values as parameters. */
export function runSql<T>(db: Queryable, query: RawBuilder<T>): Promise<T[]> {
  const { sql, parameters } = query.compile(qb);
  return db.query<T>(sql, parameters);
}

/** A read-only query planned once per text (Db.queryPrepared). */
export function runPrepared<T>(db: Db, query: Compilable<T>): Promise<T[]> {
  const { sql, parameters } = query.compile();
  return db.queryPrepared<T>(sql, parameters);
}
