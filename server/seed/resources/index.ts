/**
 * Seeds resource records after the users and organizations seed, once: each record is
 * validated by its definition and stored with its history, as an API write would be.
 */
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import type { Db } from '../../db/db.ts';
import { resourceDefinitions } from '../../resources/definitions.ts';
import { PAYMENT_METHODS_SEED } from './payment-methods.ts';
import type { SeedRecord } from '../seed-record.ts';
import { SETTINGS_SEED } from './stores.ts';
import { findRow, insertRow } from '../../resources/storage.ts';
import { WEB_ORDERING_SEED } from './web-ordering.ts';
import { PRINTER_STATIONS_SEED } from './printer-stations.ts';

const ACTOR = 'seed';

/**
 * The demo records of resources no feature keeps (one file per kind of record); the features' own
 * (server/features/<name>/feature.ts `seed.records`) are stored after them (server/start.ts).
 */
export const RESOURCE_SEED: readonly SeedRecord[] = [
  ...SETTINGS_SEED,
  ...PAYMENT_METHODS_SEED,
  ...WEB_ORDERING_SEED,
  ...PRINTER_STATIONS_SEED,
];

export async function seedResources(
  db: Db,
  records: readonly SeedRecord[] = RESOURCE_SEED,
  definitions: readonly ResourceDefinition[] = resourceDefinitions,
): Promise<number> {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  for (const record of records) {
    const definition = byName.get(record.resource);
    if (!definition) throw new Error(`Seed: no resource ${record.resource}`);
    const issues = await validateRecord(definition, record.data, 'create');
    if (issues.length) throw new Error(`Seed ${record.resource}/${record.id}: ${JSON.stringify(issues)}`);
  }
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (const record of records) {
      if (await findRow(tx, byName.get(record.resource)!, record.id, record.organizationId)) continue;
      await insertRow(tx, byName.get(record.resource)!, record.id, record.organizationId, record.data, ACTOR);
      inserted += 1;
    }
    return inserted;
  });
}
