/**
 * The user lists of the internal admin areas (SPEC 2): all users, super admins, support admins,
 * partner admins and sales admins. One storage, `users`, shared with the merchant users of
 * src/resources/users.ts; each list keeps to its identity group with a fixed filter the API applies to
 * every read and write. Internal users' usernames are email addresses. Who may manage which users:
 * MANAGEABLE_GROUPS in src/domain/validators/user.ts (enforced by the API); a partner admin sees only
 * its partner's organizations' users. Merchant users are created inside their organization
 * (/apps/setting/users), so the all-users list creates nothing.
 */
import type { IdentityGroup } from '../domain/roles';
import { adminUsernameRule, usernameForRoleRule } from '../domain/validators/user';
import { defineResource } from '../schema/define-resource';
import type { EnumField, FieldDefinition, Label } from '../schema/types';
import {
  GROUP_LABELS,
  identityFields,
  statusActions,
  statusField,
  userDeleteConfirm,
} from './shared/user-fields';

const groupsField = (groups: readonly IdentityGroup[]): EnumField => ({
  kind: 'enum',
  multiple: true,
  label: { en: 'Role', sv: 'Roll' },
  readOnly: true,
  listed: true,
  filterable: true,
  ...(groups.length === 1 ? { default: [...groups] } : {}),
  values: Object.fromEntries(groups.map((group) => [group, { label: GROUP_LABELS[group] }])),
});

/** The fields every internal list shows; `username` is judged by the list's own rule. */
function userFields(
  groups: readonly IdentityGroup[],
  usernameIsEmail: boolean,
): Record<string, FieldDefinition> {
  return {
    ...identityFields(
      usernameIsEmail
        ? { helper: { en: 'An email address', sv: 'En e-postadress' }, rules: [adminUsernameRule] }
        : {},
    ),
    groups: groupsField(groups),
    status: statusField,
  };
}

const common = {
  storage: 'users',
  scope: 'platform',
  representation: 'username',
  deleteConfirm: userDeleteConfirm,
  icon: 'People',
  legacyKey: 'username',
  list: {
    sort: { field: 'lastName', order: 'ASC' },
    bulkDelete: true,
    export: true,
    valueActions: statusActions,
  },
} as const;

/** One list of one internal group, in the areas of the roles that manage that group. */
function groupList<const Extra extends Record<string, FieldDefinition>>(
  listName: string,
  api: string,
  group: IdentityGroup,
  label: { one: Label; many: Label },
  areas: readonly ('superadmin' | 'supportadmin')[],
  order: number,
  extra: Extra,
) {
  return defineResource({
    ...common,
    name: listName,
    label,
    api: `api/users/3.1/${api}`,
    routes: areas.map((area) => ({ path: `/apps/${area}/${listName}`, roles: [area] })),
    access: { roles: areas },
    fixedFilter: { groups: group },
    menu: { order },
    fields: { ...userFields([group], true), ...extra },
  });
}

export const allusers = defineResource({
  ...common,
  name: 'allusers',
  label: { one: { en: 'User', sv: 'Användare' }, many: { en: 'All users', sv: 'Alla användare' } },
  api: 'api/users/user/full-list',
  apiAliases: ['api/users/3.1/user/full-list'],
  routes: (['superadmin', 'partneradmin', 'supportadmin'] as const).map((area) => ({
    path: `/apps/${area}/allusers`,
    roles: [area],
  })),
  access: { roles: ['superadmin', 'supportadmin', 'partneradmin'], create: false },
  menu: { order: 10 },
  rules: [usernameForRoleRule],
  fields: userFields(Object.keys(GROUP_LABELS) as IdentityGroup[], false),
});

export const superusers = groupList(
  'superusers',
  'superadmins',
  'SuperAdmin',
  {
    one: { en: 'Super admin', sv: 'Superadministratör' },
    many: { en: 'Super admins', sv: 'Superadministratörer' },
  },
  ['superadmin'],
  20,
  {},
);

export const supportusers = groupList(
  'supportusers',
  'supportadmins',
  'SupportAdmin',
  {
    one: { en: 'Support admin', sv: 'Supportadministratör' },
    many: { en: 'Support admins', sv: 'Supportadministratörer' },
  },
  ['superadmin'],
  30,
  {},
);

export const partneradmins = groupList(
  'partneradmins',
  'partneradmins',
  'PartnerAdmin',
  {
    one: { en: 'Partner admin', sv: 'Partneradministratör' },
    many: { en: 'Partner admins', sv: 'Partneradministratörer' },
  },
  ['superadmin', 'supportadmin'],
  40,
  {
    partnerId: {
      kind: 'reference',
      reference: 'partners',
      label: { en: 'Partner', sv: 'Partner' },
      required: true,
      listed: true,
      filterable: true,
    },
  },
);

export const salesadmins = groupList(
  'salesadmins',
  'salesadmins',
  'SalesAdmin',
  {
    one: { en: 'Sales admin', sv: 'Säljadministratör' },
    many: { en: 'Sales admins', sv: 'Säljadministratörer' },
  },
  ['superadmin', 'supportadmin'],
  50,
  {},
);

/** Field sellers of a partner, or of the platform's own sales team (no partner): they start onboardings. */
export const associates = groupList(
  'associates',
  'associates',
  'SalesRepresentative',
  {
    one: { en: 'Sales representative', sv: 'Fältsäljare' },
    many: { en: 'Sales representatives', sv: 'Fältsäljare' },
  },
  ['superadmin', 'supportadmin'],
  60,
  {
    partnerId: {
      kind: 'reference',
      reference: 'partners',
      label: { en: 'Partner', sv: 'Partner' },
      helper: { en: 'Empty for the platform’s own sales team', sv: 'Tom för plattformens eget säljteam' },
      listed: true,
      filterable: true,
    },
  },
);
