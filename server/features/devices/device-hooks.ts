/**
 * The devices storage (src/resources/devices.ts): on create the server numbers the device (the lowest
 * free number of its kind in its store when none is given), names it by its number when unnamed, and
 * gives a terminal its pairing code; a register is paired by its licence. Inside the write's
 * transaction, after the collection rules took their lock, so two new devices never share a number.
 */
import { lowestFreeNumber, newPairingCode } from '../../../src/domain/validators/devices.ts';
import { ApiError } from '../../http/errors.ts';
import { storageHooks } from '../../resources/hooks.ts';
import devices from '../../../src/resources/devices.ts';
import { findWhere } from '../../resources/storage.ts';

const NAMES = { register: 'Kassa', terminal: 'Terminal' } as const;

export const deviceStorageHooks = storageHooks(devices, {
  async beforeWrite(tx, ctx, data) {
    const kind = data.kind === 'terminal' ? 'terminal' : 'register';
    if (ctx.mode === 'create') {
      if (typeof data.number !== 'number') {
        const same = await findWhere(tx, ctx.definition, ctx.organizationId, { store: data.store, kind });
        const number = lowestFreeNumber(same.map((row) => row.data.number));
        if (number === null)
          throw ApiError.of(
            400,
            'validation.device.no_number',
            'No number from 1 to 99 is free',
            'Inget nummer från 1 till 99 är ledigt',
          );
        data.number = number;
      }
      if (typeof data.name !== 'string' || data.name.trim() === '')
        data.name = `${NAMES[kind]} ${data.number}`;
      data.pairingCode = kind === 'terminal' ? newPairingCode() : null;
      data.pairedAt = null;
    }
    if (kind === 'register') {
      data.status = typeof data.licence === 'string' && data.licence !== '' ? 'paired' : 'unpaired';
      data.pairingCode = null;
    }
  },
});
