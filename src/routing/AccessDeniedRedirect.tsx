/** react-admin's accessDenied slot: a user without access to a resource view goes to its landing. */
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { deniedRedirect } from './routeOutcome';
import { useAccessSubject } from './useAccessSubject';

export function AccessDeniedRedirect() {
  const { subject, isPending } = useAccessSubject();
  if (isPending) return <Loading />;
  return <Navigate to={deniedRedirect(subject).to} replace />;
}
