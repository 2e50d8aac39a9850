/** Any unknown path goes to the 404 page (SPEC 2); react-admin's catchAll slot. */
import { Navigate } from 'react-router-dom';
import { NOT_FOUND_PATH } from './appRoutes';

export function NotFoundRedirect() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
