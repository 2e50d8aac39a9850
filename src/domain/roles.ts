/** Roles, identity groups, permission keys and the one access check rule (SPEC.md section 6). */

export const ROLES = [
  'admin',
  'Owner',
  'Seller',
  'StoreManager',
  'Bookkeeper',
  'onboard',
  'superadmin',
  'supportadmin',
  'partneradmin',
  'salesadmin',
  'associate',
] as const;
export type Role = (typeof ROLES)[number];

/** Identity groups as they appear in the token's `groups` claim. */
export const IDENTITY_GROUPS = [
  'SuperAdmin',
  'SupportAdmin',
  'PartnerAdmin',
  'SalesAdmin',
  'SalesRepresentative',
  'MerchantAdmin',
  'Owner',
  'SelfSignupOwner',
  'Seller',
  'StoreManager',
  'Bookkeeper',
] as const;
export type IdentityGroup = (typeof IDENTITY_GROUPS)[number];

const GROUP_ROLES: Record<IdentityGroup, Role[]> = {
  SuperAdmin: ['superadmin'],
  SupportAdmin: ['supportadmin'],
  PartnerAdmin: ['partneradmin'],
  SalesAdmin: ['salesadmin'],
  SalesRepresentative: ['associate'],
  MerchantAdmin: ['admin'],
  Owner: ['admin', 'Owner'],
  SelfSignupOwner: ['onboard', 'Owner'],
  Seller: ['Seller'],
  StoreManager: ['StoreManager'],
  Bookkeeper: ['Bookkeeper'],
};

export function rolesFromGroups(groups: readonly string[] | string | undefined | null): Role[] {
  const list = typeof groups === 'string' ? groups.split(',') : (groups ?? []);
  const roles = new Set<Role>();
  for (const raw of list) {
    const mapped = GROUP_ROLES[raw.trim() as IdentityGroup];
    mapped?.forEach((role) => roles.add(role));
  }
  return [...roles];
}

export const PERMISSION_KEYS = [
  'login-backstage',
  'staff-shifts',
  'product-groups',
  'products',
  'customers',
  'orders',
  'devices',
  'files',
  'organization',
  'warehouses',
  'stores',
  'payment-methods',
  'users',
  'integrations',
  'import',
  'modifiers',
  'loan',
  'gift-cards',
  'reports',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/**
 * Not a merchant key and not granted by anyone: a partner admin holds it while its partner may onboard
 * merchants (the partner's `mayOnboard`), and the partner admin's agreements route and menu entry ask
 * for it (SPEC 2: "the agreements entry appears only when a condition on the logged-in user holds").
 */
export const PARTNER_ONBOARDING = 'partner-onboarding';
/** The keys a partner admin holds by its partner: PARTNER_ONBOARDING unless the partner may not onboard. */
export const partnerKeys = (partnerId: string | null | undefined, mayOnboard: boolean | null | undefined) =>
  // A partner saved before `mayOnboard` existed has none: it may onboard, as before.
  partnerId && mayOnboard !== false ? [PARTNER_ONBOARDING] : [];

/**
 * Whether a route's roles admit the subject and only the partner's onboarding is missing: the route
 * then says so in place (src/routing/routeOutcome.ts) rather than sending the partner admin away.
 */
export const lacksOnlyPartnerOnboarding = (
  requirement: AccessRequirement | null | undefined,
  subject: AccessSubject,
) =>
  requirement?.permissionKey === PARTNER_ONBOARDING &&
  !subject.permissions.includes(PARTNER_ONBOARDING) &&
  isAllowed({ roles: requirement.roles ?? null }, subject);

/** What a route or an action may ask for: a merchant permission key, or the partner's onboarding. */
export type AccessKey = PermissionKey | typeof PARTNER_ONBOARDING;

/** The permission without which a user that has permissions may not use the back office. */
export const BACKOFFICE_LOGIN_PERMISSION: PermissionKey = 'login-backstage';

export function parsePermissions(value: readonly string[] | string | undefined | null): string[] {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  return list.map((p) => p.trim()).filter((p) => p.length > 0);
}

export const INTERNAL_ROLES: readonly Role[] = ['superadmin', 'supportadmin', 'partneradmin', 'salesadmin'];
export const REGISTER_ONLY_ROLES: readonly Role[] = ['Seller', 'StoreManager'];

/**
 * SPEC 6: sellers and store managers sign in at the register with their 6-digit code; a backstage user
 * (any other role, with its password) may not.
 */
export const signsInAtRegister = (groups: readonly string[]): boolean => {
  const roles = rolesFromGroups(groups);
  return roles.length > 0 && roles.every((role) => REGISTER_ONLY_ROLES.includes(role));
};

/** Role groups used by routes and menu items (SPEC 6, "Role groups for routes"). */
export const ROLE_GROUPS = {
  admin: ['admin'],
  onboard: ['onboard'],
  StoreManager: ['admin', 'StoreManager'],
  Seller: ['admin', 'Seller', 'StoreManager'],
  superadmin: ['superadmin'],
  supportadmin: ['supportadmin'],
  partneradmin: ['partneradmin'],
  salesadmin: ['salesadmin'],
  associate: ['associate'],
  profile: ['admin', 'Seller', 'StoreManager', 'onboard'],
  onlyGuest: [],
} as const satisfies Record<string, readonly Role[]>;

/** What a route, menu item or action asks of the user. `roles` undefined or null: no requirement. */
export interface AccessRequirement {
  roles?: readonly string[] | null;
  permissionKey?: string | null;
}

export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
}

/**
 * The SPEC 6 check rule: no requirement allows everyone; an empty role list allows only users with no
 * roles (guests); otherwise any overlap of roles is needed, plus the permission key where one is required.
 */
export function isAllowed(
  requirement: AccessRequirement | null | undefined,
  subject: AccessSubject,
): boolean {
  const roles = requirement?.roles;
  if (roles === undefined || roles === null) return true;
  if (roles.length === 0) return subject.roles.length === 0;
  if (!roles.some((role) => subject.roles.includes(role))) return false;
  const key = requirement?.permissionKey;
  return !key || subject.permissions.includes(key);
}

export const LANDING_BY_ROLE: ReadonlyArray<[Role, string]> = [
  ['superadmin', '/apps/superadmin/organizations'],
  ['supportadmin', '/apps/supportadmin/organizations'],
  ['partneradmin', '/apps/partneradmin/organizations'],
  ['salesadmin', '/apps/salesadmin/agreements'],
  ['associate', '/apps/associate/agreements'],
  ['admin', '/dashboard'],
  ['Seller', '/dashboard'],
  ['StoreManager', '/dashboard'],
  ['onboard', '/profile'],
];

/** The landing address after login; internal roles win over a merchant role they act as. */
export function landingFor(roles: readonly string[]): string {
  for (const [role, path] of LANDING_BY_ROLE) if (roles.includes(role)) return path;
  return '/login';
}

/** Internal roles that may select an organization and work inside it as its admin (SPEC 2, "Layout"). */
export const ORGANIZATION_SELECTING_ROLES: readonly Role[] = ['superadmin', 'supportadmin', 'partneradmin'];

export function canSelectOrganization(roles: readonly string[]): boolean {
  return ORGANIZATION_SELECTING_ROLES.some((role) => roles.includes(role));
}

/**
 * What a user may do: its own roles and permissions, and, for an internal admin working inside a
 * selected organization, the admin role with every merchant permission key (SPEC 2: "treated as admin").
 */
export function effectiveAccess(own: AccessSubject, actingInOrganization: boolean): AccessSubject {
  if (!actingInOrganization || !canSelectOrganization(own.roles)) return own;
  return {
    roles: [...new Set([...own.roles, 'admin'])],
    permissions: [...new Set([...own.permissions, ...PERMISSION_KEYS])],
  };
}

/** Roles that open at least one screen of the back office. */
export const BACKOFFICE_ROLES: readonly Role[] = ['admin', 'onboard', ...INTERNAL_ROLES, 'associate'];

export type LoginRefusal = 'registerOnly' | 'missingLoginPermission' | 'noBackofficeRole';

/**
 * Why a signed-in identity may not use the back office, or null when it may (SPEC 6, "Rules"):
 * sellers and store managers work at the register only; a user with permissions needs the login
 * permission; a user with no back-office role has no screen to land on.
 */
export function loginRefusal(subject: AccessSubject): LoginRefusal | null {
  const hasBackofficeRole = BACKOFFICE_ROLES.some((role) => subject.roles.includes(role));
  if (!hasBackofficeRole && REGISTER_ONLY_ROLES.some((role) => subject.roles.includes(role)))
    return 'registerOnly';
  const merchantKeys = subject.permissions.filter((key) => key !== PARTNER_ONBOARDING);
  if (merchantKeys.length > 0 && !merchantKeys.includes(BACKOFFICE_LOGIN_PERMISSION)) {
    return 'missingLoginPermission';
  }
  if (!hasBackofficeRole) return 'noBackofficeRole';
  return null;
}
