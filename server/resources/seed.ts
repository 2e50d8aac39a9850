/**
 * Seeds resource records (SETTINGS_SEED) after the users and organizations seed, once: each record is
 * validated by its definition and stored with its history, as an API write would be.
 */
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { validateRecord } from '../../src/schema/validation.ts';
import type { Db } from '../db/db.ts';
import { resourceDefinitions } from './definitions.ts';
import { AGREEMENTS_SEED, CONTRACTS_SEED } from './seed-agreements.ts';
import { PAYMENT_METHODS_SEED } from './seed-payment-methods.ts';
import { SETTINGS_SEED, type SeedRecord } from './seed-settings.ts';
import { findRow, insertRow } from './storage.ts';
import { WEB_ORDERING_SEED } from './seed-web-ordering.ts';
import { PRINTER_STATIONS_SEED } from './seed-printer-stations.ts';
import { LOAN_APPLICATIONS_SEED } from './seed-loan-applications.ts';
import { ROLE_TEMPLATES_SEED } from './seed-role-templates.ts';
import { SIE_SETTINGS_SEED } from './seed-sie-settings.ts';
import { INTEGRATIONS_SEED } from './seed-integrations.ts';

const ACTOR = 'seed';

/** Every demo resource record (one file per kind of record). */
export const RESOURCE_SEED: readonly SeedRecord[] = [
  ...SETTINGS_SEED,
  ...PAYMENT_METHODS_SEED,
  ...AGREEMENTS_SEED,
  ...CONTRACTS_SEED,
  ...WEB_ORDERING_SEED,
  ...PRINTER_STATIONS_SEED,
  ...ROLE_TEMPLATES_SEED,
  ...LOAN_APPLICATIONS_SEED,
  ...SIE_SETTINGS_SEED,
  ...INTEGRATIONS_SEED,
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
