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
import { resourceDefinitions } from '../../resources/definitions.ts';
import { storageHooks } from '../../resources/hooks.ts';
import { insertRows } from '../../resources/storage.ts';

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
    const taxGroups = resourceDefinitions.find((d) => d.name === 'tax-groups');
    if (!taxGroups) return;
    return async (row) => {
      const rows = Object.values(STANDARD_TAX_GROUPS).map(({ name, rates }) => ({
        id: crypto.randomUUID(),
        data: { name, rates },
      }));
      await insertRows(tx, taxGroups, row.id, rows, ctx.caller.username || ctx.caller.userId);
    };
  },

  afterWrite(db) {
    forgetUsers(db);
  },
});
