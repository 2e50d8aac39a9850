/**
 * Which of react-admin's store entries follow the signed-in user to another browser: the theme, a
 * list's columns and density, the side panels. Everything else in the store stays in this browser.
 */
import type { Store } from 'react-admin';

export const isSyncedSetting = (key: string): boolean =>
  key === 'theme' ||
  key.startsWith('sidePanels.') ||
  /\.datatable_(columnRanks|hiddenColumns|density)$/.test(key);

type SettingListener = (key: string, value: unknown) => void;

let listener: SettingListener | undefined;
/** Changes made before the sync listens (it loads lazily), handed to it when it starts. */
let early = new Map<string, unknown>();

const changed = (key: string, value: unknown) => {
  if (!isSyncedSetting(key)) return;
  if (listener) listener(key, value);
  else early.set(key, value);
};

/**
 * The store, told to report each change of a synced setting from its creation. Hooks keep the store's
 * functions they were given at their first render (react-admin's `useStore`), so the store is patched
 * before any renders, not when the sync (src/layout/UserSettingsSync.tsx) loads. A reset (logout) tells
 * nothing.
 */
export function watchSettings(store: Store): Store {
  const { setItem, removeItem, reset } = store;
  store.setItem = (key, value) => {
    setItem(key, value);
    changed(key, value ?? null);
  };
  store.removeItem = (key) => {
    removeItem(key);
    changed(key, null);
  };
  store.reset = () => {
    early = new Map();
    reset();
  };
  return store;
}

/** Tells `next` each change of a synced setting (those made before it listened first) until stopped. */
export function listenToSettings(next: SettingListener): () => void {
  listener = next;
  const before = early;
  early = new Map();
  before.forEach((value, key) => next(key, value));
  return () => {
    if (listener === next) listener = undefined;
  };
}
