import { useSyncExternalStore } from 'react';
import { featureFlagStore } from './store';

/** The session's feature flags (the API's, ./ServerFeatureFlags.tsx), re-rendering on change. */
export function useFeatureFlags() {
  const flags = useSyncExternalStore(featureFlagStore.subscribe, featureFlagStore.get);
  return { flags };
}
