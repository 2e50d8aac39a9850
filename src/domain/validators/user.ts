/**
 * User rules (SPEC 3 "User", SPEC 5 "Identity and login", SPEC 6) and the one table of who may manage
 * users of which identity group (docs/decisions.md, "Who may create which users").
 */
import { canSelectOrganization, rolesFromGroups, type IdentityGroup } from '../roles';
import { isEmail } from './contact';
import { personnummerRule } from './personnummer';
import { isText, type RecordIssue, type RecordRule, type ValueRule } from './rule';

export { passwordRule } from './password';
export { personnummerRule };

/** The longest username (an email address is at most 254 characters); /token refuses longer at once. */
export const MAX_USERNAME_LENGTH = 254;

/** Identity groups of merchant users (the role of a merchant user, SPEC 6). */
export const MERCHANT_GROUPS = [
  'MerchantAdmin',
  'Owner',
  'StoreManager',
  'Seller',
  'Bookkeeper',
] as const satisfies readonly IdentityGroup[];
/** Merchant roles a merchant admin manages: all of them but the Owner (docs/decisions.md, "Who may touch an Owner"). */
export const MERCHANT_STAFF_GROUPS = [
  'MerchantAdmin',
  'StoreManager',
  'Seller',
  'Bookkeeper',
] as const satisfies readonly IdentityGroup[];
/** Identity groups of the platform's own staff. */
export const INTERNAL_GROUPS = [
  'SuperAdmin',
  'SupportAdmin',
  'PartnerAdmin',
  'SalesAdmin',
] as const satisfies readonly IdentityGroup[];

/**
 * Who may create, change and delete users of which groups, by the caller's (effective) role. Where:
 * merchant users are managed inside their organization (an internal admin who selected it acts as
 * `admin` there); a partner admin sees only its partner's organizations' users.
 */
export const MANAGEABLE_GROUPS: Readonly<Record<string, readonly IdentityGroup[]>> = {
  superadmin: [...INTERNAL_GROUPS, 'SalesRepresentative', ...MERCHANT_GROUPS, 'SelfSignupOwner'],
  supportadmin: ['PartnerAdmin', 'SalesAdmin', 'SalesRepresentative'],
  partneradmin: MERCHANT_GROUPS,
  admin: MERCHANT_STAFF_GROUPS,
  Owner: MERCHANT_GROUPS,
};

/**
 * The groups a caller may give, change and delete. An Owner is touched (changed, re-passworded,
 * deactivated, deleted, or made) only by an Owner and by internal admins: a merchant admin manages the
 * other merchant roles; an internal admin working inside an organization (roles include `admin`)
 * manages all of its users.
 */
export function manageableGroups(roles: readonly string[]): Set<string> {
  const groups = new Set<string>(roles.flatMap((role) => MANAGEABLE_GROUPS[role] ?? []));
  if (roles.includes('admin') && canSelectOrganization(roles))
    for (const group of MERCHANT_GROUPS) groups.add(group);
  return groups;
}

/** Why a user may not change its own status, in the server's refusal and beside the disabled button. */
export const SELF_DEACTIVATE_TEXT = {
  en: 'You cannot deactivate yourself',
  sv: 'Du kan inte inaktivera dig själv',
} as const;

/** Why a caller may not change a user of a group it does not manage (MANAGEABLE_GROUPS). */
export const NOT_MANAGEABLE_TEXT = {
  en: 'You cannot change a user with this role',
  sv: 'Du kan inte ändra en användare med den här rollen',
} as const;

/** Whether a caller with these roles may manage a user with these groups. */
export function mayManageUser(roles: readonly string[], groups: readonly string[]): boolean {
  const allowed = manageableGroups(roles);
  return groups.every((group) => allowed.has(group));
}

const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter(isText)
    : isText(value)
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];

/** Users whose role opens the back office as an admin (merchant admin, owner, internal admins). */
export function isAdminUser(groups: unknown): boolean {
  return rolesFromGroups(asList(groups)).some(
    (role) => role !== 'Seller' && role !== 'StoreManager' && role !== 'Bookkeeper',
  );
}

/** Merchant username: letters a-z and digits, at least 5 and under 100 characters. */
const MERCHANT_USERNAME = /^[A-Za-z0-9]{5,99}$/;
export const isMerchantUsername = (value: string): boolean => MERCHANT_USERNAME.test(value);

const USERNAME_MESSAGES = {
  'validation.user.username': {
    en: 'Use 5 to 99 letters (a-z) and digits',
    sv: 'Använd 5–99 bokstäver (a–z) och siffror',
  },
  'validation.user.admin_username': {
    en: 'The username of an admin must be an email address',
    sv: 'En administratörs användarnamn måste vara en e-postadress',
  },
};

/** An admin's username (internal staff, merchant admins and owners) is an email address. */
export const adminUsernameRule: ValueRule<unknown> = {
  messages: { 'validation.user.admin_username': USERNAME_MESSAGES['validation.user.admin_username'] },
  check: (value) =>
    isText(value) && value !== '' && !isEmail(value) ? 'validation.user.admin_username' : null,
};

/** The username rule that fits the user's role: an email for admins, letters and digits for the others. */
export const usernameForRoleRule: RecordRule<{ username?: unknown; groups?: unknown }> = {
  messages: USERNAME_MESSAGES,
  check: ({ username, groups }): RecordIssue[] => {
    if (!isText(username) || username === '') return [];
    if (isAdminUser(groups))
      return isEmail(username) ? [] : [{ field: 'username', key: 'validation.user.admin_username' }];
    return isMerchantUsername(username) ? [] : [{ field: 'username', key: 'validation.user.username' }];
  },
};

/** First and last name: at least 2 characters, not only spaces. */
export const personNameRule: ValueRule<unknown> = {
  messages: {
    'validation.user.name': {
      en: 'At least 2 characters, not only spaces',
      sv: 'Minst 2 tecken, inte bara mellanslag',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && value.trim().length < 2 ? 'validation.user.name' : null,
};

const digitsRule = (key: string, length: number, texts: { en: string; sv: string }): ValueRule<unknown> => {
  const pattern = new RegExp(`^\\d{${length}}$`);
  return {
    messages: { [key]: texts },
    check: (value) => (isText(value) && value !== '' && !pattern.test(value) ? key : null),
  };
};

export const pinRule = digitsRule('validation.user.pin', 4, {
  en: 'The PIN is exactly 4 digits',
  sv: 'PIN-koden är exakt 4 siffror',
});
export const cashierCodeRule = digitsRule('validation.user.cashier_code', 4, {
  en: 'The cashier code is 4 digits',
  sv: 'Kassörskoden är 4 siffror',
});
export const loginCodeRule = digitsRule('validation.user.login_code', 6, {
  en: 'The login code is 6 digits',
  sv: 'Inloggningskoden är 6 siffror',
});

/** Time tracking needs the user's personal identity number (SPEC 6). */
export const timeTrackingNeedsSsnRule: RecordRule<{ timeTracking?: unknown; ssn?: unknown }> = {
  messages: {
    'validation.user.ssn_required': {
      en: 'Time tracking needs the personal identity number',
      sv: 'Tidrapportering kräver personnummer',
    },
  },
  check: ({ timeTracking, ssn }) =>
    timeTracking === true && !(isText(ssn) && ssn.trim() !== '')
      ? [{ field: 'ssn', key: 'validation.user.ssn_required' }]
      : [],
};

/** Permissions that let a user sign in somewhere: the back office, or the register. */
export const LOGIN_PERMISSIONS = ['login-backstage', 'login-register'] as const;

/** At least one login permission must be selected (SPEC 5). */
export const loginPermissionRule: RecordRule<{ permissions?: unknown }> = {
  messages: {
    'validation.user.login_permission': {
      en: 'Select at least one login permission',
      sv: 'Välj minst en inloggningsbehörighet',
    },
  },
  check: ({ permissions }) =>
    asList(permissions).some((p) => (LOGIN_PERMISSIONS as readonly string[]).includes(p))
      ? []
      : [{ field: 'permissions', key: 'validation.user.login_permission' }],
};
