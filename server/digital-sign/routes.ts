/**
 * The simulated digital-signing service's view of an agreement sent for signing (SPEC 7
 * `/api/digital-sign/3.0/agreements` and `/api/digital-sign/agreements`):
 *
 *   GET /api/digital-sign/3.0/agreements/:signingId   { id, leadId, status, signer, sentAt, signedAt }
 *
 * status: sent, then signed (or cancelled when the agreement is recalled or rejected). For those who
 * see the agreement (a partner admin only its partner's); others 404.
 */
import type { Context, Hono } from 'hono';
import { createRegistry } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { authorizer } from '../resources/authorize.ts';
import { inRowScope } from '../resources/row-scope.ts';
import { findWhere } from '../resources/storage.ts';
import { ensureSchema } from '../storage/sync.ts';

const PATHS = ['/api/digital-sign/3.0/agreements/:signingId', '/api/digital-sign/agreements/:signingId'];

export function digitalSignRoutes(deps: Deps, definitions: readonly ResourceDefinition[]) {
  const registry = createRegistry(definitions);
  const authorize = authorizer(registry);
  const agreements = registry.get('agreements');

  return (app: Hono<AppEnv>) => {
    if (!agreements) return;
    const answer = async (c: Context<AppEnv>) => {
      const { caller } = authorize(c, agreements, 'show');
      await ensureSchema(deps.db, definitions);
      const signingId = c.req.param('signingId') ?? '';
      const [row] = await findWhere(deps.db, agreements, null, { signingId }, 1);
      if (!row || !inRowScope(agreements, caller, row.id, row.data)) throw notFound();
      const { data } = row;
      return c.json({
        id: signingId,
        leadId: data.leadId,
        status: data.signingStatus,
        signer: { name: data.signatoryName ?? null, email: data.signatoryEmail ?? null },
        sentAt: data.signingSentAt ?? null,
        signedAt: data.signingSignedAt ?? null,
      });
    };
    for (const path of PATHS) app.get(path, answer);
  };
}
