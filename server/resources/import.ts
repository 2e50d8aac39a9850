/**
 * CSV import and export of a resource whose definition says `list.import` (the products):
 *   POST /<api>/import   the file's cells (./import-body.ts), judged and written in chunks (./import-run.ts)
 *   GET  /<api>/export?language=sv
 * The import page parses the file, maps its columns to fields and sends the cells as JSON lines; each
 * row is read with src/schema/csv-values.ts and then judged as a POST or PUT would judge it. A bad row is
 * reported and skipped; a dry run judges the same way and writes nothing, so it reports what the import
 * would do.
 */
import type { Granted } from '../routing/access.ts';
import type { Routes } from '../routing/route-table.ts';
import { stream } from 'hono/streaming';
import { toCsv } from '../../src/schema/csv.ts';
import { csvColumns, toCell, type CsvLocale } from '../../src/schema/csv-values.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Deps } from '../http/env.ts';
import { sql } from 'kysely';
import { dynamicQb, dynamicTable, run } from '../storage/query-builder.ts';
import { tableFor } from '../storage/tables.ts';
import { NDJSON_TYPE, readImportRequest } from './import-body.ts';
import { referencesFor } from './import-cells.ts';
import { runImport } from './import-run.ts';
import { organizationCondition } from './row-scope.ts';
import type { Writer } from './write-record.ts';

/** How often a followed import reports how far it is (rows judged). */
const PROGRESS_EVERY = 250;

const languageOf = (value: unknown): CsvLocale => (value === 'en' ? 'en' : 'sv');

export interface ImportRouteContext {
  deps: Deps;
  /** The caller let in by the route's access check, as a writer. */
  writerOf(granted: Granted): Writer;
  /** Where an import that wrote is recorded. */
  importRuns: ResourceDefinition | undefined;
}

/** The import and export endpoints of one importable definition; added before its `/:id` routes. */
export function addImportRoutes(
  routes: Routes,
  definition: ResourceDefinition,
  ctx: ImportRouteContext,
  api = definition.api,
): void {
  const base = `/${api}`;
  const { db } = ctx.deps;

  routes.post(
    `${base}/import`,
    { resource: definition.name, action: 'create', also: [{ resource: definition.name, action: 'edit' }] },
    {
      summary: 'Imports a CSV file: new rows created, known ones changed (a dry run judges only)',
      body: 'application/x-ndjson: { fileName?, dryRun?, language?, columns } then lines of rows [[cell]]; or application/json { fileName?, dryRun?, language?, columns, rows } (Accept: application/x-ndjson follows the progress)',
    },
    async (c, granted) => {
      const writer = ctx.writerOf(granted);
      const file = await readImportRequest(definition, c.req.raw);
      const run = (onProgress?: (done: number) => Promise<void>) =>
        runImport({ db, writer, definition, importRuns: ctx.importRuns, onProgress }, file);
      if (!(c.req.header('Accept') ?? '').includes(NDJSON_TYPE)) return c.json(await run());
      // The page follows a long import: a JSON line every PROGRESS_EVERY rows judged, then the report.
      c.header('Content-Type', NDJSON_TYPE);
      const total = file.rows.length;
      return stream(c, async (out) => {
        const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
        await line({ done: 0, total });
        let told = 0;
        const progress = async (done: number) => {
          if (done - told < PROGRESS_EVERY && done < total) return;
          told = done;
          await line({ done, total });
        };
        try {
          await line({ report: await run(progress) });
        } catch (error) {
          console.error(`[${c.get('traceId')}] import`, error);
          await line({ failed: true });
        }
      });
    },
  );

  routes.get(
    `${base}/export`,
    { resource: definition.name, action: 'list' },
    {
      summary: 'The records as a CSV file, as the import takes them back',
      query: { language: 'sv or en: headers and values' },
    },
    async (c, granted) => {
      const writer = ctx.writerOf(granted);
      const language = languageOf(c.req.query('language'));
      const columns = csvColumns(definition);
      const refs = await referencesFor(db, definition, writer.lookup, writer.organizationId);
      const table = tableFor(definition);
      const order = table.bySource.get(definition.representation)?.name ?? 'id';
      const own = organizationCondition(definition, writer.organizationId);
      const raw = await run<Record<string, unknown>>(
        db,
        dynamicQb
          .selectFrom(dynamicTable(table))
          .selectAll()
          .$if(own !== null, (query) => query.where(own!))
          .orderBy(sql.ref(order))
          .orderBy('id'),
      );
      const rows = raw.map((row) =>
        columns.map(({ source, field }) => {
          const column = table.bySource.get(source)!;
          const value = row[column.name];
          return toCell(
            field,
            value === null || value === undefined ? value : column.kind.fromDb(value),
            language,
            refs,
          );
        }),
      );
      const csv = toCsv(
        columns.map(({ field }) => field.label[language]),
        rows,
        language,
      );
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${definition.name}-${day}.csv"`,
      });
    },
  );
}
