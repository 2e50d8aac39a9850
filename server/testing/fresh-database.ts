/**
 * A fresh, uniquely named database on the PostgreSQL server of `adminUrl` (tests with DATABASE_URL):
 * created through an admin connection to that URL, and dropped by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  /** With the run's DATABASE_URL through a pooler: the database without it (ServerConfig.directDatabaseUrl). */
  directUrl: string | undefined;
  /** Both URLs, as a server's config takes them. */
  config: { databaseUrl: string; directDatabaseUrl: string | undefined };
  name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const named = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A new database; with `template` (a name made by this module), a copy of that database. With
 * `directAdminUrl` (the run's DIRECT_DATABASE_URL: `adminUrl` goes through a pooler), databases are made
 * and dropped on a direct connection, and the new one is reached through the pooler with a direct URL
 * beside it: a pooler keeps server connections open, and no database is copied while one is connected.
 */
export async function createFreshDatabase(
  adminUrl: string,
  template?: string,
  directAdminUrl: string | undefined = process.env.DIRECT_DATABASE_URL || undefined,
): Promise<FreshDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^test_[0-9a-f]{12}$/.test(template)) throw new Error('Not a test database');
  const admin = directAdminUrl ?? adminUrl;
  // The names are generated here from hex digits only, so they are safe to put in the statement.
  await withAdmin(admin, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = named(adminUrl, name);
  const directUrl = directAdminUrl && named(directAdminUrl, name);
  return {
    url,
    directUrl,
    config: { databaseUrl: url, directDatabaseUrl: directUrl },
    name,
    drop: async () => {
      await withAdmin(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
