/**
 * A new product group without an order goes last among its siblings (the tree numbers them in tens),
 * instead of taking order 0 and jumping to the top.
 */
import { sql } from 'kysely';
import productGroups from '../../../src/resources/product-groups/index.ts';
import { storageHooks } from '../../resources/hooks.ts';
import { qb, run } from '../../storage/query-builder.ts';

const STEP = 10;
const MAX_ORDER = 9999;

export const productGroupStorageHooks = storageHooks(productGroups, {
  async beforeWrite(tx, ctx, data) {
    if (ctx.mode !== 'create' || typeof data.sortOrder === 'number') return;
    const parent = typeof data.parent === 'string' ? data.parent : null;
    const [found] = await run<{ last: number | null }>(
      tx,
      qb
        .selectFrom('product_groups')
        .select(sql<number | null>`max(sort_order)`.as('last'))
        .where('organization_id', '=', ctx.organizationId)
        .where((eb) => (parent === null ? eb('parent', 'is', null) : eb('parent', '=', parent))),
    );
    data.sortOrder = Math.min(MAX_ORDER, Number(found?.last ?? 0) + STEP);
  },
});
