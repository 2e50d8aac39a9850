/**
 * What the shell needs from the session, read defensively from react-admin's identity and permissions
 * (the authProvider's BackofficeIdentity and AccessSubject), so the shell renders while they load.
 */
export interface SessionView {
  fullName: string;
  avatar?: string;
  organizationName?: string;
  organizationLogo?: string;
  /** An internal admin works inside a selected organization. */
  organizationSelected: boolean;
  roles: string[];
  permissions: string[];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

export function toSessionView(identity: unknown, permissions: unknown): SessionView {
  const id = record(identity);
  const access = record(permissions);
  const selected = record(id.selectedOrganization);
  const organizationSelected = id.organizationSelected === true || Object.keys(selected).length > 0;
  return {
    fullName: text(id.fullName) ?? text(id.username) ?? '',
    avatar: text(id.avatar),
    organizationName: text(selected.name) ?? text(id.organizationName),
    organizationLogo: text(id.organizationLogoUrl),
    organizationSelected,
    roles: strings(access.roles) ?? strings(id.roles) ?? [],
    permissions:
      strings(access.permissions) ?? (Array.isArray(permissions) ? (strings(permissions) ?? []) : []),
  };
}
