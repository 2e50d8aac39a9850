import { usePermissions } from 'react-admin';
import type { AccessSubject } from '../domain/roles';
import { GUEST } from '../providers/authProvider';

function isSubject(value: unknown): value is AccessSubject {
  const v = value as Partial<AccessSubject> | null | undefined;
  return Array.isArray(v?.roles) && Array.isArray(v?.permissions);
}

/** The user's roles and permissions (authProvider.getPermissions), a guest while unknown. */
export function useAccessSubject(): { subject: AccessSubject; isPending: boolean } {
  const { permissions, isPending } = usePermissions<AccessSubject>();
  return { subject: isSubject(permissions) ? permissions : GUEST, isPending };
}
