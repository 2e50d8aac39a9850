/**
 * The stores storage (src/resources/stores/index.ts): a store written with an address and without
 * coordinates gets them from the bundled gazetteer (src/domain/geocode.ts), when it knows the place.
 * An address it does not know never refuses the save, and typed coordinates are always kept.
 */
import { locate } from '../../../src/domain/geocode.ts';
import stores from '../../../src/resources/stores/index.ts';
import { storageHooks } from '../../resources/hooks.ts';

export const storeStorageHooks = storageHooks(stores, {
  async beforeWrite(_tx, _ctx, data) {
    if (typeof data.address !== 'string' || data.latitude !== undefined || data.longitude !== undefined)
      return;
    const found = locate(data.address);
    if ('reason' in found) return;
    data.latitude = found.latitude;
    data.longitude = found.longitude;
  },
});
