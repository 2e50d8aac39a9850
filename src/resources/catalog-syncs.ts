/**
 * The catalogue's syncs to the registers (SPEC 7 `/synccatalogs`): each time an admin sends the
 * organization's catalogue to its registers (of one store, or of every store), a record of what went:
 * the catalogue's version (a fingerprint of its products, groups and tax groups as they stood), how many
 * products and groups, and how many paired registers it reached. The API fills every figure
 * (server/features/catalog-sync); the request names at most the store. `GET /synccatalogs/state` tells
 * each store whether its registers have the catalogue as it stands now.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { defineResource } from '../schema/define-resource';

const count = (en: string, sv: string) => ({
  kind: 'integer' as const,
  label: { en, sv },
  readOnly: true,
  listed: true,
});

export default defineResource({
  name: 'catalog-syncs',
  label: {
    one: { en: 'Catalogue sync', sv: 'Katalogsynkning' },
    many: { en: 'Catalogue syncs', sv: 'Katalogsynkningar' },
  },
  routes: [{ path: '/apps/merchant/catalog-syncs', menu: false }],
  api: 'api/catalogs/3.1/syncs',
  apiAliases: ['synccatalogs'],
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'products', edit: false, delete: false },
  representation: 'catalogVersion',
  icon: 'Sync',
  list: { sort: { field: 'sentAt', order: 'DESC' }, bulkDelete: false, indexes: [['store', 'sentAt']] },
  fields: {
    store: {
      kind: 'reference',
      reference: 'stores',
      label: { en: 'Store', sv: 'Butik' },
      helper: { en: 'Empty: every store', sv: 'Tomt: alla butiker' },
      listed: true,
      filterable: true,
      onDelete: 'clear',
    },
    sentAt: {
      kind: 'datetime',
      label: { en: 'Sent', sv: 'Skickad' },
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    catalogVersion: {
      kind: 'text',
      label: { en: 'Catalogue version', sv: 'Katalogversion' },
      helper: {
        en: 'A fingerprint of the products, groups and tax groups as they were sent',
        sv: 'Ett fingeravtryck av produkterna, grupperna och momsgrupperna som de skickades',
      },
      maxLength: 64,
      readOnly: true,
      listed: true,
      filterable: ['eq'],
    },
    products: count('Products', 'Produkter'),
    productGroups: count('Product groups', 'Produktgrupper'),
    registers: count('Registers reached', 'Kassor som nåddes'),
  },
});
