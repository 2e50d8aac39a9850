/**
 * The signed-in user's settings follow the user from browser to browser (SPEC 3, data.settings): read
 * from the API once a session, put into react-admin's store (the theme, the lists' columns, the side
 * panels) and the language cookie, then each change of one of them (src/providers/settingsStore.ts)
 * written back, gathered for a second. Renders nothing; loaded lazily by the shell.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useStoreContext } from 'react-admin';
import type { UserSettings } from '../domain/userSettings';
import { switchLanguage } from '../i18n/browserLanguage';
import { isSyncedSetting } from '../providers/settingsStore';
import { listenToStoreChanges } from '../providers/storeChanges';
import { session } from '../providers/session';
import { fetchUserSettings, saveUserSettings } from '../providers/userSettings';
import { USER_SETTINGS_QUERY } from './userSettingsQuery';

export const SAVE_DELAY_MS = 1000;
/** Set once this tab took the language from the settings: a cookie the browser refuses cannot loop. */
const LANGUAGE_TAKEN = 'backoffice.settingsLanguage';

function takeLanguage(language: unknown, current: string): boolean {
  if ((language !== 'sv' && language !== 'en') || language === current) return false;
  try {
    if (sessionStorage.getItem(LANGUAGE_TAKEN) === language) return false;
    sessionStorage.setItem(LANGUAGE_TAKEN, language);
  } catch {
    return false;
  }
  switchLanguage(language);
  return true;
}

export default function UserSettingsSync() {
  const store = useStoreContext();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const { data } = useQuery<UserSettings>({
    queryKey: USER_SETTINGS_QUERY,
    queryFn: fetchUserSettings,
    staleTime: Infinity,
    retry: false,
  });
  const applied = useRef(false);
  const applying = useRef(false);
  /** Keys the user changed in this tab since it loaded: the server's copy, read earlier, is older. */
  const changedHere = useRef(new Set<string>());

  // Listening first: what the settings from the server change below is not sent back.
  useEffect(() => {
    let pending: Record<string, unknown> = {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const settings = pending;
      pending = {};
      if (Object.keys(settings).length === 0 || !session.tokens()) return;
      saveUserSettings({ settings })
        .then((saved) => queryClient.setQueryData(USER_SETTINGS_QUERY, saved))
        .catch(() => notify('personal.settings.saveFailed', { type: 'warning' }));
    };
    const stop = listenToStoreChanges((key, value) => {
      if (applying.current || !isSyncedSetting(key)) return;
      changedHere.current.add(key);
      pending[key] = value;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      stop();
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer);
      flush();
    };
  }, [notify, queryClient]);

  useEffect(() => {
    if (!data || applied.current) return;
    applied.current = true;
    if (takeLanguage(data.settings.language, locale)) return;
    applying.current = true;
    try {
      for (const [key, value] of Object.entries(data.settings))
        if (
          isSyncedSetting(key) &&
          !changedHere.current.has(key) &&
          JSON.stringify(store.getItem(key)) !== JSON.stringify(value)
        )
          store.setItem(key, value);
    } finally {
      applying.current = false;
    }
  }, [data, locale, store]);

  return null;
}
