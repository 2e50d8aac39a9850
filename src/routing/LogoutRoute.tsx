/** '/logout': ends the session and goes to the login page, with no path kept to return to. */
import { useEffect, useRef } from 'react';
import { Loading, useLogout } from 'react-admin';

export function LogoutRoute() {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({}, '/login', false);
  }, [logout]);
  return <Loading loadingPrimary="auth.session.loggingOut" loadingSecondary="" />;
}
