/** '/': the landing address of the user's role (SPEC 2, "Landing page after login"). */
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { landingFor } from '../domain/roles';
import { useAccessSubject } from './useAccessSubject';

export function LandingRedirect() {
  const { subject, isPending } = useAccessSubject();
  if (isPending) return <Loading />;
  const to = landingFor(subject.roles);
  return <Navigate to={to} replace state={to === '/login' ? { nextPathname: '/' } : undefined} />;
}
