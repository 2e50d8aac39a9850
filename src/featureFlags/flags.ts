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

/** The session's copy: the flags, and the user they were read for. */
export interface StoredFeatureFlags {
  user: string | null;
  flags: FeatureFlags;
}

/** The stored copy; anything else (a copy of an older version, bad JSON) is nobody's defaults. */
export function parseStoredFeatureFlags(raw: string | null | undefined): StoredFeatureFlags {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed === 'object' && parsed !== null && 'user' in parsed && 'flags' in parsed) {
      const user = typeof parsed.user === 'string' ? parsed.user : null;
      return { user, flags: parseFeatureFlags(JSON.stringify(parsed.flags)) };
    }
  } catch {
    // bad JSON: the defaults below
  }
  return { user: null, flags: parseFeatureFlags(null) };
}
