/**
 * The demo shops' registers and card terminals (issue 14): as many of each as the order generator's
 * stores have registers, each register on the licence the licence seed gave it (./licences.ts), the
 * terminals paired but one, which waits with its code, as a new terminal would.
 */
import type devices from '../../../src/resources/devices.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { insertRows } from '../../resources/storage.ts';
import { qb, run } from '../../storage/query-builder.ts';
import type { ShopPlan } from './generate.ts';

type Device = FieldsOf<typeof devices>;

const MODELS = {
  'org-kaffebaren': { register: 'ipad-10', terminal: 'verifone-v400m' },
  'org-bokhandeln': { register: 'sunmi-t2s', terminal: 'pax-a920' },
} as const;

/** The terminal left waiting for its handshake, with its code. */
const WAITING = { store: 'store-kaffebaren-vasastan', code: '482915' };

export async function seedDemoDevices(
  tx: Queryable,
  definitions: readonly ResourceDefinition[],
  plans: readonly Pick<ShopPlan, 'organizationId' | 'prefix' | 'stores'>[],
  now: Date,
): Promise<void> {
  const devices = definitions.find((d) => d.name === 'devices');
  if (!devices) return;
  for (const plan of plans) {
    const models = MODELS[plan.organizationId as keyof typeof MODELS];
    if (!models) continue;
    const licences = await run(
      tx,
      qb
        .selectFrom('licenses')
        .select(['id', 'store', 'device'])
        .where('organization_id', '=', plan.organizationId),
    );
    const rows = plan.stores.flatMap((store, storeIndex) =>
      Array.from({ length: store.registers }, (_, i) => i + 1).flatMap((number) => {
        const serial = (kind: string) =>
          `${plan.prefix}${kind}${storeIndex + 1}${String(number).padStart(2, '0')}-${((7919 * (storeIndex + 3) * number) % 90_000) + 10_000}`;
        const licence = licences.find((l) => l.store === store.id && l.device === `Kassa ${number}`);
        const waiting = store.id === WAITING.store && number === 1;
        const register: Device = {
          store: store.id,
          kind: 'register',
          number,
          name: `Kassa ${number}`,
          model: models.register,
          serialNumber: serial('R'),
          status: licence ? 'paired' : 'unpaired',
          ...(licence ? { licence: licence.id } : {}),
        };
        const terminal: Device = {
          store: store.id,
          kind: 'terminal',
          number,
          name: `Terminal ${number}`,
          model: models.terminal,
          serialNumber: serial('T'),
          status: waiting ? 'unpaired' : 'paired',
          ...(waiting
            ? { pairingCode: WAITING.code }
            : { pairedAt: new Date(now.getTime() - 200 * 86_400_000).toISOString() }),
        };
        return [register, terminal].map((data) => ({
          id: `device-${data.serialNumber.toLowerCase()}`,
          data,
        }));
      }),
    );
    await insertRows(tx, devices, plan.organizationId, rows, 'seed');
  }
}
