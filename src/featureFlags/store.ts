/**
 * The feature flags of the signed-in user's organization as the API last said them (./ServerFeatureFlags.tsx),
 * kept in session storage so that a reload shows the same menu before the API answers again. The copy
 * is the user's who was signed in when the API answered: a sign-out forgets it, and another user
 * signing in on the same tab starts from the defaults, never from it.
 */
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../domain/feature-flags';
import { session } from '../providers/session';
import { decodeAccessToken } from '../providers/tokenRefresh';
import { parseStoredFeatureFlags, type StoredFeatureFlags } from './flags';

export const FEATURE_FLAGS_STORAGE_KEY = 'backoffice.featureFlags';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FeatureFlagStore {
  get(): FeatureFlags;
  /** The API's answer for the session. */
  replace(flags: FeatureFlags): void;
  /** Forgets the session's copy (sign-out). */
  reset(): void;
  /** Forgets the copy when it is not the signed-in user's (a sign-out, another user's sign-in). */
  followUser(): void;
  subscribe(listener: () => void): () => void;
}

/** `user`: who is signed in now (null: nobody), whose copy alone is read. */
export function createFeatureFlagStore(
  storage: StorageLike | undefined,
  user: () => string | null = () => null,
): FeatureFlagStore {
  let current: StoredFeatureFlags = parseStoredFeatureFlags(storage?.getItem(FEATURE_FLAGS_STORAGE_KEY));
  if (current.user !== user()) current = { user: null, flags: { ...DEFAULT_FEATURE_FLAGS } };
  const listeners = new Set<() => void>();
  const publish = (next: StoredFeatureFlags, persist: boolean) => {
    if (persist) storage?.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify(next));
    else storage?.removeItem(FEATURE_FLAGS_STORAGE_KEY);
    const changed = JSON.stringify(next.flags) !== JSON.stringify(current.flags);
    // The same flags stay the same object: readers (the engine's context, every menu entry and view
    // under it) compare them by identity, and a new one re-rendered them all at the next move.
    current = changed ? next : { ...next, flags: current.flags };
    if (changed) listeners.forEach((listener) => listener());
  };
  const reset = () => publish({ user: null, flags: { ...DEFAULT_FEATURE_FLAGS } }, false);
  return {
    get: () => current.flags,
    replace: (flags) => publish(parseStoredFeatureFlags(JSON.stringify({ user: user(), flags })), true),
    reset,
    followUser: () => {
      if (current.user !== user()) reset();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The signed-in user (the access token's subject), or null. */
export const signedInUser = (): string | null => {
  const token = session.accessToken();
  return (token && decodeAccessToken(token)?.sub) || null;
};

export const featureFlagStore = createFeatureFlagStore(
  typeof window !== 'undefined' ? window.sessionStorage : undefined,
  signedInUser,
);
// Signing out and signing in both clear the session first (src/providers/authProvider.ts).
session.onChange(() => featureFlagStore.followUser());
