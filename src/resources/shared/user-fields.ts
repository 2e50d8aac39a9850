/**
 * Field definitions shared by the merchant users (users.ts) and the internal user lists
 * (internal-users.ts), which keep their records in one storage. Not a resource: the registry and the
 * server read only the files directly in src/resources/.
 */
import type { IdentityGroup } from '../../domain/roles';
import {
  MAX_USERNAME_LENGTH,
  mayManageUser,
  NOT_MANAGEABLE_TEXT,
  passwordRule,
  personNameRule,
  SELF_DEACTIVATE_TEXT,
} from '../../domain/validators/user';
import { defineFields } from '../../schema/define-resource';
import type { FieldDefinition, Label, ValueAction, ValueActionCaller } from '../../schema/types';

export const GROUP_LABELS: Record<IdentityGroup, Label> = {
  SuperAdmin: { en: 'Super admin', sv: 'Superadministratör' },
  SupportAdmin: { en: 'Support admin', sv: 'Supportadministratör' },
  PartnerAdmin: { en: 'Partner admin', sv: 'Partneradministratör' },
  SalesAdmin: { en: 'Sales admin', sv: 'Säljadministratör' },
  SalesRepresentative: { en: 'Sales representative', sv: 'Fältsäljare' },
  MerchantAdmin: { en: 'Merchant admin', sv: 'Administratör' },
  Owner: { en: 'Owner', sv: 'Ägare' },
  SelfSignupOwner: { en: 'Owner (self sign-up)', sv: 'Ägare (egen registrering)' },
  Seller: { en: 'Seller', sv: 'Säljare' },
  StoreManager: { en: 'Store manager', sv: 'Butikschef' },
  Bookkeeper: { en: 'Bookkeeper', sv: 'Bokförare' },
};

const personName = (label: Label): FieldDefinition => ({
  kind: 'text',
  label,
  required: true,
  maxLength: 100,
  rules: [personNameRule],
  listed: true,
  sortable: true,
  filterable: ['contains', 'startsWith', 'eq'],
  searchable: true,
});

/** First and last name, username (its rule and helper given by the list), email, password and status. */
export function identityFields(username: Pick<FieldDefinition, 'helper' | 'rules'>) {
  return defineFields({
    firstName: personName({ en: 'First name', sv: 'Förnamn' }),
    lastName: personName({ en: 'Last name', sv: 'Efternamn' }),
    username: {
      kind: 'text',
      label: { en: 'Username', sv: 'Användarnamn' },
      ...username,
      required: true,
      maxLength: MAX_USERNAME_LENGTH,
      unique: 'platform',
      listed: true,
      sortable: true,
      filterable: ['contains', 'startsWith', 'eq'],
      searchable: true,
    },
    email: {
      kind: 'email',
      label: { en: 'Email', sv: 'E-post' },
      required: true,
      unique: 'platform',
      listed: true,
      sortable: true,
      filterable: ['contains', 'endsWith', 'eq'],
      searchable: true,
    },
    password: {
      kind: 'password',
      label: { en: 'Password', sv: 'Lösenord' },
      helper: {
        en: '8-50 characters with a letter and a digit',
        sv: '8–50 tecken med en bokstav och en siffra',
      },
      required: true,
      // The rule answers its own maximum-50 message; this only bounds what is read at all.
      maxLength: 1000,
      rules: [passwordRule],
    },
  });
}

export const statusField: FieldDefinition = {
  kind: 'enum',
  label: { en: 'Status', sv: 'Status' },
  helper: { en: 'An inactive user cannot log in', sv: 'En inaktiv användare kan inte logga in' },
  required: true,
  default: 'active',
  chip: true,
  listed: true,
  filterable: true,
  sortable: true,
  values: {
    active: { label: { en: 'Active', sv: 'Aktiv' }, color: 'success' },
    inactive: { label: { en: 'Inactive', sv: 'Inaktiv' }, color: 'default' },
  },
};

/** A user the caller may not manage is not offered a status change; nor its own row a deactivation. */
const notManageable = (record: Readonly<Record<string, unknown>>, caller: ValueActionCaller) => {
  const groups = Array.isArray(record.groups) ? record.groups.map(String) : [];
  return mayManageUser(caller.roles, groups) ? null : NOT_MANAGEABLE_TEXT;
};

/** Activate and deactivate buttons on the rows and for the selected rows of a user list. */
export const statusActions: readonly ValueAction[] = [
  {
    field: 'status',
    value: 'active',
    label: { en: 'Activate', sv: 'Aktivera' },
    done: {
      en: 'The user is active |||| %{smart_count} users are active',
      sv: 'Användaren är aktiv |||| %{smart_count} användare är aktiva',
    },
    unavailable: notManageable,
  },
  {
    field: 'status',
    value: 'inactive',
    label: { en: 'Deactivate', sv: 'Inaktivera' },
    done: {
      en: 'The user is deactivated |||| %{smart_count} users are deactivated',
      sv: 'Användaren är inaktiverad |||| %{smart_count} användare är inaktiverade',
    },
    unavailable: (record, caller) =>
      record.id === caller.id ? SELF_DEACTIVATE_TEXT : notManageable(record, caller),
  },
];

/** A user's delete asks by the user's name, and says the user's sessions end with it (server/features/users/user-hooks.ts). */
export const userDeleteConfirm = {
  names: ['firstName', 'lastName'],
  content: {
    en: 'Delete the user %{recordRepresentation}? They are signed out everywhere at once and can no longer sign in. This cannot be undone.',
    sv: 'Vill du ta bort användaren %{recordRepresentation}? Användaren loggas ut överallt direkt och kan inte längre logga in. Det går inte att ångra.',
  },
} as const;
