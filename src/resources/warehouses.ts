/** Warehouses (SPEC 3: name, external id = the accounting provider's stock point code). */
import { ROLE_GROUPS } from '../domain/roles';
import { externalIdCounts, normalizeExternalId, warehouseSyncStatus } from '../domain/stock-sync';
import { defineResource } from '../schema/define-resource';

export default defineResource({
  name: 'warehouses',
  label: { one: { en: 'Warehouse', sv: 'Lager' }, many: { en: 'Warehouses', sv: 'Lager' } },
  routes: ['/apps/setting/Warehouses'],
  api: 'api/warehouse',
  apiAliases: ['api/warehouse/3.0'],
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'warehouses' },
  representation: 'name',
  icon: 'Warehouse',
  menu: { group: 'settings', order: 20 },
  list: { sort: { field: 'name', order: 'ASC' }, bulkDelete: true, export: true },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 100,
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
    externalId: {
      kind: 'text',
      label: { en: 'External id', sv: 'Externt id' },
      helper: {
        en: 'Stock point code in your accounting system',
        sv: 'Lagerställets kod i ert bokföringssystem',
      },
      maxLength: 50,
      listed: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
    stockSync: {
      kind: 'enum',
      label: { en: 'Stock sync', sv: 'Lagersynk' },
      helper: {
        en: 'Warehouses sharing an external id block stock sync',
        sv: 'Lager som delar externt id stoppar lagersynken',
      },
      chip: true,
      listed: true,
      values: {
        ok: { label: { en: 'Ready', sv: 'Klar' }, color: 'success' },
        duplicateExternalId: {
          label: { en: 'Duplicate external id', sv: 'Dubblett av externt id' },
          color: 'error',
        },
      },
      compute: async (warehouses, ctx) => {
        const ids = [
          ...new Set(
            warehouses.map((w) => w.externalId).filter((v): v is string => normalizeExternalId(v) !== null),
          ),
        ];
        const sharing = ids.length ? await ctx.find('warehouses', { externalId: ids }) : [];
        const counts = externalIdCounts(sharing);
        return warehouses.map((w) => warehouseSyncStatus(w, counts));
      },
    },
  },
});
