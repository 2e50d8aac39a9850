/** The local demo accounts of the reference API (issue 2); every one has the password DEMO_PASSWORD. */
import { PERMISSION_KEYS, BACKOFFICE_LOGIN_PERMISSION, type IdentityGroup } from '../../src/domain/roles.ts';
import type users from '../../src/resources/users.ts';
import type { FieldsOf } from '../../src/schema/record-of.ts';

export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  group: IdentityGroup;
  /** What the README and the start banner call the role. */
  roleLabel: string;
  organizationId: string | null;
  partnerId: string | null;
  permissions: readonly string[];
  /** Merchant users: the stores they work in (at least one, as the users form asks). */
  stores: readonly string[];
  /** Staff whose hours are tracked (the time report's demo shifts): their personnummer (SPEC 6). */
  ssn?: string;
}

const ALL = PERMISSION_KEYS;
const REGISTER = ['login-register'];
const KAFFEBAREN_STORES = [
  'store-kaffebaren-gotgatan',
  'store-kaffebaren-soder',
  'store-kaffebaren-vasastan',
];
const WITHOUT_BACKOFFICE = [
  ...PERMISSION_KEYS.filter((key) => key !== BACKOFFICE_LOGIN_PERMISSION),
  'login-register',
];

const internal = (
  id: string,
  username: string,
  firstName: string,
  lastName: string,
  group: IdentityGroup,
  roleLabel: string,
  partnerId: string | null = null,
): DemoUser => ({
  id,
  username,
  email: username,
  firstName,
  lastName,
  group,
  roleLabel,
  organizationId: null,
  partnerId,
  permissions: [],
  stores: [],
});

const merchant = (
  id: string,
  username: string,
  email: string,
  firstName: string,
  lastName: string,
  group: IdentityGroup,
  roleLabel: string,
  organizationId: string,
  permissions: readonly string[],
  stores: readonly string[],
  ssn?: string,
): DemoUser => ({
  id,
  username,
  email,
  firstName,
  lastName,
  group,
  roleLabel,
  organizationId,
  partnerId: null,
  permissions,
  stores,
  ...(ssn ? { ssn } : {}),
});

export const DEMO_USERS: readonly DemoUser[] = [
  internal('user-super', 'super@demo.test', 'Sara', 'Lindqvist', 'SuperAdmin', 'super admin'),
  internal('user-support', 'support@demo.test', 'Johan', 'Ek', 'SupportAdmin', 'support admin'),
  internal(
    'user-partner',
    'partner@demo.test',
    'Maria',
    'Holm',
    'PartnerAdmin',
    'partner admin (Nordic Payments Partner AB)',
    'partner-nordic',
  ),
  internal(
    'user-partner-kassa',
    'partner@kassagruppen.test',
    'Emma',
    'Karlsson',
    'PartnerAdmin',
    'partner admin (Kassagruppen Partner AB)',
    'partner-kassa',
  ),
  internal('user-sales', 'sales@demo.test', 'Erik', 'Sandberg', 'SalesAdmin', 'sales admin'),
  internal(
    'user-associate',
    'associate@demo.test',
    'Linnea',
    'Dahl',
    'SalesRepresentative',
    'sales representative (Nordic Payments Partner AB)',
    'partner-nordic',
  ),
  merchant(
    'user-kaffebaren-admin',
    'admin@kaffebaren.test',
    'admin@kaffebaren.test',
    'Anna',
    'Berg',
    'MerchantAdmin',
    'merchant admin, Kaffebaren AB',
    'org-kaffebaren',
    ALL,
    KAFFEBAREN_STORES,
  ),
  merchant(
    'user-kaffebaren-owner',
    'owner@kaffebaren.test',
    'owner@kaffebaren.test',
    'Lars',
    'Nyström',
    'Owner',
    'owner, Kaffebaren AB',
    'org-kaffebaren',
    ALL,
    KAFFEBAREN_STORES,
  ),
  merchant(
    'user-bokhandeln-admin',
    'admin@bokhandeln.test',
    'admin@bokhandeln.test',
    'Karin',
    'Åberg',
    'MerchantAdmin',
    'merchant admin, Bokhandeln AB',
    'org-bokhandeln',
    ALL,
    ['store-bokhandeln-kungsgatan', 'store-bokhandeln-nordstan'],
  ),
  merchant(
    'user-nystart-admin',
    'admin@nystart.test',
    'admin@nystart.test',
    'Oskar',
    'Lund',
    'MerchantAdmin',
    'merchant admin, Nystart AB',
    'org-nystart',
    ALL,
    ['store-nystart-molndal'],
  ),
  merchant(
    'user-kaffebaren-seller01',
    'seller01',
    'seller01@kaffebaren.test',
    'Elin',
    'Svensson',
    'Seller',
    'seller, Kaffebaren AB',
    'org-kaffebaren',
    REGISTER,
    ['store-kaffebaren-gotgatan'],
    '19980412-2381',
  ),
  merchant(
    'user-kaffebaren-manager01',
    'manager01',
    'manager01@kaffebaren.test',
    'Ahmed',
    'Karimi',
    'StoreManager',
    'store manager, Kaffebaren AB',
    'org-kaffebaren',
    REGISTER,
    ['store-kaffebaren-soder'],
    '19870923-4572',
  ),
  merchant(
    'user-kaffebaren-nobackstage',
    'nobackstage@kaffebaren.test',
    'nobackstage@kaffebaren.test',
    'Nils',
    'Forsberg',
    'MerchantAdmin',
    'merchant admin without back-office login, Kaffebaren AB',
    'org-kaffebaren',
    WITHOUT_BACKOFFICE,
    ['store-kaffebaren-gotgatan'],
  ),
  merchant(
    'user-bokhandeln-manager02',
    'manager02',
    'manager02@bokhandeln.test',
    'Sofia',
    'Lindgren',
    'StoreManager',
    'store manager, Bokhandeln AB',
    'org-bokhandeln',
    REGISTER,
    ['store-bokhandeln-kungsgatan', 'store-bokhandeln-nordstan'],
    '19791105-3267',
  ),
  merchant(
    'user-bokhandeln-seller02',
    'seller02',
    'seller02@bokhandeln.test',
    'Oscar',
    'Holmberg',
    'Seller',
    'seller, Bokhandeln AB',
    'org-bokhandeln',
    REGISTER,
    ['store-bokhandeln-nordstan'],
    '20010217-5197',
  ),
];

type MerchantUser = FieldsOf<typeof users>;

/**
 * A record of the users storage, which the merchant users (src/resources/users.ts) share with the
 * internal lists (src/resources/internal-users.ts): without its password (that goes to `credentials`),
 * with stores for merchant users only, and a partner admin's partner (the partner admins' list's field,
 * whose type that list does not keep).
 */
export type SeedUserData = Omit<MerchantUser, 'password' | 'stores'> &
  Partial<Pick<MerchantUser, 'stores'>> & { partnerId?: string };

export function userData(user: DemoUser): SeedUserData {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    groups: [user.group],
    permissions: [...user.permissions],
    ...(user.organizationId ? { stores: [...user.stores] } : {}),
    status: 'active',
    ...(user.partnerId ? { partnerId: user.partnerId } : {}),
    ...(user.ssn ? { timeTracking: true, ssn: user.ssn } : {}),
  };
}
