/**
 * SPEC 9's idle expiry: after IDLE_TIMEOUT_S without pointer, key or scroll activity in any tab the
 * session is signed out (its refresh token revoked by the authProvider's logout) and the login page says
 * why. A minute before, a dialog counts down with a way to stay. While it shows, only its button (or
 * activity in another tab) keeps the session: a pointer passing over the page does not.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLogout, useNotify } from 'react-admin';
import {
  IDLE_TIMEOUT_S,
  IDLE_WARNING_S,
  lastActivity,
  markActivity,
  onActivityElsewhere,
} from '../providers/idleActivity';

const IdleWarningDialog = lazy(() => import('./IdleWarningDialog'));

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const TICK_MS = 1000;

function secondsLeft(): number {
  return Math.ceil((lastActivity() + IDLE_TIMEOUT_S * 1000 - Date.now()) / 1000);
}

export function IdleSignOut() {
  const logout = useLogout();
  const notify = useNotify();
  const [left, setLeft] = useState(IDLE_TIMEOUT_S);
  const warning = left <= IDLE_WARNING_S;
  const signedOut = useRef(false);

  const check = useCallback(() => {
    if (signedOut.current) return;
    const seconds = secondsLeft();
    setLeft(seconds);
    if (seconds > 0) return;
    signedOut.current = true;
    notify('auth.session.idleSignedOut', { type: 'info' });
    void logout();
  }, [logout, notify]);

  useEffect(() => {
    markActivity();
    const onActivity = () => {
      if (secondsLeft() > IDLE_WARNING_S) markActivity();
    };
    ACTIVITY_EVENTS.forEach((name) =>
      window.addEventListener(name, onActivity, { capture: true, passive: true }),
    );
    const stopElsewhere = onActivityElsewhere(check);
    const timer = window.setInterval(check, TICK_MS);
    check();
    return () => {
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
      stopElsewhere();
      window.clearInterval(timer);
    };
  }, [check]);

  const stay = useCallback(() => {
    markActivity();
    check();
  }, [check]);

  if (!warning || left <= 0) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog seconds={left} onStay={stay} />
    </Suspense>
  );
}
