/**
 * The demo's integration history (issue 17): Kaffebaren's Fortnox connection gets its secret and
 * token, then its first syncs run as a merchant admin's would (./run.ts): customers, products and the
 * days' sales, so the history and the provider's log are what such syncs leave.
 */
import type { SyncEntity } from '../../../src/domain/accounting.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Db } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { INTEGRATION_ID } from './seed-records.ts';
import { findRow } from '../../resources/storage.ts';
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
    await tx.query(
      `INSERT INTO integration_credentials (integration_id, organization_id, client_secret, access_token, expires_at)
       VALUES ($1, $2, $3, '0.expired', now()) ON CONFLICT (integration_id) DO NOTHING`,
      [INTEGRATION_ID, ORGANIZATION, SANDBOX_APPS.fortnox.clientSecret],
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
