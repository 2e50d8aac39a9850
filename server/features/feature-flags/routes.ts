/**
 * The feature flags' API (docs/decisions.md, "Feature flags live on the server"):
 *
 *   GET /api/feature-flags                          the flags as they hold for the caller's organization
 *   GET /api/backstage/3.0/feature-flags?organizationId=   super admin: what is set, platform and organization,
 *                                                   and the latest changes (who, when, before and after)
 *   PUT /api/backstage/3.0/feature-flags/:key       super admin: { enabled: true | false | null, organizationId? }
 *
 * Without `organizationId` the PUT sets the platform-wide value; with it, that organization's override
 * (`enabled: null` removes the override; the platform's value cannot be removed, only set).
 */
import { FEATURE_FLAG_KEYS, isFeatureFlagKey } from '../../../src/domain/feature-flags.ts';
import type { Queryable } from '../../db/db.ts';
import {
  featureFlagHistory,
  featureFlagSettings,
  featureFlagsFor,
  setFeatureFlag,
} from '../../feature-flags/store.ts';
import { ApiError } from '../../http/errors.ts';
import { readBody } from '../../resources/input.ts';
import { param } from '../../routing/params.ts';
import type { Routes } from '../../routing/route-table.ts';
import { qb, run } from '../../storage/query-builder.ts';
import type { FeatureEnv } from '../define-feature.ts';

const SUPER_ADMIN = { rule: { roles: ['superadmin'] } } as const;

const invalid = (field: string, en: string, sv: string) =>
  ApiError.of(400, 'feature_flags.invalid', en, sv, field);

async function settingsBody(db: Queryable, organizationId: string | null) {
  const settings = await featureFlagSettings(db, organizationId);
  return {
    organizationId,
    flags: FEATURE_FLAG_KEYS.map((key) => ({
      key,
      platform: settings[key].platform ?? null,
      organization: settings[key].organization ?? null,
    })),
    history: await featureFlagHistory(db, organizationId),
  };
}

export function featureFlagRoutes(routes: Routes, { deps }: FeatureEnv) {
  const organizationExists = async (id: string) =>
    (await run(deps.db, qb.selectFrom('organizations').select('id').where('id', '=', id))).length > 0;

  const organizationParam = async (value: unknown): Promise<string | null> => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !(await organizationExists(value)))
      throw ApiError.of(
        404,
        'feature_flags.organization',
        'There is no such organization',
        'Det finns ingen sådan organisation',
        'organizationId',
      );
    return value;
  };

  routes.get(
    '/api/feature-flags',
    { signedIn: true },
    "The feature flags as they hold for the caller's organization (its override, else the platform's value)",
    async (c, { organizationId }) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ flags: await featureFlagsFor(deps.db, organizationId) });
    },
  );

  routes.get(
    '/api/backstage/3.0/feature-flags',
    SUPER_ADMIN,
    {
      summary:
        "Each feature flag's platform-wide value and, for an organization, its override; the latest changes of either",
      query: { organizationId: 'the organization whose overrides to read (none: the platform only)' },
    },
    async (c) => {
      const organizationId = await organizationParam(c.req.query('organizationId'));
      return c.json(await settingsBody(deps.db, organizationId));
    },
  );

  routes.put(
    '/api/backstage/3.0/feature-flags/:key',
    SUPER_ADMIN,
    {
      summary: "Sets a feature flag's platform-wide value, or an organization's override (null removes it)",
      body: '{ enabled: boolean | null, organizationId?: string }',
    },
    async (c, { caller }) => {
      const key = param(c, 'key');
      if (!isFeatureFlagKey(key))
        throw ApiError.of(
          404,
          'feature_flags.key',
          'There is no such feature flag',
          'Det finns ingen sådan funktionsflagga',
          'key',
        );
      const body = await readBody(c.req.raw);
      const organizationId = await organizationParam(body.organizationId);
      const { enabled } = body;
      if (typeof enabled !== 'boolean' && !(enabled === null && organizationId))
        throw invalid(
          'enabled',
          organizationId ? 'Enabled must be true, false or null' : 'Enabled must be true or false',
          organizationId
            ? 'Påslagen måste vara true, false eller null'
            : 'Påslagen måste vara true eller false',
        );
      await setFeatureFlag(deps.db, key, organizationId, enabled, caller.username);
      return c.json(await settingsBody(deps.db, organizationId));
    },
  );
}
