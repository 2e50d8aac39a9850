/** Seed partners and merchant organizations (realistic Swedish companies; organisation numbers pass Luhn). */
import type organizations from '../../src/resources/organizations/index.ts';
import type partners from '../../src/resources/partners.ts';
import type { FieldsOf } from '../../src/schema/record-of.ts';

export interface SeedPartner {
  id: string;
  name: string;
  /** The partner's account in the CRM service (server/features/onboarding/crm/crm.ts knows it). */
  crmAccountId: string;
  /** Kassagruppen's tier is not set yet: its agreements' CRM sync fails until a super admin sets it. */
  tier?: 'gold' | 'silver' | 'bronze';
}

export interface SeedOrganization {
  id: string;
  name: string;
  organizationNumber: string;
  partnerId: string;
  address: string;
  postalCode: string;
  city: string;
  email: string;
}

export const PARTNERS: readonly SeedPartner[] = [
  { id: 'partner-nordic', name: 'Nordic Payments Partner AB', crmAccountId: '0015g00000NpPaB', tier: 'gold' },
  { id: 'partner-kassa', name: 'Kassagruppen Partner AB', crmAccountId: '0015g00000KgPaBAAV' },
];

export const ORGANIZATIONS: readonly SeedOrganization[] = [
  {
    id: 'org-kaffebaren',
    name: 'Kaffebaren AB',
    organizationNumber: '556812-3458',
    partnerId: 'partner-nordic',
    address: 'Götgatan 14',
    postalCode: '118 46',
    city: 'Stockholm',
    email: 'info@kaffebaren.test',
  },
  {
    id: 'org-bokhandeln',
    name: 'Bokhandeln AB',
    organizationNumber: '559301-7428',
    partnerId: 'partner-kassa',
    address: 'Kungsgatan 33',
    postalCode: '411 19',
    city: 'Göteborg',
    email: 'info@bokhandeln.test',
  },
  {
    id: 'org-nystart',
    name: 'Nystart AB',
    organizationNumber: '556420-9871',
    partnerId: 'partner-nordic',
    address: 'Storgatan 5',
    postalCode: '211 41',
    city: 'Malmö',
    email: 'hej@nystart.test',
  },
];

export function organizationData(org: SeedOrganization): FieldsOf<typeof organizations> {
  const { id: _id, ...fields } = org;
  return { ...fields, status: 'active', isCustomer: true };
}

export const partnerData = ({ name, crmAccountId, tier }: SeedPartner): FieldsOf<typeof partners> => ({
  name,
  crmAccountId,
  mayOnboard: true,
  ...(tier ? { tier } : {}),
});
