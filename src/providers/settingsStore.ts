/**
 * react-admin's store, telling the signed-in user's settings sync (src/layout/UserSettingsSync.tsx)
 * each change of a setting that follows the user to another browser: the theme, a list's columns,
 * the side panels. Everything else in the store stays in this browser; a reset (logout) tells nothing.
 */
import type { Store } from 'react-admin';

type SettingListener = (key: string, value: unknown) => void;
let listener: SettingListener | null = null;

export const isSyncedSetting = (key: string): boolean =>
  key === 'theme' || key.startsWith('sidePanels.') || /\.datatable_(columnRanks|hiddenColumns)$/.test(key);

export function withSettingsSync(store: Store): Store {
  return {
    ...store,
    setItem(key, value) {
      store.setItem(key, value);
      if (isSyncedSetting(key)) listener?.(key, value ?? null);
    },
    removeItem(key) {
      store.removeItem(key);
      if (isSyncedSetting(key)) listener?.(key, null);
    },
  };
}

/** Hears each change of a synced setting until the returned function is called. */
export function listenToSettings(next: SettingListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
