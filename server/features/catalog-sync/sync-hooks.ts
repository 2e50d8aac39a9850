/**
 * A catalogue sync is the server's record of what it sent (src/resources/catalog-syncs.ts): on create,
 * the figures are the catalogue's as it stands and the registers it reaches, whatever the request said.
 */
import catalogSyncs from '../../../src/resources/catalog-syncs.ts';
import { storageHooks } from '../../resources/hooks.ts';
import { catalogState, pairedRegisters } from './catalog-state.ts';

export const catalogSyncHooks = storageHooks(catalogSyncs, {
  async beforeWrite(tx, { mode, organizationId }, data) {
    if (mode !== 'create' || !organizationId) return;
    const [state, registers] = await Promise.all([
      catalogState(tx, organizationId),
      pairedRegisters(tx, organizationId),
    ]);
    data.sentAt = new Date().toISOString();
    data.catalogVersion = state.version;
    data.products = state.products;
    data.productGroups = state.productGroups;
    data.registers = data.store
      ? (registers.get(data.store) ?? 0)
      : [...registers.values()].reduce((sum, n) => sum + n, 0);
  },
});
