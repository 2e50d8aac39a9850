/**
 * Merchant users (SPEC 3 "User", SPEC 5, SPEC 6): the settings page of an organization's users.
 * Passwords are write-only (hashed into `credentials` by the API, never returned); PIN and codes are
 * write-only too. Who may give which role: MANAGEABLE_GROUPS in src/domain/validators/user.ts.
 */
import { ROLE_GROUPS } from '../domain/roles';
import {
  cashierCodeRule,
  loginCodeRule,
  loginPermissionRule,
  personnummerRule,
  pinRule,
  timeTrackingNeedsSsnRule,
  usernameForRoleRule,
} from '../domain/validators/user';
import { defineResource } from '../schema/define-resource';
import { PERMISSION_VALUES } from './shared/permissions';
import {
  GROUP_LABELS,
  identityFields,
  statusActions,
  statusField,
  userDeleteConfirm,
} from './shared/user-fields';

const MERCHANT_GROUPS = ['MerchantAdmin', 'Owner', 'StoreManager', 'Seller', 'Bookkeeper'] as const;

export default defineResource({
  name: 'users',
  label: { one: { en: 'User', sv: 'Användare' }, many: { en: 'Users', sv: 'Användare' } },
  routes: ['/apps/setting/users'],
  api: 'api/users/3.1/user',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'users' },
  representation: 'username',
  deleteConfirm: userDeleteConfirm,
  icon: 'People',
  menu: { group: 'settings', order: 60 },
  list: {
    sort: { field: 'lastName', order: 'ASC' },
    bulkDelete: true,
    export: true,
    valueActions: statusActions,
  },
  legacyKey: 'username',
  rules: [usernameForRoleRule, loginPermissionRule, timeTrackingNeedsSsnRule],
  fields: {
    ...identityFields({
      helper: {
        en: 'Admins and owners: an email address. Others: 5-99 letters (a-z) and digits',
        sv: 'Administratörer och ägare: en e-postadress. Övriga: 5–99 bokstäver (a–z) och siffror',
      },
    }),
    groups: {
      kind: 'enum',
      multiple: true,
      maxItems: 1,
      label: { en: 'Role', sv: 'Roll' },
      required: true,
      default: ['Seller'],
      listed: true,
      filterable: true,
      values: Object.fromEntries(MERCHANT_GROUPS.map((group) => [group, { label: GROUP_LABELS[group] }])),
    },
    status: statusField,
    stores: {
      kind: 'references',
      reference: 'stores',
      label: { en: 'Stores', sv: 'Butiker' },
      required: true,
      minItems: 1,
      filterable: true,
    },
    permissions: {
      kind: 'enum',
      multiple: true,
      label: { en: 'Permissions', sv: 'Behörigheter' },
      helper: {
        en: 'At least one login permission: the back office or the register',
        sv: 'Minst en inloggningsbehörighet: backoffice eller kassan',
      },
      required: true,
      default: ['login-register'],
      filterable: true,
      values: PERMISSION_VALUES,
    },
    pin: {
      kind: 'password',
      label: { en: 'PIN', sv: 'PIN-kod' },
      helper: { en: '4 digits', sv: '4 siffror' },
      rules: [pinRule],
    },
    cashierCode: {
      kind: 'password',
      label: { en: 'Cashier code', sv: 'Kassörskod' },
      helper: { en: '4 digits', sv: '4 siffror' },
      rules: [cashierCodeRule],
    },
    loginCode: {
      kind: 'password',
      label: { en: 'Login code', sv: 'Inloggningskod' },
      helper: { en: '6 digits, for the register', sv: '6 siffror, för kassan' },
      rules: [loginCodeRule],
    },
    timeTracking: {
      kind: 'boolean',
      label: { en: 'Time tracking', sv: 'Tidrapportering' },
      default: false,
      filterable: true,
    },
    ssn: {
      kind: 'text',
      label: { en: 'Personal identity number', sv: 'Personnummer' },
      helper: {
        en: 'Needed for time tracking. YYYYMMDD-XXXX',
        sv: 'Krävs för tidrapportering. ÅÅÅÅMMDD-XXXX',
      },
      maxLength: 13,
      rules: [personnummerRule],
    },
  },
});
