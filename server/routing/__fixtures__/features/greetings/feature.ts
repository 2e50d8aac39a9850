/**
 * A feature as a newcomer would add one, to prove that one folder is enough (route-table.test.ts): a
 * route with its access, a hook on the warehouses' write path and a demo record.
 */
import { defineFeature } from '../../../../features/define-feature.ts';
import { storageHooks } from '../../../../resources/hooks.ts';
import warehouses from '../../../../../src/resources/warehouses.ts';

export const GREETED_WAREHOUSE = 'warehouse-greetings';

export default defineFeature({
  routes(routes, { deps }) {
    routes.get(
      '/api/greetings/hello',
      { resource: 'warehouses', action: 'list' },
      "Greets the caller with its organization's number of warehouses",
      async (c, { caller, organizationId }) => {
        const [row] = await deps.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM warehouses WHERE organization_id = $1',
          [organizationId],
        );
        return c.json({ hello: caller.username, warehouses: row?.n ?? 0 });
      },
    );
  },
  hooks: {
    warehouses: storageHooks(warehouses, {
      async beforeWrite(_tx, _ctx, data) {
        if (data.name && !data.name.endsWith(' (hälsad)')) data.name = `${data.name} (hälsad)`;
      },
    }),
  },
  seed: {
    records: [
      {
        resource: 'warehouses',
        id: GREETED_WAREHOUSE,
        organizationId: 'org-kaffebaren',
        data: { name: 'Hälsningslagret' },
      },
    ],
  },
});
