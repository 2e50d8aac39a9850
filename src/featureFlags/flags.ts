/**
 * The session's copy of the feature flags the API holds for the user's organization (src/domain/
 * feature-flags.ts; docs/decisions.md, "Feature flags live on the server"), read back after a reload.
 */
import { DEFAULT_FEATURE_FLAGS, isFeatureFlagKey, type FeatureFlags } from '../domain/feature-flags';

/** Stored JSON over the defaults; unknown keys and non-boolean values are ignored, bad JSON gives the defaults. */
export function parseFeatureFlags(raw: string | null | undefined): FeatureFlags {
  const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };
  if (!raw) return flags;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return flags;
    for (const [key, value] of Object.entries(parsed)) {
      if (isFeatureFlagKey(key) && typeof value === 'boolean') flags[key] = value;
    }
  } catch {
    return flags;
  }
  return flags;
}
