/**
 * The stock storage (src/resources/stock.ts): on every write the server stores whether the level is
 * low (`lowStock`, at or below its reorder level: src/domain/validators/stock.ts), so lists filter on
 * it in SQL; and the reason of a change is taken out of the record and written into the history entry
 * of that change, beside the quantity before and after, so the record never carries an old reason
 * into the next edit.
 */
import { isLowStock } from '../../../src/domain/validators/stock.ts';
import { storageOf } from '../../../src/schema/define-resource.ts';
import { sql } from 'kysely';
import { storageHooks } from '../../resources/hooks.ts';
import { qb, run } from '../../storage/query-builder.ts';
import stock from '../../../src/resources/stock.ts';

export const stockStorageHooks = storageHooks(stock, {
  async beforeWrite(tx, ctx, data) {
    const reason = data.reason;
    delete data.reason;
    data.lowStock = isLowStock(data.quantity, data.reorderLevel);
    if (ctx.mode !== 'edit' || typeof reason !== 'string') return;
    return async (row) => {
      // The history entry this update just wrote (the row is locked by the update until commit).
      const change = JSON.stringify({ reason: { from: null, to: reason } });
      await run(
        tx,
        qb
          .updateTable('record_history')
          .set({ changes: sql`changes || ${change}::jsonb` })
          .where('id', '=', (eb) =>
            eb
              .selectFrom('record_history')
              .select((inner) => inner.fn.max('id').as('id'))
              .where('resource', '=', storageOf(ctx.definition))
              .where('record_id', '=', row.id)
              .where('action', '=', 'update'),
          ),
      );
    };
  },
});
