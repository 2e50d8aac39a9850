/** The one way the API starts: open and migrate the database, seed it when empty, build the app. */
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { openDatabase } from './db/open.ts';
import type { AppEnv } from './http/env.ts';
import { resourceDefinitions } from './resources/definitions.ts';
import { seedDemoStock } from './seed/catalogue/stock.ts';
import { seedDemoOrders } from './seed/orders/index.ts';
import { RESOURCE_SEED, seedResources } from './seed/resources/index.ts';
import type { Feature } from './features/define-feature.ts';
import { features as serverFeatures } from './features/index.ts';
import { ensureSchema } from './storage/sync.ts';
import { ensureSalesRollups } from './features/reports/rollups.ts';
import { watchWrites } from './storage/writes.ts';
import { forgetWrite } from './resources/forget.ts';
import { seed } from './seed/seed.ts';

export interface Started {
  db: Db;
  app: Hono<AppEnv>;
  /** Whether this start seeded the database (it was empty). */
  seeded: boolean;
}

export interface BootstrapOptions {
  /** Keep the embedded database in memory instead of `config.dataDir` (tests). */
  inMemory?: boolean;
  /** Start the embedded database from this dump (tests: a template seeded once per run). */
  loadDataDir?: Blob;
  /** The features served and seeded; default: every folder of server/features/ (tests add fixtures). */
  features?: readonly Feature[];
}

export async function bootstrap(config: ServerConfig, options: BootstrapOptions = {}): Promise<Started> {
  const features = options.features ?? serverFeatures;
  const db = await openDatabase(config, options.inMemory ?? false, options.loadDataDir);
  try {
    // Made first: it registers the features' hooks on the write path that the seed's writes take.
    const app = createApp({ db, config }, { features });
    // The tables follow the definitions before anything reads them (server/storage/sync.ts).
    await ensureSchema(db, resourceDefinitions);
    // The statistics' daily roll-ups, kept by triggers on the orders (server/features/reports/rollups.ts).
    await ensureSalesRollups(db);
    // Writes of other API processes on the same PostgreSQL (server/storage/writes.ts).
    await watchWrites(db, (storage, id) => forgetWrite(db, storage, id));
    const seeded = config.seed ? await seed(db) : false;
    if (seeded) {
      await seedResources(db, [...RESOURCE_SEED, ...features.flatMap((f) => f.seed?.records ?? [])]);
      await seedDemoStock(db, resourceDefinitions);
      await seedDemoOrders(db, resourceDefinitions, config.orderSeedDays);
      for (const feature of features) await feature.seed?.afterOrders?.(db, resourceDefinitions);
    }
    return { db, app, seeded };
  } catch (error) {
    await db.close();
    throw error;
  }
}
