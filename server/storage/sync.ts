/**
 * Keeps the tables in step with the definitions (DESIGN.md 5): at start, and before the first request
 * of an app serving other definitions (tests' fixtures). A hash of each storage's table as last applied
 * (`schema_state`) skips the work when nothing changed; otherwise the database is read, the change
 * planned (plan.ts), and the safe statements applied in one transaction and logged in `schema_changes`.
 * A change that could lose data and is not declared stops it: SchemaProblems lists what to write.
 * A database written before typed tables (the one `records` table) is moved into them (upgrade.ts).
 */
import { sql } from 'kysely';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { introspect } from './introspect.ts';
import { hash } from './names.ts';
import { planTables, type Plan } from './plan.ts';
import { registerTables, tableSpecs, type TableSpec } from './tables.ts';
import { recountStatement } from './counts.ts';
import { qb, run } from './query-builder.ts';
import { upgradeRecords } from './upgrade.ts';

const LOCK_KEY = 72_410_003;

export class SchemaProblems extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The database does not match the resource definitions, and the change could lose data:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/** What identifies a table's shape: its statements as they would be made anew. */
function tableHash(table: TableSpec): string {
  return hash(
    JSON.stringify({
      name: table.name,
      renamed: table.renamedFrom,
      org: [table.hasOrganization, table.organizationRequired],
      columns: table.columns.map((c) => [c.name, c.type, c.notNull, c.checks, c.renamedFrom]),
      dropped: table.dropped,
      fks: table.foreignKeys,
      indexes: table.indexes.map((i) => i.create),
      version: 1,
    }),
  );
}

async function planFor(tx: Queryable, tables: readonly TableSpec[]): Promise<Plan> {
  const names = [...new Set([...tables.flatMap((t) => [t.name, ...t.renamedFrom]), 'organizations'])];
  const actual = await introspect(tx, names);
  const organizationsExist = actual.has('organizations') || tables.some((t) => t.name === 'organizations');
  return planTables(tables, actual, organizationsExist);
}

/** The pending change, without applying it (`npm run db:plan`). */
export async function pendingPlan(
  db: Db,
  definitions: readonly ResourceDefinition[],
): Promise<Plan & { upgrade: boolean }> {
  const tables = [...registerTables(definitions).values()];
  const plan = await planFor(db, tables);
  const [legacy] = await db.query(
    "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'records'",
  );
  return { ...plan, upgrade: Boolean(legacy) };
}

async function sync(db: Db, definitions: readonly ResourceDefinition[]): Promise<void> {
  const tables = [...registerTables(definitions).values()];
  const hashes = new Map(tables.map((t) => [t.storage, tableHash(t)]));
  const isCurrent = async (q: Queryable) => {
    const [legacy] = await q.query(
      "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'records'",
    );
    if (legacy) return false;
    const rows = await run(
      q,
      qb
        .selectFrom('schema_state')
        .select(['storage', 'hash'])
        .where(sql<boolean>`storage = ANY(${[...hashes.keys()]}::text[])`),
    );
    return rows.length === hashes.size && rows.every((r) => hashes.get(r.storage) === r.hash);
  };
  if (await isCurrent(db)) return;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    if (await isCurrent(tx)) return;
    const plan = await planFor(tx, tables);
    if (plan.problems.length) throw new SchemaProblems(plan.problems);
    for (const statement of plan.statements) {
      try {
        await tx.query(statement);
      } catch (error) {
        throw new Error(
          `Schema change failed: ${(error as Error).message}\n  in: ${statement.split('\n')[0]}`,
          { cause: error },
        );
      }
    }
    for (const table of plan.recount) await tx.query(recountStatement(table));
    const moved = await upgradeRecords(tx, tables);
    for (const table of tables) {
      await run(
        tx,
        qb
          .insertInto('schema_state')
          .values({
            storage: table.storage,
            table_name: table.name,
            hash: tableHash(table),
            applied_at: sql`now()`,
          })
          .onConflict((conflict) =>
            conflict.column('storage').doUpdateSet((eb) => ({
              table_name: eb.ref('excluded.table_name'),
              hash: eb.ref('excluded.hash'),
              applied_at: sql`now()`,
            })),
          ),
      );
    }
    if (plan.statements.length || moved) {
      await run(
        tx,
        qb.insertInto('schema_changes').values({ statements: plan.statements, moved_records: moved }),
      );
    }
  });
}

const keys = new WeakMap<readonly ResourceDefinition[], string>();

/**
 * The definitions' names and their tables' shapes (an edited definition is synced again), worked out
 * once per list of definitions: every API request asks ensureSchema first.
 */
function keyOf(definitions: readonly ResourceDefinition[]): string {
  let key = keys.get(definitions);
  if (key === undefined) {
    key = [...tableSpecs(definitions).values()]
      .map((t) => `${t.storage}:${tableHash(t)}`)
      .sort()
      .join(',');
    keys.set(definitions, key);
  }
  return key;
}

const synced = new WeakMap<Db, Map<string, Promise<void>>>();

/** Brings the tables of these definitions up to date, once per database and set of definitions. */
export function ensureSchema(db: Db, definitions: readonly ResourceDefinition[]): Promise<void> {
  let byKey = synced.get(db);
  if (!byKey) synced.set(db, (byKey = new Map()));
  const key = keyOf(definitions);
  let done = byKey.get(key);
  if (!done) {
    done = sync(db, definitions);
    const kept = byKey;
    done.catch(() => kept.delete(key));
    byKey.set(key, done);
  }
  return done;
}
