/**
 * The accounting integrations' own API (issue 17; SPEC 2 `/apps/settings/Integration`, SPEC 8), for whoever
 * may edit the organization's integrations (the 'integrations' permission):
 *
 *   POST /api/integrations/:id/connect     { clientSecret }  { authorizeUrl }: the provider took the
 *        client id and secret; the browser goes to its consent page (./provider-sandbox.ts)
 *   GET  /api/integrations/callback        ?state&code | ?state&error: where the provider sends the
 *        browser back; public, proven by the state; exchanges the code and goes to the integration's page
 *   POST /api/integrations/:id/sync        { entity }  201 the sync run (integration-syncs)
 *   POST /<sync runs api>/:id/retry        201 a new run of the refused items of that run
 *
 * The client secret and the provider's token stay in integration_credentials, never answered.
 */
import { randomBytes } from 'node:crypto';
import { param } from '../../routing/params.ts';
import {
  clientCredentialRule,
  CREDENTIAL_MAX_LENGTH,
  isSyncEntity,
  SYNC_ENTITY_LABELS,
  type SyncEntity,
} from '../../../src/domain/accounting.ts';
import { storageOf } from '../../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { sql } from 'kysely';
import { ApiError, notFound } from '../../http/errors.ts';
import { forgetWrite } from '../../resources/forget.ts';
import { readBody } from '../../resources/input.ts';
import { findRow, toRecord, type Row } from '../../resources/storage.ts';
import { systemWriter, updateRecord, writerOf, type Writer } from '../../resources/write-record.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { authorizeUrl, couldNotAuthorize, exchangeCode, verifyClient } from './provider-sandbox.ts';
import { providerOf, runSync, type Credentials } from './run.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

function secretOf(body: Record<string, unknown>): string {
  const secret = body.clientSecret;
  if (typeof secret !== 'string' || secret.trim() === '')
    throw ApiError.of(400, 'validation.required', 'Required', 'Obligatoriskt', 'clientSecret');
  if (clientCredentialRule.check(secret) || secret.length > CREDENTIAL_MAX_LENGTH) {
    const { en, sv } = clientCredentialRule.messages['validation.integration.credential']!;
    throw ApiError.of(400, 'validation.integration.credential', en, sv, 'clientSecret');
  }
  return secret;
}

/** The server's change of a record's fields (a status, a stamp), on the write path. */
async function setFields(
  tx: Queryable,
  writer: Writer,
  definition: ResourceDefinition,
  row: Row,
  changes: object,
) {
  const updated = await updateRecord(tx, writer, definition, row, { ...row.data, ...changes });
  if (!updated) throw ApiError.of(409, 'errors.conflict', 'Changed meanwhile', 'Ändrad under tiden');
  return updated;
}

function refuseDisabled(row: Row, entity: SyncEntity): void {
  if (!((row.data.syncDisabled ?? []) as string[]).includes(entity)) return;
  const { en, sv } = SYNC_ENTITY_LABELS[entity];
  throw ApiError.of(
    400,
    'errors.integration.sync_disabled',
    `${en} are not synced by this integration: change that on its form`,
    `${sv} synkas inte av den här integrationen: ändra det i dess formulär`,
    'entity',
  );
}

export function integrationRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const integrations = registry.get('integrations');
  const runs = registry.get('integration-syncs');
  const lookup = (name: string) => registry.get(name);
  const definition = (name: string) => {
    const found = registry.get(name);
    if (!found) throw new Error(`No resource ${name}`);
    return found;
  };

  if (!integrations || !runs) return;
  const forget = (db: Db, id: string) => {
    forgetWrite(db, storageOf(integrations), id);
    forgetWrite(db, storageOf(runs), null);
  };

  routes.post(
    `/${integrations.api}/:id/connect`,
    { resource: 'integrations', action: 'edit' },
    {
      summary: 'Starts connecting an accounting provider: the address of its consent page',
      body: '{ clientSecret }',
    },
    async (c, { caller, organizationId }) => {
      if (!organizationId) throw notFound();
      const secret = secretOf(await readBody(c.req.raw));
      const state = randomBytes(24).toString('base64url');
      const url = await deps.db.transaction(async (tx) => {
        const row = await findRow(tx, integrations, param(c, 'id'), organizationId, true);
        if (!row) throw notFound();
        const provider = providerOf(row);
        const clientId = String(row.data.clientId ?? '');
        verifyClient(provider, clientId, secret);
        await run(
          tx,
          qb
            .insertInto('integration_credentials')
            .values({ integration_id: row.id, organization_id: organizationId, client_secret: secret, state })
            .onConflict((conflict) =>
              conflict.column('integration_id').doUpdateSet({
                client_secret: secret,
                state,
                access_token: null,
                expires_at: null,
                updated_at: sql`now()`,
              }),
            ),
        );
        const writer = writerOf(caller, organizationId, lookup, 'server');
        await setFields(tx, writer, integrations, row, { status: 'authorizing' });
        return authorizeUrl(provider, clientId, state);
      });
      forget(deps.db, param(c, 'id'));
      return c.json({ authorizeUrl: url });
    },
  );

  routes.get(
    '/api/integrations/callback',
    {
      public:
        "the provider's consent page sends the browser back here without a token; the state given to the connecting user proves it",
    },
    {
      summary: "The accounting provider's answer to a connection (OAuth callback)",
      query: { state: 'the state the connection was given', code: "the provider's authorization code" },
    },
    async (c) => {
      const state = c.req.query('state') ?? '';
      // The state is used up by the first callback that names it, inside its transaction.
      const outcome = await deps.db.transaction(async (tx) => {
        const [credentials] = state
          ? await run<Credentials>(
              tx,
              qb
                .updateTable('integration_credentials')
                .set({ state: null })
                .where('state', '=', state)
                .returningAll(),
            )
          : [];
        if (!credentials) return null;
        const id = credentials.integration_id;
        const row = await findRow(tx, integrations, id, credentials.organization_id, true);
        if (!row) return null;
        // The provider answers, not a signed-in user.
        const provider = systemWriter('provider', credentials.organization_id, lookup);
        const code = c.req.query('code');
        try {
          if (!code) throw couldNotAuthorize();
          const token = exchangeCode(
            providerOf(row),
            String(row.data.clientId ?? ''),
            credentials.client_secret,
            code,
            state,
          );
          await run(
            tx,
            qb
              .updateTable('integration_credentials')
              .set({ access_token: token.accessToken, expires_at: token.expiresAt, updated_at: sql`now()` })
              .where('integration_id', '=', id),
          );
          await setFields(tx, provider, integrations, row, {
            status: 'connected',
            connectedAt: new Date().toISOString(),
          });
          return { id, result: 'connected' };
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          await setFields(tx, provider, integrations, row, { status: 'failed' });
          return { id, result: 'failed' };
        }
      });
      if (!outcome)
        return c.text(
          'Godkännandet är okänt eller redan använt. Anslut igen från integrationens sida.\n' +
            'The authorization is unknown or already used. Connect again from the integration’s page.',
          400,
        );
      forget(deps.db, outcome.id);
      // The app's own origin when it is served apart from the API (its CORS origin), else this one.
      const app = deps.config.corsOrigins[0] ?? '';
      const page = integrations.routes[0]?.path ?? '/';
      return c.redirect(
        `${app}${page}/${encodeURIComponent(outcome.id)}/show?authorization=${outcome.result}`,
        302,
      );
    },
  );

  const contextOf = (caller: Caller, organizationId: string) => ({
    writer: writerOf(caller, organizationId, lookup),
    runs,
    definition,
  });

  routes.post(
    `/${integrations.api}/:id/sync`,
    { resource: 'integrations', action: 'edit' },
    {
      summary: 'Runs a sync of customers, products or sales now',
      body: '{ entity }',
      answers: 'integration-syncs',
    },
    async (c, { caller, organizationId }) => {
      if (!organizationId) throw notFound();
      const { entity } = await readBody(c.req.raw);
      if (!isSyncEntity(entity))
        throw ApiError.of(
          400,
          'validation.integration.entity',
          'Choose what to sync',
          'Välj vad som ska synkas',
          'entity',
        );
      const run = await deps.db.transaction(async (tx) => {
        const row = await findRow(tx, integrations, param(c, 'id'), organizationId, true);
        if (!row) throw notFound();
        refuseDisabled(row, entity);
        return runSync(tx, contextOf(caller, organizationId), row, entity);
      });
      forget(deps.db, param(c, 'id'));
      return c.json(toRecord(runs, run), 201);
    },
  );

  routes.post(
    `/${runs.api}/:id/retry`,
    { resource: 'integrations', action: 'edit' },
    { summary: "Runs a sync's failed items again", answers: 'integration-syncs' },
    async (c, { caller, organizationId }) => {
      if (!organizationId) throw notFound();
      const run = await deps.db.transaction(async (tx) => {
        const previous = await findRow(tx, runs, param(c, 'id'), organizationId, true);
        if (!previous) throw notFound();
        if (Number(previous.data.failed) === 0 || previous.data.retried === true)
          throw ApiError.of(
            409,
            'errors.integration.nothing_to_retry',
            'This run has nothing left to retry',
            'Den här körningen har inget kvar att försöka igen',
          );
        const row = await findRow(tx, integrations, String(previous.data.integration), organizationId, true);
        if (!row) throw notFound();
        const entity = previous.data.entity;
        if (!isSyncEntity(entity)) throw notFound();
        refuseDisabled(row, entity);
        const next = await runSync(tx, contextOf(caller, organizationId), row, entity, previous);
        await setFields(tx, writerOf(caller, organizationId, lookup, 'server'), runs, previous, {
          retried: true,
        });
        return next;
      });
      forget(deps.db, String(run.data.integration));
      return c.json(toRecord(runs, run), 201);
    },
  );
}
