/**
 * Stock levels (SPEC 1 "warehouses and stock", SPEC 2 "warehouses and stock levels", SPEC 7 /api/stock):
 * how many of a product one warehouse holds, one level per product and warehouse. A change of an
 * existing level names its reason (`reason`, required on edit): the server keeps it in the record's
 * history beside the quantity before and after, never on the record, so the next change names its own.
 * `lowStock` (at or below the reorder level) is stored by the server on every write
 * (server/features/stock/stock-hooks.ts) so the list can filter on it; a computed field cannot be filtered.
 */
import { ROLE_GROUPS } from '../domain/roles';
import { MAX_REORDER_LEVEL, oneStockLevelPerPlaceRule, STOCK_QUANTITY } from '../domain/validators/stock';
import { defineResource } from '../schema/define-resource';
import type { ComputeContext, ResourceRecord } from '../schema/types';

/** "Kanelbulle · Lager Södermalm": the record's name in titles, from its product and warehouse. */
async function stockTitles(
  levels: readonly ResourceRecord[],
  ctx: ComputeContext,
): Promise<(string | null)[]> {
  const ids = (field: string) => [
    ...new Set(levels.map((l) => l[field]).filter((id): id is string => typeof id === 'string')),
  ];
  const names = async (resource: 'products' | 'warehouses', field: string) => {
    const wanted = ids(field);
    const found = wanted.length ? await ctx.find(resource, { id: wanted }) : [];
    return new Map(found.map((r) => [r.id, typeof r.name === 'string' ? r.name : null]));
  };
  const [products, warehouses] = await Promise.all([
    names('products', 'product'),
    names('warehouses', 'warehouse'),
  ]);
  return levels.map((l) => {
    const product = products.get(l.product as string);
    const warehouse = warehouses.get(l.warehouse as string);
    return product && warehouse ? `${product} · ${warehouse}` : (product ?? null);
  });
}

export default defineResource({
  name: 'stock',
  label: {
    one: { en: 'Stock level', sv: 'Lagersaldo' },
    many: { en: 'Stock levels', sv: 'Lagersaldon' },
  },
  routes: ['/apps/merchant/stock'],
  api: 'api/stock',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'products' },
  representation: 'title',
  icon: 'Inventory2',
  menu: { group: 'merchant', order: 11 },
  list: { sort: { field: 'quantity', order: 'ASC' }, bulkDelete: true, export: true },
  collectionRules: [oneStockLevelPerPlaceRule],
  fields: {
    product: {
      kind: 'reference',
      reference: 'products',
      label: { en: 'Product', sv: 'Produkt' },
      required: true,
      edit: false,
      onDelete: 'cascade',
      listed: true,
      filterable: true,
    },
    warehouse: {
      kind: 'reference',
      reference: 'warehouses',
      label: { en: 'Warehouse', sv: 'Lager' },
      required: true,
      edit: false,
      onDelete: 'cascade',
      listed: true,
      filterable: true,
    },
    quantity: {
      kind: 'integer',
      label: { en: 'Quantity', sv: 'Antal' },
      helper: {
        en: 'May be below zero when the register has sold more than was counted in',
        sv: 'Kan bli mindre än noll när kassan har sålt fler än som räknats in',
      },
      required: true,
      min: STOCK_QUANTITY.min,
      max: STOCK_QUANTITY.max,
      listed: true,
      sortable: true,
      filterable: ['lt', 'gt'],
    },
    reorderLevel: {
      kind: 'integer',
      label: { en: 'Reorder level', sv: 'Beställningspunkt' },
      helper: {
        en: 'At or below this quantity the stock is low. Leave blank for never',
        sv: 'Vid detta antal eller färre är lagret lågt. Lämna tomt för aldrig',
      },
      min: 0,
      max: MAX_REORDER_LEVEL,
      listed: true,
      sortable: true,
    },
    reason: {
      kind: 'enum',
      label: { en: 'Reason for the change', sv: 'Orsak till ändringen' },
      helper: {
        en: 'Kept in the history with the quantity before and after',
        sv: 'Sparas i historiken med antalet före och efter',
      },
      required: true,
      create: false,
      values: {
        stocktake: { label: { en: 'Stocktake', sv: 'Inventering' } },
        delivery: { label: { en: 'Delivery', sv: 'Leverans' } },
        waste: { label: { en: 'Waste', sv: 'Svinn' } },
        return: { label: { en: 'Return', sv: 'Retur' } },
        correction: { label: { en: 'Correction', sv: 'Rättelse' } },
      },
    },
    lowStock: {
      kind: 'boolean',
      label: { en: 'Low stock', sv: 'Lågt saldo' },
      helper: { en: 'At or below the reorder level', sv: 'På eller under beställningspunkten' },
      readOnly: true,
      default: false,
      listed: true,
      filterable: true,
    },
    title: {
      kind: 'text',
      label: { en: 'Stock item', sv: 'Lagerpost' },
      compute: stockTitles,
    },
  },
});
