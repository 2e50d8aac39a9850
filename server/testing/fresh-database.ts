/**
 * A fresh, uniquely named database on the PostgreSQL server of `adminUrl` (tests with DATABASE_URL):
 * created through an admin connection to that URL, and dropped by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
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

/** A new database; with `template` (a name made by this module), a copy of that database. */
export async function createFreshDatabase(adminUrl: string, template?: string): Promise<FreshDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^test_[0-9a-f]{12}$/.test(template)) throw new Error('Not a test database');
  // The names are generated here from hex digits only, so they are safe to put in the statement.
  await withAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
