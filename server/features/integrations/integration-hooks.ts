/**
 * The integrations' storage hooks (issue 17): a changed client id or customer API URL is a new app to
 * the provider, so the integration is no longer connected and its secret and token go (another URL is another
 * company's books: the log of what was sent goes too); a deleted
 * integration takes its secret, token and export log with it (outside the records, migration 008).
 */
import integrations from '../../../src/resources/integrations/index.ts';
import type { Queryable } from '../../db/db.ts';
import { storageHooks } from '../../resources/hooks.ts';
import { qb, run } from '../../storage/query-builder.ts';

/** Deletes an integration's rows of a table outside the records. */
const forget = (
  tx: Queryable,
  table: 'integration_credentials' | 'integration_exports',
  integrationId: string,
) => run(tx, qb.deleteFrom(table).where('integration_id', '=', integrationId));

export const integrationStorageHooks = storageHooks(integrations, {
  async beforeWrite(tx, ctx, data) {
    if (!ctx.before) return;
    const { id, data: before } = ctx.before;
    if (data.clientId === before.clientId && data.customerApiUrl === before.customerApiUrl) return;
    data.status = 'notConnected';
    delete data.connectedAt;
    await forget(tx, 'integration_credentials', id);
    // Another company's books: nothing has been sent there yet.
    if (data.customerApiUrl !== before.customerApiUrl) await forget(tx, 'integration_exports', id);
  },
  async beforeDelete(tx, _ctx, row) {
    await forget(tx, 'integration_credentials', row.id);
    await forget(tx, 'integration_exports', row.id);
  },
});
