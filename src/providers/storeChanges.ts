/**
 * Every change made through react-admin's store, from its creation, for the user's settings sync
 * (src/layout/UserSettingsSync.tsx), which loads lazily and keeps what follows the user. Hooks keep the
 * store's functions they were given at their first render (react-admin's `useStore`), so the store is
 * patched before anything renders; changes made before the sync listens are handed to it when it
 * starts. A reset (logout) tells nothing and forgets them.
 */
import type { Store } from 'react-admin';

type Listener = (key: string, value: unknown) => void;

let listener: Listener | undefined;
let early = new Map<string, unknown>();

const changed = (key: string, value: unknown) => {
  if (listener) listener(key, value);
  else early.set(key, value);
};

export function watchStoreChanges(store: Store): Store {
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

/** Tells `next` each change (those made before it listened first) until the returned function is called. */
export function listenToStoreChanges(next: Listener): () => void {
  listener = next;
  const before = early;
  early = new Map();
  before.forEach((value, key) => next(key, value));
  return () => {
    if (listener === next) listener = undefined;
  };
}
