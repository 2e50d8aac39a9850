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
import type { Db, Queryable } from '../db/db.ts';
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

/** One change of a flag, as its history keeps it: `null` is "not set" (an override removed). */
export interface FeatureFlagChange {
  key: string;
  from: boolean | null;
  to: boolean | null;
  actor: string | null;
  at: string;
}

/** The history's resource name of the flags: their changes sit beside the records' (record_history). */
const HISTORY_RESOURCE = 'feature_flags';

async function settingOf(db: Queryable, key: FeatureFlagKey, organization: string): Promise<boolean | null> {
  const [row] = await run(
    db,
    qb
      .selectFrom('feature_flags')
      .select('enabled')
      .where('flag', '=', key)
      .where('organization_id', '=', organization),
  );
  return row ? row.enabled : null;
}

/**
 * Sets a key's platform-wide value (no organization) or an organization's override; `null` removes
 * the override, so that the organization follows the platform again. A change is written to the
 * history, with who made it and the value before and after, in the same transaction.
 */
export async function setFeatureFlag(
  db: Db,
  key: FeatureFlagKey,
  organizationId: string | null,
  enabled: boolean | null,
  updatedBy: string,
): Promise<void> {
  const organization = organizationId ?? PLATFORM;
  await db.transaction(async (tx) => {
    const before = await settingOf(tx, key, organization);
    if (before === enabled) return;
    if (enabled === null)
      await run(
        tx,
        qb.deleteFrom('feature_flags').where('flag', '=', key).where('organization_id', '=', organization),
      );
    else
      await run(
        tx,
        qb
          .insertInto('feature_flags')
          .values({ flag: key, organization_id: organization, enabled, updated_by: updatedBy })
          .onConflict((conflict) =>
            conflict
              .columns(['flag', 'organization_id'])
              .doUpdateSet({ enabled, updated_by: updatedBy, updated_at: new Date().toISOString() }),
          ),
      );
    await run(
      tx,
      qb.insertInto('record_history').values({
        resource: HISTORY_RESOURCE,
        record_id: key,
        organization_id: organizationId,
        action: before === null ? 'create' : enabled === null ? 'delete' : 'update',
        changes: JSON.stringify({ enabled: { from: before, to: enabled } }),
        actor: updatedBy,
      }),
    );
  });
}

/** The latest changes of the platform's values (no organization) or of one organization's overrides, newest first. */
export async function featureFlagHistory(
  db: Queryable,
  organizationId: string | null,
  limit = 50,
): Promise<FeatureFlagChange[]> {
  const rows = await run(
    db,
    qb
      .selectFrom('record_history')
      .select(['id', 'record_id', 'changes', 'actor', 'at'])
      .where('resource', '=', HISTORY_RESOURCE)
      .where((eb) =>
        organizationId ? eb('organization_id', '=', organizationId) : eb('organization_id', 'is', null),
      )
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  );
  return rows.map((row) => {
    const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as {
      enabled?: { from?: boolean | null; to?: boolean | null };
    };
    return {
      key: row.record_id,
      from: changes.enabled?.from ?? null,
      to: changes.enabled?.to ?? null,
      actor: row.actor,
      at: new Date(row.at).toISOString(),
    };
  });
}
