/**
 * The tests' seeded database, made once per test run (vitest's global setup, tests/global-setup.ts) and
 * copied by each test file's server (test-server.ts) instead of migrating and seeding anew: embedded, a
 * dump of its files; on a PostgreSQL server (DATABASE_URL), a database used as CREATE DATABASE's
 * TEMPLATE. Only servers with the default seed copy it; others (no seed, other order days) seed their own.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type ServerConfig } from '../config.ts';
import { bootstrap } from '../start.ts';
import { createFreshDatabase } from './fresh-database.ts';

export type TestTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/** The seed every test server has unless it asks otherwise: a few weeks of demo orders. */
export const TEST_SEED: Pick<ServerConfig, 'seed' | 'orderSeedDays'> = { seed: true, orderSeedDays: 14 };

/** Whether a test server with these settings starts from the template. */
export const usesTemplate = (overrides: Partial<ServerConfig>): boolean =>
  (overrides.seed ?? TEST_SEED.seed) === TEST_SEED.seed &&
  (overrides.orderSeedDays ?? TEST_SEED.orderSeedDays) === TEST_SEED.orderSeedDays &&
  overrides.databaseUrl === undefined;

/** The template, seeded; `remove` drops it when the run ends. */
export async function makeTemplate(
  adminUrl = process.env.DATABASE_URL || undefined,
): Promise<{ template: TestTemplate; remove(): Promise<void> }> {
  if (adminUrl) {
    const fresh = await createFreshDatabase(adminUrl);
    // Directly, never through a pooler: a database is copied only while nobody is connected to it.
    const { db } = await bootstrap(
      loadConfig({}, { ...TEST_SEED, databaseUrl: fresh.directUrl ?? fresh.url }),
    );
    await db.close();
    return { template: { kind: 'postgres', name: fresh.name }, remove: () => fresh.drop() };
  }
  const { db } = await bootstrap(loadConfig({}, TEST_SEED), { inMemory: true });
  const dump = await db.dump!();
  await db.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-test-template-'));
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  return { template: { kind: 'pglite', file }, remove: () => rm(dir, { recursive: true, force: true }) };
}
