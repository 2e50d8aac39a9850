import { useMemo, useSyncExternalStore } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import { session } from '../providers/session';
import { toSessionView, type SessionView } from './sessionView';

/** The session as the shell sees it. */
export function useSessionView(): SessionView {
  const { data } = useGetIdentity();
  const { permissions } = usePermissions();
  // The stored name follows a rename saved in this tab; the identity is read once per session.
  const storedName = useSyncExternalStore(session.onChange, () => session.organization()?.name ?? null);
  return useMemo(() => {
    const view = toSessionView(data, permissions);
    return storedName && view.organizationName ? { ...view, organizationName: storedName } : view;
  }, [data, permissions, storedName]);
}
