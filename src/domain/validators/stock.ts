/**
 * Stock levels (SPEC 1 "warehouses and stock", SPEC 2 "warehouses and stock levels", SPEC 7 /api/stock):
 * how many of a product a warehouse holds. One stock level per product and warehouse in an
 * organization (judged by the API over the other records); a level at or below its reorder level is
 * low; each change of an existing level names its reason, which the record's history keeps.
 */
import { isText, type CollectionRule } from './rule';

/** Bounds of a counted quantity: below zero when the register sold what was never counted in. */
export const STOCK_QUANTITY = { min: -99_999, max: 9_999_999 } as const;
export const MAX_REORDER_LEVEL = 999_999;

/**
 * Whether a stock level is low: at or below its reorder level. Without a reorder level nothing is
 * low (nobody said when to reorder).
 */
export function isLowStock(quantity: unknown, reorderLevel: unknown): boolean {
  return typeof quantity === 'number' && typeof reorderLevel === 'number' && quantity <= reorderLevel;
}

interface StockPlace {
  product?: unknown;
  warehouse?: unknown;
}

/** A second stock level of one product in one warehouse is refused, on the warehouse. */
export const oneStockLevelPerPlaceRule: CollectionRule<StockPlace> = {
  messages: {
    'validation.stock.duplicate': {
      en: 'This product already has a stock level in this warehouse',
      sv: 'Produkten har redan ett lagersaldo i det här lagret',
    },
  },
  check: async ({ product, warehouse }, ctx) => {
    if (!isText(product) || product === '' || !isText(warehouse) || warehouse === '') return [];
    const same = await ctx.find('stock', { product, warehouse });
    return same.some((other) => other.id !== ctx.id)
      ? [{ field: 'warehouse', key: 'validation.stock.duplicate' }]
      : [];
  },
};
