/**
 * Feature flags (SPEC 2 and 4): toggled per key, kept in session storage, a reset restores the defaults.
 * Both gated menu entries are on by default so merchants see them; a super admin can switch them off
 * for the session on /apps/superadmin/features to preview the product without them (docs/shell.md).
 */

export const FEATURE_FLAG_KEYS = ['merchant-loan', 'merchant-giftcards'] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];
export type FeatureFlags = Record<FeatureFlagKey, boolean>;

export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = {
  'merchant-loan': true,
  'merchant-giftcards': true,
};

export function isFeatureFlagKey(key: string): key is FeatureFlagKey {
  return (FEATURE_FLAG_KEYS as readonly string[]).includes(key);
}

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
