/**
 * The organizations storage: a new organization starts with the standard Swedish tax groups
 * (src/domain/tax-groups.ts), so its first product can be saved without setting up VAT first.
 */
import { STANDARD_TAX_GROUPS } from '../../src/domain/tax-groups.ts';
import { resourceDefinitions } from '../resources/definitions.ts';
import { storageHooks } from '../resources/hooks.ts';
import organizations from '../../src/resources/organizations/index.ts';
import { insertRows } from '../resources/storage.ts';

export const organizationStorageHooks = storageHooks(organizations, {
  async beforeWrite(tx, ctx) {
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
});
