/**
 * Starts the reference API, and serves the built app beside it when STATIC_DIR is set. On a PostgreSQL
 * server it runs `config.workers` processes on one port (node:cluster): the first prepares the database
 * (tables, demo data) once, then each worker serves; what a process keeps in memory is forgotten on the
 * others' writes (server/storage/writes.ts), and everything else lives in the database.
 */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { demoUsersTable } from './seed/demo-users-table.ts';
import { anyUser } from './seed/seed.ts';
import { bootstrap } from './start.ts';
import { run } from './storage/query-builder.ts';
import { startAbandonedDraftsSweep } from './features/onboarding/abandoned-drafts.ts';
import { startScheduler } from './features/reports/schedules.ts';
import { resourceDefinitions } from './resources/definitions.ts';
import { createStaticApp } from './static-app.ts';

const config = loadConfig();
const primary = cluster.isPrimary;

function banner(port: number, seeded: boolean, hasUsers: boolean): void {
  console.log(`Backoffice ${config.staticDir ? 'app and API' : 'API'} on http://localhost:${port}`);
  console.log(
    `Database: ${config.databaseUrl ? `PostgreSQL (DATABASE_URL), ${config.workers} API processes` : `embedded PGlite in ${config.dataDir}`}`,
  );
  if (seeded) console.log('The database was empty and has been seeded with demo data.');
  if (config.seed) console.log(`\nLocal demo accounts of the reference API:\n${demoUsersTable()}`);
  else if (!hasUsers)
    console.log(
      '\nThe database has no users yet: create the first super admin with npm run create-admin -- <email>',
    );
}

const hasUsers = async (db: Db) => (await run(db, anyUser)).length > 0;

if (primary && config.workers > 1) {
  // Prepare the database once, then hand the port to the workers.
  const { db, seeded } = await bootstrap(config);
  const users = await hasUsers(db);
  await db.close();
  let stopping = false;
  let ready = 0;
  cluster.on('listening', () => {
    ready += 1;
    if (ready === config.workers) banner(config.port, seeded, users);
  });
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`API process ${worker.process.pid} ended (${code}); starting another`);
    cluster.fork();
  });
  for (let n = 0; n < config.workers; n += 1) cluster.fork();
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 5000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  // One process, or a worker: the primary has already prepared the database and seeded it.
  const { db, app: api, seeded } = await bootstrap(primary ? config : { ...config, seed: false });
  const users = primary ? await hasUsers(db) : true;
  // Periodic reports: every process sweeps, each run is sent once (server/features/reports/schedules.ts).
  const emails = resourceDefinitions.find((d) => d.name === 'emails');
  const stopScheduler = emails
    ? startScheduler(db, emails, (error) => console.error('Periodic reports:', error))
    : () => undefined;
  // Drafts untouched for 90 days become abandoned (server/features/onboarding/abandoned-drafts.ts).
  const stopDraftSweep = startAbandonedDraftsSweep(db, (error) => console.error('Abandoned drafts:', error));
  const root = config.staticDir ? createStaticApp(api, config, config.staticDir) : undefined;
  const server = serve(
    { fetch: root ? root.fetch : api.fetch, port: config.port, hostname: config.host },
    (info) => {
      if (primary) banner(info.port, seeded, users);
    },
  );
  // Longer than any client keeps an idle connection open: a client reusing one the server had just
  // closed gets ECONNRESET (Node's default is 5 s; load balancers commonly keep 60 s).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const stop = async () => {
    stopScheduler();
    stopDraftSweep();
    server.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
