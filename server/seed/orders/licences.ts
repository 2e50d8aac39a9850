/**
 * The demo shops' register licences (issue 14): one per register, active, and a few more in every other
 * state (a suspended one, a deactivated spare, one that ran out, one deleted), with end dates around the
 * start's date so renewals come due.
 */
import type licenses from '../../../src/resources/licenses.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { insertRows } from '../../resources/storage.ts';
import { ORGANIZATIONS, PARTNERS } from '../organizations.ts';

type Licence = FieldsOf<typeof licenses>;

interface SeedLicence {
  store?: string;
  device?: string;
  status: Licence['status'];
  /** Days from the start to its end (negative: ended). */
  endsIn: number;
}

const PLANS: Readonly<Record<string, { prefix: string; licences: readonly SeedLicence[] }>> = {
  'org-kaffebaren': {
    prefix: 'KB',
    licences: [
      { store: 'store-kaffebaren-gotgatan', device: 'Kassa 1', status: 'active', endsIn: 210 },
      { store: 'store-kaffebaren-gotgatan', device: 'Kassa 2', status: 'active', endsIn: 24 },
      { store: 'store-kaffebaren-soder', device: 'Kassa 1', status: 'active', endsIn: 300 },
      { store: 'store-kaffebaren-vasastan', device: 'Kassa 1', status: 'suspended', endsIn: 120 },
      { status: 'deactivated', endsIn: 180 },
      { status: 'expired', endsIn: -12 },
      { status: 'deleted', endsIn: -200 },
    ],
  },
  'org-bokhandeln': {
    prefix: 'BH',
    licences: [
      { store: 'store-bokhandeln-kungsgatan', device: 'Kassa 1', status: 'active', endsIn: 90 },
      { store: 'store-bokhandeln-kungsgatan', device: 'Kassa 2', status: 'active', endsIn: 90 },
      { store: 'store-bokhandeln-nordstan', device: 'Kassa 1', status: 'active', endsIn: 15 },
      { store: 'store-bokhandeln-nordstan', device: 'Kassa 2', status: 'suspended', endsIn: 15 },
      { status: 'expired', endsIn: -40 },
    ],
  },
};

export async function seedDemoLicences(
  tx: Queryable,
  definitions: readonly ResourceDefinition[],
  now: Date = new Date(),
): Promise<void> {
  const licences = definitions.find((d) => d.name === 'licenses');
  if (!licences) return;
  for (const [organizationId, { prefix, licences: plan }] of Object.entries(PLANS)) {
    // Issued by the merchant's own partner.
    const partnerId = ORGANIZATIONS.find((o) => o.id === organizationId)?.partnerId;
    const issuedBy = PARTNERS.find((p) => p.id === partnerId)?.name ?? null;
    const rows = plan.map((licence, i): { id: string; data: Licence } => {
      const key = `${prefix}-POS-${String(1001 + i)}-${((7919 * (i + 3)) % 9000) + 1000}`;
      const { endsIn, ...rest } = licence;
      return {
        id: `licence-${key.toLowerCase()}`,
        data: {
          licenseKey: key,
          name: i % 3 === 2 ? 'Kassalicens Bas' : 'Kassalicens Pro',
          ...rest,
          validUntil: new Date(now.getTime() + endsIn * 86_400_000).toISOString().slice(0, 10),
          issuedBy,
        },
      };
    });
    await insertRows(tx, licences, organizationId, rows, 'seed');
  }
}
