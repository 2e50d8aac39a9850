/**
 * SPEC 7 `api/configuration-manager/3.0`: what a register reads of its organization's and stores'
 * configuration, in one place.
 *
 *   GET /api/configuration-manager/3.0/organization   the feature flags as they hold for the
 *       organization, its catalogue settings (as /api/catalogs/3.1/settings answers them) and its stores'
 *       configurations with their versions and addresses
 *   GET, PUT /api/configuration-manager/3.0/store/:id  a store's configuration: the stores definition
 *       under this path (`apiAliases`), so a PUT goes through the write path with its version check
 *
 * Read by those who may list the stores (SPEC 6 `stores`), in their organization.
 */
import stores from '../../../src/resources/stores/index.ts';
import { featureFlagsFor } from '../../feature-flags/store.ts';
import { notFound } from '../../http/errors.ts';
import { ofOrganization } from '../../resources/row-scope.ts';
import type { Routes } from '../../routing/route-table.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { catalogueSettingsOf } from '../catalog/settings.ts';
import type { FeatureEnv } from '../define-feature.ts';

export const CONFIGURATION_PATH = '/api/configuration-manager/3.0';
/** The stores' configuration path: the stores definition's alias (src/resources/stores/index.ts). */
const STORE_CONFIGURATION = `${CONFIGURATION_PATH}/store`;

export function configurationRoutes(routes: Routes, { deps }: FeatureEnv) {
  if (!stores.apiAliases?.includes(STORE_CONFIGURATION.slice(1))) return;
  routes.get(
    `${CONFIGURATION_PATH}/organization`,
    { resource: 'stores', action: 'list' },
    "The organization's feature flags, catalogue settings and its stores' configurations",
    async (c, { organizationId }) => {
      if (!organizationId) throw notFound();
      const [featureFlags, catalog, storeRows] = await Promise.all([
        featureFlagsFor(deps.db, organizationId),
        catalogueSettingsOf(deps.db, organizationId),
        run(
          deps.db,
          qb
            .selectFrom('stores')
            .select([
              'id',
              'name',
              'version',
              'time_zone',
              'currency',
              'default_language',
              'supported_languages',
            ])
            .where(ofOrganization(organizationId))
            .orderBy('name')
            .orderBy('id'),
        ),
      ]);
      return c.json({
        organizationId,
        featureFlags,
        catalog,
        stores: storeRows.map((store) => ({
          id: store.id,
          name: store.name,
          version: store.version,
          timeZone: store.time_zone,
          currency: store.currency,
          defaultLanguage: store.default_language,
          supportedLanguages: store.supported_languages,
          url: `${STORE_CONFIGURATION}/${encodeURIComponent(store.id)}`,
        })),
      });
    },
  );
}
