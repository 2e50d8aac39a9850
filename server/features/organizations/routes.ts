/**
 * A super admin's steps on an organization beyond the generic handlers (SPEC 7 `/api/organization`):
 *
 *   POST /api/organization/3.0/block      { organizationId, blocked }   the organization after the step
 *   POST /api/organization/:id/destroy    { name }                      204
 *
 * Blocking is the definition's Block or Unblock step (server/resources/actions.ts), reached by the
 * path SPEC 7 names. Destroying deletes the organization and everything it holds, in one transaction,
 * after the caller typed its name; an organization with sales (orders or Z reports) is refused, since
 * the Swedish Accounting Act keeps them for seven years (DOMAIN.md): block it instead.
 */
import { ApiError, notFound } from '../../http/errors.ts';
import { param } from '../../routing/params.ts';
import { forgetWrite } from '../../resources/forget.ts';
import { readBody } from '../../resources/input.ts';
import { findRow } from '../../resources/storage.ts';
import { deleteRecord, writerOf } from '../../resources/write-record.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';
import { deleteOrganizationData, salesRecordsOf } from './destroy.ts';

const SUPER_ADMIN = { resource: 'organizations', action: 'show', roles: ['superadmin'] } as const;

export function organizationRoutes(routes: Routes, { deps, registry, dispatch, definitions }: FeatureEnv) {
  const organizations = registry.get('organizations');
  if (!organizations) return;

  routes.post(
    '/api/organization/3.0/block',
    SUPER_ADMIN,
    {
      summary: "Blocks or unblocks an organization (its definition's Block or Unblock step)",
      body: '{ organizationId, blocked, version? }',
      answers: 'organizations',
    },
    async (c) => {
      const body = await readBody(c.req.raw);
      const id = typeof body.organizationId === 'string' ? body.organizationId : '';
      if (typeof body.blocked !== 'boolean')
        throw ApiError.of(
          400,
          'validation.required',
          'Say blocked: true or false',
          'Ange blocked: true eller false',
          'blocked',
        );
      const row = id ? await findRow(deps.db, organizations, id, null) : undefined;
      if (!row) throw notFound();
      const step = body.blocked ? 'block' : 'unblock';
      const url = new URL(c.req.url);
      url.pathname = `/${organizations.api}/${encodeURIComponent(id)}/actions/${step}`;
      const forwarded = new Request(url, {
        method: 'POST',
        headers: c.req.raw.headers,
        body: JSON.stringify({ version: Number.isInteger(body.version) ? body.version : row.version }),
      });
      return dispatch(forwarded);
    },
  );

  routes.post(
    `/${organizations.api}/:id/destroy`,
    SUPER_ADMIN,
    {
      summary: 'Deletes an organization and everything it holds, once its name is typed; refused with sales',
      body: '{ name }',
    },
    async (c, { caller }) => {
      const id = param(c, 'id');
      const body = await readBody(c.req.raw);
      const writer = writerOf(caller, null, (name) => registry.get(name));
      await deps.db
        .transaction(async (tx) => {
          const row = await findRow(tx, organizations, id, null, true);
          if (!row) throw notFound();
          const name = typeof row.data.name === 'string' ? row.data.name : '';
          if (typeof body.name !== 'string' || body.name.trim() !== name)
            throw ApiError.of(
              400,
              'organizations.destroy_name',
              'Type the name of the organization exactly as it is written',
              'Skriv organisationens namn exakt som det står',
              'name',
            );
          const sales = await salesRecordsOf(tx, id);
          if (sales > 0)
            throw ApiError.of(
              409,
              'organizations.destroy_has_sales',
              `${name} has ${sales} sales records (orders or Z reports), which the Accounting Act keeps for seven years: block the organization instead`,
              `${name} har ${sales} försäljningsposter (order eller Z-rapporter) som bokföringslagen kräver sparas i sju år: spärra organisationen i stället`,
            );
          await deleteOrganizationData(tx, id);
          await deleteRecord(tx, writer, organizations, row, definitions);
        })
        .finally(() => forgetWrite(deps.db, null, null));
      return c.body(null, 204);
    },
  );
}
