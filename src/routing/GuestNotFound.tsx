/**
 * SPEC 2: any unknown path goes to the 404 page, for guests too. A signed-in user's unknown path reaches
 * react-admin's catchAll inside the shell; a guest (no session in this browser) would be sent to the
 * login first, so a path that no route of the app matches goes to the 404 page here.
 */
import { Navigate, matchPath, useLocation } from 'react-router-dom';
import { session } from '../providers/session';
import { NOT_FOUND_PATH } from './appRoutes';

export function GuestNotFound({ paths }: { paths: readonly string[] }) {
  const { pathname } = useLocation();
  if (session.tokens() !== null) return null;
  if (paths.some((path) => matchPath({ path, end: true }, pathname))) return null;
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
