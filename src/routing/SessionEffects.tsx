/**
 * Keeps the app in step with the session outside react-admin's own calls: when the session ends
 * here (a refused refresh, a failed auto-login) or in another tab, it tells the user why and logs
 * out; and it gives the providers the user's language.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocaleState, useLogout, useNotify } from 'react-admin';
import { hasUserInThisTab } from '../providers/authProvider';
import { setRequestLocale } from '../providers/requestLocale';
import { session, type SessionEnd } from '../providers/session';

function messageFor(end: SessionEnd): string {
  if (end.message) return end.message;
  return end.reason === 'remoteLogout' ? 'auth.session.loggedOutElsewhere' : 'auth.session.authFailed';
}

export function SessionEffects() {
  const [locale] = useLocaleState();
  const logout = useLogout();
  const notify = useNotify();

  useLayoutEffect(() => setRequestLocale(locale), [locale]);

  useEffect(
    () =>
      session.onEnded((end) => {
        if (end.reason === 'logout') return; // this tab's own logout goes to /login by itself
        if (end.reason === 'remoteLogout' && !hasUserInThisTab()) return; // nobody was signed in here
        const message = messageFor(end);
        notify(message, {
          type: end.reason === 'remoteLogout' ? 'info' : 'error',
          multiLine: true,
          // A server's own message is shown as it is; a key is translated.
          messageArgs: end.message ? { _: end.message } : undefined,
        });
        void logout();
      }),
    [logout, notify],
  );

  return null;
}
