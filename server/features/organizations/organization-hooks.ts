/**
 * The organizations storage: a new organization starts with the standard Swedish tax groups
 * (src/domain/tax-groups.ts), so its first product can be saved without setting up VAT first. A status
 * moves into or out of "blocked" only through the Block and Unblock steps (a super admin's), never by
 * an edit; and since a member's sign-in and requests read their organization's status, every write
 * forgets the users the bearer check keeps (server/auth/user-cache.ts).
 */
import { STANDARD_TAX_GROUPS } from '../../../src/domain/tax-groups.ts';
import organizations from '../../../src/resources/organizations/index.ts';
import { forgetUsers } from '../../auth/user-cache.ts';
import { ApiError } from '../../http/errors.ts';
import { BatchWrite } from '../../resources/batch-write.ts';
import { storageHooks } from '../../resources/hooks.ts';

const BLOCKED = 'blocked';

export const organizationStorageHooks = storageHooks(organizations, {
  async beforeWrite(tx, ctx, data) {
    const wasBlocked = ctx.before?.data.status === BLOCKED;
    if ((data.status === BLOCKED) !== wasBlocked) {
      throw wasBlocked
        ? ApiError.of(
            400,
            'organizations.unblock_by_action',
            'The organization is blocked: lift the block with Unblock first',
            'Organisationen är spärrad: häv spärren med Häv spärren först',
            'status',
          )
        : ApiError.of(
            400,
            'organizations.block_by_action',
            'Block an organization with its Block action',
            'Spärra en organisation med åtgärden Spärra',
            'status',
          );
    }
    if (ctx.mode !== 'create') return;
    const taxGroups = ctx.writer.lookup('tax-groups');
    if (!taxGroups) return;
    return async (row) => {
      // The new organization's records, made by the server in this transaction.
      const writer = { ...ctx.writer, organizationId: row.id, origin: 'server' as const };
      const batch = await BatchWrite.open(tx, writer, taxGroups, []);
      let tag = 0;
      for (const { name, rates } of Object.values(STANDARD_TAX_GROUPS))
        await batch.create(tag++, crypto.randomUUID(), { name, rates });
      const [refused] = await batch.finish();
      if (refused) throw refused.error;
    };
  },

  afterWrite(db) {
    forgetUsers(db);
  },
});
