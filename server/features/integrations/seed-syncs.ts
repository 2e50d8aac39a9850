/**
 * The demo's integration history (issue 17): Kaffebaren's Fortnox connection gets its secret and
 * token, then its first syncs run as a merchant admin's would (./run.ts): customers, products and the
 * days' sales, so the history and the provider's log are what such syncs leave.
 */
import { sql } from 'kysely';
import type { SyncEntity } from '../../../src/domain/accounting.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Db } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { INTEGRATION_ID } from './seed-records.ts';
import { findRow } from '../../resources/storage.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { SANDBOX_APPS } from './provider-sandbox.ts';
import { runSync } from './run.ts';

const ORGANIZATION = 'org-kaffebaren';
const SEEDED: readonly SyncEntity[] = ['customers', 'products', 'sales'];

export async function seedDemoSyncs(db: Db, definitions: readonly ResourceDefinition[]): Promise<void> {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const integrations = byName.get('integrations');
  const runs = byName.get('integration-syncs');
  if (!integrations || !runs) return;
  const caller: Caller = {
    userId: 'seed',
    username: 'admin@kaffebaren.test',
    roles: ['admin'],
    permissions: [],
    organizationId: ORGANIZATION,
    partnerId: null,
    actingOrganizationId: ORGANIZATION,
  };
  const definition = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`Seed: no resource ${name}`);
    return found;
  };
  await db.transaction(async (tx) => {
    const row = await findRow(tx, integrations, INTEGRATION_ID, ORGANIZATION);
    if (!row) return;
    // An old token: the first sync refreshes it, as after a quiet hour.
    await run(
      tx,
      qb
        .insertInto('integration_credentials')
        .values({
          integration_id: INTEGRATION_ID,
          organization_id: ORGANIZATION,
          client_secret: SANDBOX_APPS.fortnox.clientSecret,
          access_token: '0.expired',
          expires_at: sql`now()`,
        })
        .onConflict((conflict) => conflict.column('integration_id').doNothing()),
    );
    const ctx = {
      writer: {
        caller,
        organizationId: ORGANIZATION,
        roles: caller.roles,
        lookup: (n: string) => byName.get(n),
      },
      runs,
      definition,
    };
    for (const entity of SEEDED) await runSync(tx, ctx, row, entity);
  });
}
