/**
 * The integrations' storage hooks (issue 17): a changed client id or customer API URL is a new app to
 * the provider, so the integration is no longer connected and its secret and token go (another URL is another
 * company's books: the log of what was sent goes too); a deleted
 * integration takes its secret, token and export log with it (outside the records, migration 008).
 */
import integrations from '../../../src/resources/integrations/index.ts';
import { storageHooks } from '../../resources/hooks.ts';

export const integrationStorageHooks = storageHooks(integrations, {
  async beforeWrite(tx, ctx, data) {
    const before = ctx.before?.data;
    if (!before) return;
    if (data.clientId === before.clientId && data.customerApiUrl === before.customerApiUrl) return;
    data.status = 'notConnected';
    delete data.connectedAt;
    await tx.query('DELETE FROM integration_credentials WHERE integration_id = $1', [ctx.before?.id]);
    // Another company's books: nothing has been sent there yet.
    if (data.customerApiUrl !== before.customerApiUrl)
      await tx.query('DELETE FROM integration_exports WHERE integration_id = $1', [ctx.before?.id]);
  },
  async beforeDelete(tx, _ctx, row) {
    await tx.query('DELETE FROM integration_credentials WHERE integration_id = $1', [row.id]);
    await tx.query('DELETE FROM integration_exports WHERE integration_id = $1', [row.id]);
  },
});
