/**
 * `npm run db:plan`: what the next start would change in the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR), without changing anything: pending SQL migrations of server/db/migrations,
 * the statements that bring the tables in step with the resource definitions, the changes it would
 * refuse (with what to write), and whether an old records table would be moved into the tables.
 * Stop the API first when it uses the embedded database (one process opens it at a time).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { resourceDefinitions } from '../server/resources/definitions.ts';
import { pendingPlan } from '../server/storage/sync.ts';

const config = loadConfig();
const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
try {
  const [known] = await db.query(
    "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'schema_migrations'",
  );
  const done = new Set(
    known
      ? (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version)
      : [],
  );
  const files = (await readdir(path.resolve('server/db/migrations')))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const pending = files.filter((f) => !done.has(f.replace(/\.sql$/, '')));
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  );
  console.log(
    pending.length
      ? `\nSQL migrations to run:\n${pending.map((f) => `  ${f}`).join('\n')}`
      : '\nNo SQL migration to run.',
  );
  if (pending.length && !known)
    console.log('(a new database: the tables below are planned as if the migrations had run)');
  const plan = await pendingPlan(db, resourceDefinitions);
  const shown = plan.statements.filter(
    (s) => !/^(CREATE OR REPLACE FUNCTION|DROP TRIGGER|CREATE TRIGGER)/.test(s),
  );
  const triggers = plan.statements.length - shown.length;
  console.log(
    shown.length
      ? `\nStatements from the resource definitions:\n${shown.map((s) => `  ${s.replace(/\n\s*/g, ' ')};`).join('\n')}`
      : '\nThe tables match the resource definitions.',
  );
  if (triggers) console.log(`  (and ${triggers} statements that keep the list totals' triggers)`);
  if (plan.upgrade)
    console.log('\nThe records table of an earlier version is there: its rows move into these tables.');
  if (plan.problems.length) {
    console.log(
      `\nRefused (the API will not start until the definitions say what to do):\n${plan.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
