/**
 * The feature flags of the signed-in user's organization as the API last said them (./ServerFeatureFlags.tsx),
 * kept in session storage so that a reload shows the same menu before the API answers again.
 */
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../domain/feature-flags';
import { parseFeatureFlags } from './flags';

export const FEATURE_FLAGS_STORAGE_KEY = 'backoffice.featureFlags';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FeatureFlagStore {
  get(): FeatureFlags;
  /** The API's answer for the session. */
  replace(flags: FeatureFlags): void;
  /** Forgets the session's copy (sign-out). */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export function createFeatureFlagStore(storage: StorageLike | undefined): FeatureFlagStore {
  let current = parseFeatureFlags(storage?.getItem(FEATURE_FLAGS_STORAGE_KEY));
  const listeners = new Set<() => void>();
  const publish = (next: FeatureFlags, persist: boolean) => {
    if (persist) storage?.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify(next));
    else storage?.removeItem(FEATURE_FLAGS_STORAGE_KEY);
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    replace: (flags) => publish(parseFeatureFlags(JSON.stringify(flags)), true),
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
