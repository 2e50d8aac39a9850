/**
 * POST /api/organization/3.0/crm-sync   { leadId, version? }   (SPEC 7: the CRM sync under
 * /api/organization; SPEC 1 "syncing of agreements to a CRM service")
 *
 * Saves an agreement, named by its lead id, in the CRM again: the agreement's own step `syncToCrm`
 * (src/resources/agreements), reached by the path SPEC 7 names, with its access (the reviewers), its
 * rows and its refusals (SPEC 8's "no account, partner, partner account or partner tier found").
 */
import { ApiError, notFound } from '../../../http/errors.ts';
import { readBody } from '../../../resources/input.ts';
import type { Routes } from '../../../routing/route-table.ts';
import { qb, run } from '../../../storage/query-builder.ts';
import type { FeatureEnv } from '../../define-feature.ts';

export function crmSyncRoute(routes: Routes, { deps, registry, dispatch }: FeatureEnv) {
  const agreements = registry.get('agreements');
  if (!agreements) return;
  routes.post(
    '/api/organization/3.0/crm-sync',
    { resource: 'agreements', action: 'show', roles: ['salesadmin', 'superadmin', 'supportadmin'] },
    {
      summary: 'Saves an agreement in the CRM again (its step syncToCrm), named by its lead id',
      body: '{ leadId, version? }',
      answers: 'agreements',
    },
    async (c) => {
      const body = await readBody(c.req.raw);
      const leadId = typeof body.leadId === 'string' ? body.leadId.trim() : '';
      if (!leadId)
        throw ApiError.of(400, 'validation.required', 'Give the lead id', 'Ange lead-id', 'leadId');
      const [row] = await run(
        deps.db,
        qb.selectFrom('agreements').select(['id', 'version']).where('lead_id', '=', leadId.slice(0, 40)),
      );
      if (!row) throw notFound();
      const url = new URL(c.req.url);
      url.pathname = `/${agreements.api}/${encodeURIComponent(row.id)}/actions/syncToCrm`;
      return dispatch(
        new Request(url, {
          method: 'POST',
          headers: c.req.raw.headers,
          body: JSON.stringify({ version: Number.isInteger(body.version) ? body.version : row.version }),
        }),
      );
    },
  );
}
