/**
 * Which of react-admin's store entries follow the signed-in user to another browser: the theme, a
 * list's columns and density, the side panels. Everything else in the store stays in this browser.
 */
import type { Store } from 'react-admin';

export const isSyncedSetting = (key: string): boolean =>
  key === 'theme' ||
  key.startsWith('sidePanels.') ||
  /\.datatable_(columnRanks|hiddenColumns|density)$/.test(key);

/**
 * Tells `listener` each change of a synced setting made through `store` until the returned function
 * is called. The store is react-admin's own object, which its hooks call at the time of a change, so
 * the sync (src/layout/UserSettingsSync.tsx) can load lazily instead of wrapping the store in the
 * entry. A reset (logout) tells nothing.
 */
export function listenToSettings(store: Store, listener: (key: string, value: unknown) => void): () => void {
  const { setItem, removeItem } = store;
  store.setItem = (key, value) => {
    setItem(key, value);
    if (isSyncedSetting(key)) listener(key, value ?? null);
  };
  store.removeItem = (key) => {
    removeItem(key);
    if (isSyncedSetting(key)) listener(key, null);
  };
  return () => {
    store.setItem = setItem;
    store.removeItem = removeItem;
  };
}
