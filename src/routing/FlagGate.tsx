/** A page behind a feature flag: shown while the flag is on, else the feature is said to be not available. */
import type { ReactNode } from 'react';
import type { FeatureFlagKey } from '../domain/feature-flags';
import { useFeatureFlags } from '../featureFlags/useFeatureFlags';
import { NotEnabled } from './NotEnabled';

export function FlagGate({ flag, children }: { flag: FeatureFlagKey; children: ReactNode }) {
  const { flags } = useFeatureFlags();
  return flags[flag] ? <>{children}</> : <NotEnabled reason="featureFlag" />;
}
