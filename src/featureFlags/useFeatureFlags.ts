import { useSyncExternalStore } from 'react';
import { featureFlagStore } from './store';

/** The session's feature flags, re-rendering on change: `const { flags, toggle, reset } = useFeatureFlags()`. */
export function useFeatureFlags() {
  const flags = useSyncExternalStore(featureFlagStore.subscribe, featureFlagStore.get);
  return { flags, toggle: featureFlagStore.toggle, set: featureFlagStore.set, reset: featureFlagStore.reset };
}
