/** Who sees what in the shell (SPEC 1 and 2 "Layout"). Pure; the components only ask. */
import { canSelectOrganization, INTERNAL_ROLES, REGISTER_ONLY_ROLES } from '../domain/roles';

export const FEATURES_PATH = '/apps/superadmin/features';

export interface ShellRules {
  /** Sellers and store managers have no side navigation ... */
  showNavigation: boolean;
  /** ... and see the organization name centred in the top bar. */
  centreOrganizationName: boolean;
  /** Super, support and partner admins working inside a selected organization. */
  showBackToOrganizations: boolean;
  /** Hidden for internal admins and while an organization is selected. */
  showProfileMenu: boolean;
  /** Where a click on the avatar goes: the features page for super admins. */
  avatarLink?: string;
}

export function shellRules({
  roles,
  organizationSelected,
}: {
  roles: readonly string[];
  organizationSelected: boolean;
}): ShellRules {
  const registerOnly = roles.length > 0 && roles.every((role) => REGISTER_ONLY_ROLES.includes(role as never));
  const internal = roles.some((role) => INTERNAL_ROLES.includes(role as never));
  return {
    showNavigation: !registerOnly,
    centreOrganizationName: registerOnly,
    showBackToOrganizations: organizationSelected && canSelectOrganization(roles),
    showProfileMenu: !internal && !organizationSelected,
    avatarLink: roles.includes('superadmin') ? FEATURES_PATH : undefined,
  };
}

const ENVIRONMENT_LABELS: Record<string, string | undefined> = {
  production: undefined,
  sandbox: 'shell.environment.sandbox',
  rc: 'shell.environment.rc',
  development: 'shell.environment.development',
};

/** The message key of the environment label; production (or no setting) shows none. */
export function environmentLabelKey(environment: string | undefined): string | undefined {
  return ENVIRONMENT_LABELS[(environment ?? 'production').trim().toLowerCase()];
}
