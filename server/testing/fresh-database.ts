/**
 * A fresh, uniquely named database on the PostgreSQL server of `adminUrl` (tests with DATABASE_URL):
 * created through an admin connection to that URL, and dropped by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
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

export async function createFreshDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  // The name is generated here from hex digits only, so it is safe to put in the statement.
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
