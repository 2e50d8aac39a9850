/** Starts the reference API, and serves the built app beside it when STATIC_DIR is set. */
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { demoUsersTable } from './seed/demo-users-table.ts';
import { bootstrap } from './start.ts';
import { createStaticApp } from './static-app.ts';

const config = loadConfig();
const { db, app: api, seeded } = await bootstrap(config);

const hasUsers = (await db.query('SELECT 1 FROM users LIMIT 1')).length > 0;
const root = config.staticDir ? createStaticApp(api, config, config.staticDir) : undefined;

const server = serve(
  { fetch: root ? root.fetch : api.fetch, port: config.port, hostname: config.host },
  (info) => {
    const url = `http://localhost:${info.port}`;
    console.log(`Backoffice ${config.staticDir ? 'app and API' : 'API'} on ${url}`);
    console.log(
      `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    );
    if (seeded) console.log('The database was empty and has been seeded with demo data.');
    if (config.seed) console.log(`\nLocal demo accounts of the reference API:\n${demoUsersTable()}`);
    else if (!hasUsers)
      console.log(
        '\nThe database has no users yet: create the first super admin with npm run create-admin -- <email>',
      );
  },
);

const stop = async () => {
  server.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
