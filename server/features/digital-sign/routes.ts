/**
 * The simulated digital-signing service's view of an agreement sent for signing (SPEC 7
 * `/api/digital-sign/3.0/agreements` and `/api/digital-sign/agreements`):
 *
 *   GET /api/digital-sign/3.0/agreements/:signingId   { id, leadId, status, signer, sentAt, signedAt }
 *
 * status: sent, then signed (or cancelled when the agreement is recalled or rejected). For those who
 * see the agreement (a partner admin only its partner's); others 404.
 */
import type { Context } from 'hono';
import { param } from '../../routing/params.ts';
import type { AppEnv } from '../../http/env.ts';
import type { Granted } from '../../routing/access.ts';
import { notFound } from '../../http/errors.ts';
import type { Routes } from '../../routing/route-table.ts';
import { inRowScope } from '../../resources/row-scope.ts';
import { findWhere } from '../../resources/storage.ts';
import type { FeatureEnv } from '../define-feature.ts';

const PATHS = ['/api/digital-sign/3.0/agreements/:signingId', '/api/digital-sign/agreements/:signingId'];

export function digitalSignRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const agreements = registry.get('agreements');
  if (!agreements) return;
  const answer = async (c: Context<AppEnv>, { caller }: Granted) => {
    const signingId = param(c, 'signingId');
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
  for (const path of PATHS)
    routes.get(
      path,
      { resource: 'agreements', action: 'show' },
      "The signing service's view of an agreement sent for signing",
      answer,
    );
}
