/**
 * The feature flags' values (table feature_flags, migration 010): a key's platform-wide value
 * (organization_id '') and each organization's override. Read on every request that asks for a
 * feature, so that every API process sees a change at once (no cache to invalidate).
 */
import {
  effectiveFeatureFlags,
  FEATURE_FLAG_KEYS,
  type FeatureFlagKey,
  type FeatureFlags,
  type FeatureFlagSetting,
} from '../../src/domain/feature-flags.ts';
import type { Queryable } from '../db/db.ts';
import { qb, run } from '../storage/query-builder.ts';

const PLATFORM = '';

export type FeatureFlagSettings = Record<FeatureFlagKey, FeatureFlagSetting>;

/** What is set for each key on the platform and, when given, for the organization. */
export async function featureFlagSettings(
  db: Queryable,
  organizationId: string | null,
): Promise<FeatureFlagSettings> {
  const rows = await run(
    db,
    qb
      .selectFrom('feature_flags')
      .select(['flag', 'organization_id', 'enabled'])
      .where('organization_id', 'in', organizationId ? [PLATFORM, organizationId] : [PLATFORM]),
  );
  const settings = Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, {}])) as FeatureFlagSettings;
  for (const row of rows) {
    const setting = settings[row.flag as FeatureFlagKey];
    if (!setting) continue;
    if (row.organization_id === PLATFORM) setting.platform = row.enabled;
    else setting.organization = row.enabled;
  }
  return settings;
}

/** The flags as they hold for an organization (or, outside one, the platform's values). */
export async function featureFlagsFor(db: Queryable, organizationId: string | null): Promise<FeatureFlags> {
  return effectiveFeatureFlags(await featureFlagSettings(db, organizationId));
}

/**
 * Sets a key's platform-wide value (no organization) or an organization's override; `null` removes
 * the override, so that the organization follows the platform again.
 */
export async function setFeatureFlag(
  db: Queryable,
  key: FeatureFlagKey,
  organizationId: string | null,
  enabled: boolean | null,
  updatedBy: string,
): Promise<void> {
  const organization = organizationId ?? PLATFORM;
  if (enabled === null) {
    await run(
      db,
      qb.deleteFrom('feature_flags').where('flag', '=', key).where('organization_id', '=', organization),
    );
    return;
  }
  await run(
    db,
    qb
      .insertInto('feature_flags')
      .values({ flag: key, organization_id: organization, enabled, updated_by: updatedBy })
      .onConflict((conflict) =>
        conflict
          .columns(['flag', 'organization_id'])
          .doUpdateSet({ enabled, updated_by: updatedBy, updated_at: new Date().toISOString() }),
      ),
  );
}
