/**
 * A list's CSV export, whole and streamed (docs/decisions.md "List exports"):
 *   GET /<api>/csv?filter=&sort=&language=sv|en&timeZone=Europe/Stockholm&lines=true|false
 * The list's own filter, sort, organization, row scope and hooks' condition (the list route's
 * buildListQuery), read a page at a time (./export-pages.ts) and written as src/schema/csv-export.ts
 * writes a record, a page at a time with at most one more read ahead: memory stays flat whatever its size.
 * `X-Export-Total` says first how many lines will follow, so the app shows how far the download is.
 * A list that carries personnummer or bank details (a field with `mask`) is masked for roles that do not
 * need them (src/domain/masking.ts) and every export of it is recorded (`export-runs`) before it starts.
 */
import { seesUnmasked } from '../../src/domain/masking.ts';
import { DEFAULT_TIME_ZONE, isTimeZone, todayIn } from '../../src/domain/periods.ts';
import { BOM } from '../../src/schema/csv.ts';
import { exportLinesField, exportPlan, type ExportPlan } from '../../src/schema/csv-export.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db } from '../db/db.ts';
import type { Caller, Deps } from '../http/env.ts';
import type { Routes } from '../routing/route-table.ts';
import { tableFor } from '../storage/tables.ts';
import { apiError } from './api-errors.ts';
import { withComputed } from './compute.ts';
import { exportPages, exportTotal } from './export-pages.ts';
import { ExportNames } from './export-names.ts';
import { hooksFor } from './storage-hooks.ts';
import { buildListQuery, isInvalidRegex, type ListQuery } from './list-query.ts';
import { rowScopeCondition } from './row-scope.ts';
import { insertRows, toRecord } from './storage.ts';

interface ListExportContext {
  db: Db;
  lookup: (resource: string) => ResourceDefinition | undefined;
  lookupCacheMs: number;
  /** Where an export of masked fields is recorded. */
  exportRuns: ResourceDefinition | undefined;
}

interface ExportRequest {
  language: 'sv' | 'en';
  timeZone: string;
  lines: boolean;
}

function readRequest(
  definition: ResourceDefinition,
  query: Record<string, string | undefined>,
): ExportRequest {
  const { language = 'sv', timeZone = DEFAULT_TIME_ZONE, lines = 'false' } = query;
  if (language !== 'sv' && language !== 'en')
    throw apiError(400, 'errors.export.language', undefined, 'language');
  if (!isTimeZone(timeZone)) throw apiError(400, 'errors.export.time_zone', { zone: timeZone }, 'timeZone');
  if ((lines !== 'true' && lines !== 'false') || (lines === 'true' && !exportLinesField(definition)))
    throw apiError(400, 'errors.export.lines', undefined, 'lines');
  return { language, timeZone, lines: lines === 'true' };
}

const hasMasked = (definition: ResourceDefinition) =>
  Object.values(definition.fields).some((field) => field.mask);

/** The file as a stream: the header, then one chunk per page, each page read when the last was taken. */
function csvStream(
  ctx: ListExportContext,
  definition: ResourceDefinition,
  query: ListQuery,
  plan: ExportPlan,
  names: ExportNames,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  // A computed field may read any field of its record: the rows are then read whole.
  const computes = Object.values(definition.fields).some((field) => field.compute);
  const pages = exportPages(ctx.db, query, computes ? null : plan.sources);
  const organizationId = query.scope.organizationId;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + plan.header));
      },
      async pull(controller) {
        try {
          const page = await pages.next();
          if (page.done) return controller.close();
          const records = await withComputed(
            ctx.db,
            definition,
            page.value.map((row) => toRecord(definition, row)),
            organizationId,
            ctx.lookup,
            ctx.lookupCacheMs,
          );
          await names.load(records);
          let chunk = '';
          for (const record of records) chunk += plan.lines(record, names);
          controller.enqueue(encoder.encode(chunk));
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await pages.return(undefined);
      },
    },
    // Nothing is formatted ahead of what the client has taken (./export-pages.ts reads one page ahead).
    { highWaterMark: 0 },
  );
}

/** The export route of one definition; added before its `/:id` routes. */
export function addListExportRoute(
  routes: Routes,
  definition: ResourceDefinition,
  deps: Deps,
  api = definition.api,
): void {
  if (definition.list?.export === false) return;
  const lookup = (name: string) => routes.registry.get(name);
  // Read when a request comes: the table is also declared without a server (its entries alone).
  const contextOf = (): ListExportContext => ({
    db: deps.db,
    lookup,
    lookupCacheMs: deps.config.lookupCacheMs,
    exportRuns: lookup('export-runs'),
  });
  const actor = (caller: Caller) => caller.username || caller.userId;
  routes.get(
    `/${api}/csv`,
    { resource: definition.name, action: 'list' },
    {
      summary: 'The whole list as a CSV file, filtered and sorted as the list, streamed',
      query: {
        filter: 'JSON of field filters, as the list',
        sort: '["field","ASC"|"DESC"], as the list',
        language: 'sv (default; ";" between cells) or en ("," between cells)',
        timeZone: 'IANA zone times are written in (default Europe/Stockholm)',
        lines: 'true: one row per line of the record (orders), where the list has lines',
      },
    },
    async (c, { caller, organizationId }) => {
      const ctx = contextOf();
      const params = c.req.query();
      const request = readRequest(definition, params);
      const query = buildListQuery(definition, { filter: params.filter, sort: params.sort }, organizationId);
      const scoped = rowScopeCondition(definition, caller);
      if (scoped) query.where.push(scoped);
      const hooked = hooksFor(definition).listCondition?.({ caller, definition, organizationId });
      if (hooked) query.where.push(hooked);

      const linesSource = request.lines ? (definition.list?.exportLines?.field ?? null) : null;
      const linesColumn = linesSource ? (tableFor(definition).bySource.get(linesSource)?.name ?? null) : null;
      const total = await exportTotal(ctx.db, query, linesColumn).catch((error: unknown) => {
        throw isInvalidRegex(error) ? apiError(400, 'errors.invalid_filter', { filter: 'matches' }) : error;
      });
      const unmasked = seesUnmasked(caller.roles);
      if (hasMasked(definition) && ctx.exportRuns) {
        const filter = JSON.stringify({ filter: params.filter ?? '{}', sort: params.sort ?? null });
        await insertRows(
          ctx.db,
          ctx.exportRuns,
          null,
          [
            {
              id: crypto.randomUUID(),
              data: {
                register: definition.name,
                filter: filter.slice(0, 4000),
                rows: total,
                masked: !unmasked,
              },
            },
          ],
          actor(caller),
        );
      }

      const plan = exportPlan(definition, {
        locale: request.language,
        timeZone: request.timeZone,
        lines: request.lines,
        unmasked,
      });
      const names = new ExportNames(ctx.db, ctx.lookup, organizationId, plan.references, linesSource);
      const traceId = c.get('traceId');
      const body = csvStream(ctx, definition, query, plan, names, (error) =>
        console.error(`[${traceId}] export of ${definition.name}`, error),
      );
      const day = todayIn(request.timeZone);
      const suffix = request.lines ? '-lines' : '';
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${definition.name}${suffix}-${day}.csv"`,
        'X-Export-Total': String(total),
        'Access-Control-Expose-Headers': 'Content-Disposition, X-Export-Total, X-Trace-Id',
      });
    },
  );
}
