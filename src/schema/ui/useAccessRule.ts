/**
 * The authProvider's canAccess, answered at once: the registry's requirement (`requirementIn`) over the
 * user's roles and permission keys (`isAllowed`), as src/providers/authProvider.ts computes it. Null
 * until the permissions are known, or when they are another authProvider's (not roles and keys): then
 * only that authProvider's canAccess can answer.
 */
import { useCallback } from 'react';
import { usePermissions } from 'react-admin';
import { isAllowed, type AccessSubject } from '../../domain/roles';
import { requirementIn } from '../registry-core';
import { useRegistry } from './EngineContext';

export type AccessRule = (resource: string, action: string) => boolean;

/** Whether react-admin's permissions are ours (roles and permission keys). */
export const isAccessSubject = (value: unknown): value is AccessSubject =>
  Array.isArray((value as AccessSubject | undefined)?.roles) &&
  Array.isArray((value as AccessSubject | undefined)?.permissions);

export function useAccessRule(): AccessRule | null {
  const registry = useRegistry();
  const { permissions } = usePermissions<unknown>();
  const subject = isAccessSubject(permissions) ? permissions : null;
  const rule = useCallback(
    (resource: string, action: string) =>
      subject !== null && isAllowed(requirementIn(registry, resource, action), subject),
    [registry, subject],
  );
  return subject ? rule : null;
}
