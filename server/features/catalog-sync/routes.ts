/**
 * GET /synccatalogs/state: whether each store's registers have the catalogue as it stands: the
 * catalogue's version now, and per store its paired registers and the last sync that reached them (one
 * for the store or for every store), in sync when that sync sent this version. The syncs themselves
 * are the catalog-syncs definition under `/synccatalogs` (POST sends, GET lists).
 */
import { sql } from 'kysely';
import type { Routes } from '../../routing/route-table.ts';
import { ofOrganization } from '../../resources/row-scope.ts';
import { notFound } from '../../http/errors.ts';
import { qb, run } from '../../storage/query-builder.ts';
import type { FeatureEnv } from '../define-feature.ts';
import { catalogState, pairedRegisters } from './catalog-state.ts';

export function catalogSyncRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const syncs = registry.get('catalog-syncs');
  if (!syncs) return;
  for (const api of syncs.apiAliases ?? [])
    routes.get(
      `/${api}/state`,
      { resource: 'catalog-syncs', action: 'list' },
      "The catalogue's version now and, per store, whether its registers have it",
      async (c, { organizationId }) => {
        if (!organizationId) throw notFound();
        const { db } = deps;
        const [catalog, registers, stores, lastSyncs] = await Promise.all([
          catalogState(db, organizationId),
          pairedRegisters(db, organizationId),
          run(
            db,
            qb
              .selectFrom('stores')
              .select(['id', 'name'])
              .where(ofOrganization(organizationId))
              .orderBy('name'),
          ),
          // The latest sync per store, and the latest to every store (store null).
          run(
            db,
            qb
              .selectFrom('catalog_syncs')
              .distinctOn('store')
              .select(['id', 'store', 'catalog_version', sql<string>`sent_at::text`.as('sent')])
              .where(ofOrganization(organizationId))
              .orderBy('store')
              .orderBy('sent_at', 'desc')
              .orderBy('id', 'desc'),
          ),
        ]);
        const sync = (row: (typeof lastSyncs)[number] | undefined) =>
          row
            ? { id: row.id, sentAt: new Date(row.sent).toISOString(), catalogVersion: row.catalog_version }
            : null;
        const toAll = lastSyncs.find((row) => row.store === null);
        return c.json({
          catalog,
          stores: stores.map((store) => {
            const own = lastSyncs.find((row) => row.store === store.id);
            const last = [own, toAll]
              .filter((row) => row !== undefined)
              .sort((a, b) => Date.parse(b.sent) - Date.parse(a.sent))[0];
            return {
              id: store.id,
              name: store.name,
              registers: registers.get(store.id) ?? 0,
              lastSync: sync(last),
              inSync: last?.catalog_version === catalog.version,
            };
          }),
        });
      },
    );
}
