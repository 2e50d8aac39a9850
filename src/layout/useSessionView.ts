import { useGetIdentity, usePermissions } from 'react-admin';
import { toSessionView, type SessionView } from './sessionView';

/** The session as the shell sees it. */
export function useSessionView(): SessionView {
  const { data } = useGetIdentity();
  const { permissions } = usePermissions();
  return toSessionView(data, permissions);
}
