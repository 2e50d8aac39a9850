import { useGetIdentity, usePermissions } from 'react-admin';
import { toSessionView, type SessionView } from './sessionView';

/** The session as the shell sees it, with a refetch for after the organization selection changes. */
export function useSessionView(): SessionView & { refetch: () => void } {
  const identity = useGetIdentity();
  const access = usePermissions();
  return {
    ...toSessionView(identity.data, access.permissions),
    refetch: () => {
      void identity.refetch();
      void access.refetch();
    },
  };
}
