/** Starts the reference API, and serves the built app beside it when STATIC_DIR is set. */
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { loadConfig } from './config.ts';
import type { AppEnv } from './http/env.ts';
import { demoUsersTable } from './seed/demo-users-table.ts';
import { bootstrap } from './start.ts';

const config = loadConfig();
const { db, app: api, seeded } = await bootstrap(config);

const root = new Hono<AppEnv>();
if (config.staticDir) {
  const staticDir = config.staticDir;
  const indexHtml = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const apiPrefixes = ['/api/', '/token', '/revoke', '/userinfo', '/infrastructure/'];
  root.all('*', async (c, next) => {
    if (apiPrefixes.some((p) => c.req.path.startsWith(p))) return api.fetch(c.req.raw);
    return next();
  });
  root.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), staticDir) }));
  root.use('*', serveStatic({ root: path.relative(process.cwd(), staticDir) }));
  root.get('*', (c) => c.html(indexHtml));
}

const server = serve(
  { fetch: config.staticDir ? root.fetch : api.fetch, port: config.port, hostname: config.host },
  (info) => {
    const url = `http://localhost:${info.port}`;
    console.log(`Backoffice ${config.staticDir ? 'app and API' : 'API'} on ${url}`);
    console.log(
      `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    );
    if (seeded) console.log('The database was empty and has been seeded with demo data.');
    if (config.seed) console.log(`\nLocal demo accounts of the reference API:\n${demoUsersTable()}`);
  },
);

const stop = async () => {
  server.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
