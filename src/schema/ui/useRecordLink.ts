/**
 * Where a record of another resource links for this user: its show view, else its edit view, else
 * nowhere. Given to react-admin's reference fields, which otherwise ask the authProvider twice for
 * every record they show (fifty access queries for a page of 25 products with their groups) before
 * they ask for the names. The answer is the authProvider's (the same requirement from the registry,
 * the same rule over the same permissions), computed here at once. Undefined until the permissions
 * are known: react-admin then asks as before.
 */
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { isAllowed, type AccessSubject } from '../../domain/roles';
import { requirementIn } from '../registry-core';
import { useRegistry } from './EngineContext';

export type RecordLink = 'show' | 'edit' | false;

export function useRecordLink(resource: string): RecordLink | undefined {
  const registry = useRegistry();
  const { permissions } = usePermissions<AccessSubject>();
  return useMemo(() => {
    if (!permissions) return undefined;
    const may = (action: string) => isAllowed(requirementIn(registry, resource, action), permissions);
    return may('show') ? 'show' : may('edit') ? 'edit' : false;
  }, [registry, resource, permissions]);
}
