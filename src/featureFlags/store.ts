/** The feature flags of this browser session, in session storage, with change subscriptions. */
import { DEFAULT_FEATURE_FLAGS, parseFeatureFlags, type FeatureFlagKey, type FeatureFlags } from './flags';

export const FEATURE_FLAGS_STORAGE_KEY = 'backoffice.featureFlags';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FeatureFlagStore {
  get(): FeatureFlags;
  toggle(key: FeatureFlagKey): void;
  set(key: FeatureFlagKey, on: boolean): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export function createFeatureFlagStore(storage: StorageLike | undefined): FeatureFlagStore {
  let current = parseFeatureFlags(storage?.getItem(FEATURE_FLAGS_STORAGE_KEY));
  const listeners = new Set<() => void>();
  const publish = (next: FeatureFlags, persist: boolean) => {
    current = next;
    if (persist) storage?.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify(next));
    else storage?.removeItem(FEATURE_FLAGS_STORAGE_KEY);
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    toggle: (key) => publish({ ...current, [key]: !current[key] }, true),
    set: (key, on) => publish({ ...current, [key]: on }, true),
    reset: () => publish({ ...DEFAULT_FEATURE_FLAGS }, false),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const featureFlagStore = createFeatureFlagStore(
  typeof window !== 'undefined' ? window.sessionStorage : undefined,
);
