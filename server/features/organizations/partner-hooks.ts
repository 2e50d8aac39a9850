/**
 * The partners storage: a merchant user sees its own organization's partner only (its organization
 * page shows the partner's name; SPEC: "a merchant admin sees only its own partner"). Internal users
 * keep their row scope (src/resources/partners.ts). Whether a partner may onboard merchants is read with
 * its partner admins at sign-in and by the bearer check, so every write forgets the users it keeps.
 */
import { sql, type SqlBool } from 'kysely';
import { forgetUsers } from '../../auth/user-cache.ts';
import { storageHooks } from '../../resources/hooks.ts';
import { qb, run } from '../../storage/query-builder.ts';
import partners from '../../../src/resources/partners.ts';

export const partnerStorageHooks = storageHooks(partners, {
  listCondition({ caller }) {
    if (caller.organizationId === null) return null;
    return sql<SqlBool>`id IN (${qb
      .selectFrom('organizations')
      .select('partner_id')
      .where('id', '=', caller.organizationId)})`;
  },

  async rowVisible(db, { caller }, row) {
    if (caller.organizationId === null) return true;
    const [found] = await run(
      db,
      qb
        .selectFrom('organizations')
        .select('id')
        .where('id', '=', caller.organizationId)
        .where('partner_id', '=', row.id),
    );
    return Boolean(found);
  },

  afterWrite(db) {
    forgetUsers(db);
  },
});
