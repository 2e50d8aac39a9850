/**
 * Product groups and their sub-groups (SPEC 3, 5): the catalogue's tree, two levels deep. A group
 * with products gets no sub-group until they are moved; a group with sub-groups holds no products
 * itself; at most 100 products per group (src/domain/validators/product-groups.ts). The page is the
 * tree (create, rename, reorder, move), or the generated table; the URL keeps which.
 */
import { ROLE_GROUPS } from '../../domain/roles';
import { productNameRule } from '../../domain/validators/product';
import { groupTreeRule } from '../../domain/validators/product-groups';
import { defineResource } from '../../schema/define-resource';

export default defineResource({
  name: 'product-groups',
  label: {
    one: { en: 'Product group', sv: 'Produktgrupp' },
    many: { en: 'Product groups', sv: 'Produktgrupper' },
  },
  routes: ['/apps/merchant/productgroupsV3'],
  api: 'api/catalog/productgroup',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'product-groups' },
  representation: 'name',
  icon: 'Category',
  menu: { group: 'merchant', order: 12 },
  list: {
    sort: { field: 'sortOrder', order: 'ASC' },
    bulkDelete: true,
    export: true,
    perPage: 50,
    currentViews: ['tree', 'table'],
  },
  views: { list: 'group-catalogue' },
  collectionRules: [groupTreeRule],
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      required: true,
      maxLength: 60,
      rules: [productNameRule],
      listed: true,
      sortable: true,
      filterable: ['contains', 'eq'],
      searchable: true,
    },
    parent: {
      kind: 'reference',
      reference: 'product-groups',
      // A sub-group cannot take sub-groups: only main groups are offered.
      offered: { parent_empty: true },
      label: { en: 'Parent group', sv: 'Överordnad grupp' },
      helper: {
        en: 'Empty for a main group; a main group for a sub-group',
        sv: 'Tom för en huvudgrupp; en huvudgrupp för en undergrupp',
      },
      listed: true,
      filterable: true,
    },
    sortOrder: {
      kind: 'integer',
      label: { en: 'Order', sv: 'Ordning' },
      min: 0,
      max: 9999,
      helper: { en: 'Empty: last among its siblings', sv: 'Tom: sist bland sina syskon' },
      listed: true,
      sortable: true,
    },
    productCount: {
      kind: 'integer',
      label: { en: 'Products', sv: 'Produkter' },
      listed: true,
      compute: async (groups, ctx) => {
        const counts = await ctx.count(
          'products',
          'group',
          groups.map((g) => g.id),
        );
        return groups.map((g) => counts.get(g.id) ?? 0);
      },
    },
    subGroupCount: {
      kind: 'integer',
      label: { en: 'Sub-groups', sv: 'Undergrupper' },
      listed: true,
      compute: async (groups, ctx) => {
        const counts = await ctx.count(
          'product-groups',
          'parent',
          groups.map((g) => g.id),
        );
        return groups.map((g) => counts.get(g.id) ?? 0);
      },
    },
  },
});
