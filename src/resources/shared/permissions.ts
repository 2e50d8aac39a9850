/**
 * The permissions a merchant user can be given (SPEC 6 keys and the register login, docs/decisions.md
 * "Login permissions") with their labels: the values of the `permissions` field of the users
 * (users.ts) and of the role templates (role-templates/index.ts), which must stay the same.
 */
import type { PermissionKey } from '../../domain/roles';
import type { EnumValue, Label } from '../../schema/types';

export const PERMISSION_LABELS: Record<PermissionKey | 'login-register', Label> = {
  'login-backstage': { en: 'Log in to the back office', sv: 'Logga in i backoffice' },
  'login-register': { en: 'Log in at the register', sv: 'Logga in i kassan' },
  'staff-shifts': { en: 'Staff shifts', sv: 'Personalpass' },
  'product-groups': { en: 'Product groups', sv: 'Produktgrupper' },
  products: { en: 'Products', sv: 'Produkter' },
  customers: { en: 'Customers', sv: 'Kunder' },
  orders: { en: 'Orders', sv: 'Ordrar' },
  devices: { en: 'Devices', sv: 'Enheter' },
  files: { en: 'Files', sv: 'Filer' },
  organization: { en: 'Organization', sv: 'Organisation' },
  warehouses: { en: 'Warehouses', sv: 'Lager' },
  stores: { en: 'Stores', sv: 'Butiker' },
  'payment-methods': { en: 'Payment methods', sv: 'Betalsätt' },
  users: { en: 'Users', sv: 'Användare' },
  integrations: { en: 'Integrations', sv: 'Integrationer' },
  import: { en: 'Import', sv: 'Import' },
  modifiers: { en: 'Modifiers', sv: 'Tillval' },
  loan: { en: 'Business loan', sv: 'Företagslån' },
  'gift-cards': { en: 'Gift cards', sv: 'Presentkort' },
  reports: { en: 'Reports', sv: 'Rapporter' },
};

/** The `values` of a `permissions` enum field. */
export const PERMISSION_VALUES: Record<string, EnumValue> = Object.fromEntries(
  Object.entries(PERMISSION_LABELS).map(([key, label]) => [key, { label }]),
);
