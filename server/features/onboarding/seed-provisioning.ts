/**
 * The seeded signed agreements (./seed.ts) are stored before anything was set up for them
 * (provisioningStatus incomplete); once the demo's records exist, the sales admin takes their retry
 * step, which sets up their merchants as a signature does (./provision.ts): organization, store,
 * invited portal user, licences, terminals and payment methods, through the write path.
 */
import agreements from '../../../src/resources/agreements/index.ts';
import type { Db } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { takeAction } from '../../resources/actions.ts';
import { findRow } from '../../resources/storage.ts';
import { AGREEMENTS_SEED } from './seed.ts';
import { resourceDefinitions } from '../../resources/definitions.ts';

const SIGNER: Caller = {
  userId: 'user-sales',
  username: 'sales@demo.test',
  roles: ['salesadmin'],
  permissions: [],
  organizationId: null,
  partnerId: null,
  actingOrganizationId: null,
};

export async function provisionSeededAgreements(db: Db): Promise<void> {
  for (const { id } of AGREEMENTS_SEED.filter((record) => record.data.status === 'done'))
    await db.transaction(async (tx) => {
      const before = await findRow(tx, agreements, id, null, true);
      if (!before || before.data.provisioningStatus !== 'incomplete') return;
      const step = {
        definition: agreements,
        name: 'retryProvisioning',
        caller: SIGNER,
        organizationId: null,
        lookup: (name: string) => resourceDefinitions.find((d) => d.name === name),
      };
      await takeAction(tx, { ...step, before }, {});
    });
}
