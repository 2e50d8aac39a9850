/**
 * Access checks answered before they are asked. react-admin asks the authProvider's canAccess through
 * react-query, one query per resource and action: on a view's first visit each answer arrives a render
 * later, and the view's data request waits for the answer to its own check. The answers are the
 * registry's rule over the user's permissions (src/providers/authProvider.ts asks the same
 * `requirementIn` and `isAllowed`), so once the permissions are known they are written into react-query's
 * cache under the keys the checks will use, and the view renders and asks for its data at once. Only
 * where the cache has no answer yet; a refresh or a logout invalidates them as any other.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAccessRule } from './useAccessRule';

/** An access check as react-admin keys it: useCanAccess's parameters besides the resource. */
export type AccessCheck = { action: string; enabled?: boolean };

export function useKnownAccess(resource: string, checks: readonly AccessCheck[]): void {
  const queryClient = useQueryClient();
  const allowed = useAccessRule();
  if (!allowed) return;
  for (const check of checks) {
    const key = ['auth', 'canAccess', { ...check, resource }];
    // Written during render only where the check was never asked, so no component observes it yet.
    if (!queryClient.getQueryCache().find({ queryKey: key, exact: true }))
      queryClient.setQueryData(key, allowed(resource, check.action));
  }
}
