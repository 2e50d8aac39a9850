/**
 * The seeded signed agreements (./seed.ts) set up their merchants as a signature does (./provision.ts):
 * each gets its organization, store, invited portal user, licences, terminals and payment methods,
 * made through the write path on the day it was signed by the sales admin who signed it.
 */
import agreements from '../../../src/resources/agreements/index.ts';
import type { Db } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { findRow, updateRow } from '../../resources/storage.ts';
import { provision } from './provision.ts';
import { AGREEMENTS_SEED } from './seed.ts';

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
  for (const { id, data } of AGREEMENTS_SEED.filter((record) => record.data.status === 'done'))
    await db.transaction(async (tx) => {
      const row = await findRow(tx, agreements, id, null, true);
      if (!row || row.data.provisioning) return;
      const made = await provision(tx, SIGNER, row.data, new Date(data.updated));
      await updateRow(tx, agreements, row, { ...row.data, ...made }, row.version, SIGNER.username);
    });
}
