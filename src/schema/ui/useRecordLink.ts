/**
 * Where a record of another resource links for this user: its show view, else its edit view, else
 * nowhere. Given to react-admin's reference fields, which otherwise ask the authProvider twice for
 * every record they show (fifty access queries for a page of 25 products with their groups) before
 * they ask for the names. The answer is the authProvider's (the same requirement from the registry,
 * the same rule over the same permissions), computed here at once. Undefined until the permissions
 * are known: react-admin then asks as before.
 */
import { useMemo } from 'react';
import { useAccessRule } from './useAccessRule';

export type RecordLink = 'show' | 'edit' | false;

export function useRecordLink(resource: string): RecordLink | undefined {
  const allowed = useAccessRule();
  return useMemo(() => {
    if (!allowed) return undefined;
    return allowed(resource, 'show') ? 'show' : allowed(resource, 'edit') ? 'edit' : false;
  }, [allowed, resource]);
}
