/**
 * One sync run of an integration (issue 17), inside the caller's transaction: a valid provider token
 * (refreshed when it ran out), what ./sync.ts prepares for the entity, less what the provider already
 * has unchanged, logged in integration_exports with the number the provider gave each item, and the
 * run stored as an integration-syncs record. A retry sends only the refused items of an earlier run.
 */
import {
  ACCOUNTING_PROVIDERS,
  isAccountingProvider,
  type AccountingProvider,
  type IntegrationMapping,
  type SyncEntity,
} from '../../../src/domain/accounting.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Row } from '../../resources/storage.ts';
import { createRecord, type Writer } from '../../resources/write-record.ts';
import { qb, run, runSql, tableRef } from '../../storage/query-builder.ts';
import { refreshToken, tokenValid } from './provider-sandbox.ts';
import { fingerprint, prepareSync, type SyncItem, type SyncRefused } from './sync.ts';

export interface Credentials {
  integration_id: string;
  organization_id: string;
  client_secret: string;
  state: string | null;
  access_token: string | null;
}

/** A run keeps at most this many refused items; its counts keep them all. */
const MAX_ERRORS = 1000;
const BATCH = 1000;

const notConnected = () =>
  ApiError.of(
    409,
    'errors.integration.not_connected',
    'Connect the integration before syncing',
    'Anslut integrationen innan du synkar',
  );

export const providerOf = (row: Row): AccountingProvider => {
  const provider = row.data.provider;
  if (!isAccountingProvider(provider)) throw notFound();
  return provider;
};

/** A valid token for the integration, refreshed when it ran out; 409 when it is not connected. */
async function ensureToken(tx: Queryable, row: Row, provider: AccountingProvider): Promise<void> {
  const [credentials] = await run<Credentials>(
    tx,
    qb.selectFrom('integration_credentials').selectAll().where('integration_id', '=', row.id),
  );
  if (row.data.status !== 'connected' || !credentials?.access_token) throw notConnected();
  const clientId = String(row.data.clientId ?? '');
  if (tokenValid(provider, clientId, credentials.access_token)) return;
  const token = refreshToken(provider, clientId, credentials.client_secret);
  await run(
    tx,
    qb
      .updateTable('integration_credentials')
      .set({ access_token: token.accessToken, expires_at: token.expiresAt, updated_at: sql`now()` })
      .where('integration_id', '=', row.id),
  );
}

export interface RunContext {
  writer: Writer;
  runs: ResourceDefinition;
  definition: (name: string) => ResourceDefinition;
}

type Outcome = 'nothing' | 'succeeded' | 'failed' | 'partial';

const outcomeOf = (sent: number, refused: number): Outcome =>
  sent + refused === 0 ? 'nothing' : refused === 0 ? 'succeeded' : sent === 0 ? 'failed' : 'partial';

/**
 * Logs what the provider took. An item it had before keeps its number; a new one gets the next number
 * of the integration's series for the entity.
 */
async function logExports(
  tx: Queryable,
  row: Row,
  entity: SyncEntity,
  sent: readonly (SyncItem & { fingerprint: string })[],
  known: ReadonlySet<string>,
): Promise<void> {
  const series = String(row.data.providerVoucherSeries || row.data.voucherSeries || 'A');
  const prefix = { products: 'ART', customers: 'K', sales: series, stock: 'LAG' }[entity];
  const [last] = await run(
    tx,
    qb
      .selectFrom('integration_exports')
      .select(sql<number | string | null>`max(substring(external_id from '[0-9]+$')::int)`.as('n'))
      .where('integration_id', '=', row.id)
      .where('entity', '=', entity),
  );
  let number = Number(last?.n ?? 0);
  for (let start = 0; start < sent.length; start += BATCH) {
    const batch = sent.slice(start, start + BATCH);
    const items = batch.map((item) => item.id);
    const prints = batch.map((item) => item.fingerprint);
    const externals = batch.map((item) => (known.has(item.id) ? '' : `${prefix}-${++number}`));
    await runSql(
      tx,
      sql`INSERT INTO ${tableRef('integration_exports')}
            (integration_id, organization_id, entity, item_id, fingerprint, external_id)
          SELECT ${row.id}, ${row.organization_id}, ${entity}, item, print, external
          FROM unnest(${items}::text[], ${prints}::text[], ${externals}::text[]) AS t(item, print, external)
          ON CONFLICT (integration_id, entity, item_id)
            DO UPDATE SET fingerprint = excluded.fingerprint, exported_at = now()`,
    );
  }
}

export async function runSync(
  tx: Queryable,
  ctx: RunContext,
  row: Row,
  entity: SyncEntity,
  retryOf?: Row,
): Promise<Row> {
  await ensureToken(tx, row, providerOf(row));
  const startedAt = new Date().toISOString();
  const prepared = await prepareSync(entity, {
    db: tx,
    organizationId: row.organization_id as string,
    mapping: row.data as IntegrationMapping,
    definition: ctx.definition,
  });
  // A run keeps MAX_ERRORS refused items; a retry of a run that refused more sends whatever is unsent.
  const listed = ((retryOf?.data.errors ?? []) as { itemId?: string }[]).map((e) => e.itemId);
  const only = retryOf && listed.length >= Number(retryOf.data.failed) ? new Set(listed) : null;
  const wanted = (id: string) => !only || only.has(id);
  const exported = new Map(
    (
      await run(
        tx,
        qb
          .selectFrom('integration_exports')
          .select(['item_id', 'fingerprint'])
          .where('integration_id', '=', row.id)
          .where('entity', '=', entity),
      )
    ).map((e) => [e.item_id, e.fingerprint]),
  );
  const sent: (SyncItem & { fingerprint: string })[] = [];
  for (const item of prepared.items) {
    if (!wanted(item.id)) continue;
    const print = fingerprint(item.payload);
    const before = exported.get(item.id);
    if (before !== undefined && (prepared.once || before === print)) continue;
    sent.push({ ...item, fingerprint: print });
  }
  // A day already booked stays booked, whatever the mapping says now.
  const refused: SyncRefused[] = prepared.refused.filter(
    (r) => wanted(r.itemId) && !(prepared.once && exported.has(r.itemId)),
  );
  await logExports(tx, row, entity, sent, new Set(exported.keys()));
  return createRecord(tx, ctx.writer, ctx.runs, crypto.randomUUID(), {
    title: `${ACCOUNTING_PROVIDERS[providerOf(row)].name} ${entity} ${startedAt.slice(0, 16).replace('T', ' ')}`,
    integration: row.id,
    entity,
    startedAt,
    sent: sent.length,
    failed: refused.length,
    outcome: outcomeOf(sent.length, refused.length),
    ...(retryOf ? { retryOf: retryOf.id } : {}),
    errors: refused.slice(0, MAX_ERRORS).map((r) => ({
      itemId: r.itemId,
      item: r.item.slice(0, 300) || r.itemId,
      reason: r.reason,
      ...(r.detail ? { detail: r.detail.slice(0, 300) } : {}),
    })),
  });
}
