/**
 * Feature flags (SPEC 2 and 4; docs/decisions.md, "Feature flags live on the server"): each key has a
 * platform-wide value and, per organization, an override. The API refuses a feature that is off for the
 * caller's organization; the app hides its menu entry and says it is not available on its screens.
 */

export const FEATURE_FLAG_KEYS = ['merchant-loan', 'merchant-giftcards'] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];
export type FeatureFlags = Record<FeatureFlagKey, boolean>;

/** The platform-wide value of a key no super admin has set: both features are offered. */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = {
  'merchant-loan': true,
  'merchant-giftcards': true,
};

export function isFeatureFlagKey(key: unknown): key is FeatureFlagKey {
  return typeof key === 'string' && (FEATURE_FLAG_KEYS as readonly string[]).includes(key);
}

/** What is set for a key: the platform's value, and the organization's override when it has one. */
export interface FeatureFlagSetting {
  platform?: boolean;
  organization?: boolean;
}

/** An organization's override wins over the platform's value, which wins over the default. */
export function effectiveFeatureFlags(
  settings: Partial<Record<FeatureFlagKey, FeatureFlagSetting>>,
): FeatureFlags {
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  for (const key of FEATURE_FLAG_KEYS) {
    const setting = settings[key];
    flags[key] = setting?.organization ?? setting?.platform ?? DEFAULT_FEATURE_FLAGS[key];
  }
  return flags;
}
