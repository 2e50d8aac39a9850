/**
 * CSV import and export of a resource whose definition says `list.import` (the products):
 *   POST /<api>/import   { fileName, dryRun, language, columns: [<field>], rows: [[<cell text>]] }
 *   GET  /<api>/export?language=sv
 * The import page parses the file and maps its columns to fields; each row is read with
 * src/schema/csv-values.ts and then judged as a POST or PUT would judge it, and written with the other
 * good rows (./batch-write.ts), in one transaction: a bad row is reported and skipped, the good ones are
 * written together with their history record (the `import-runs` resource), or nothing is. A dry run does all of it and rolls back, so it reports what the import would do.
 */
import type { Granted } from '../routing/access.ts';
import type { Routes } from '../routing/route-table.ts';
import { stream } from 'hono/streaming';
import { storageOf } from '../../src/schema/define-resource.ts';
import { toCsv } from '../../src/schema/csv.ts';
import {
  csvColumns,
  fromCell,
  toCell,
  type CsvLocale,
  type CsvReferences,
} from '../../src/schema/csv-values.ts';
import type { FieldDefinition, RecordIssue, ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { tableFor } from '../storage/tables.ts';
import { apiError, validationFailed } from './api-errors.ts';
import { constraintError } from './constraint-errors.ts';
import { forgetWrite } from './forget.ts';
import { MAX_JSON_ITEMS } from '../http/body.ts';
import { readBody } from './input.ts';
import { BatchWrite } from './batch-write.ts';
import { createRecord, type Writer } from './write-record.ts';
import { organizationCondition } from './row-scope.ts';
import { qb, run as runQuery } from '../storage/query-builder.ts';
import { sql, type SqlBool } from 'kysely';

/** Most data rows of one file (the JSON walk's limit of items); the history keeps at most 1000 problems. */
export const MAX_IMPORT_ROWS = MAX_JSON_ITEMS;
/** A 5 MB file (SPEC 5) as JSON cells, with room for quoting. */
const MAX_IMPORT_BODY_BYTES = 12 * 1024 * 1024;
const MAX_REPORTED = 1000;
/** How often a followed import reports how far it is (rows judged). */
const PROGRESS_EVERY = 250;
/** The answer of a followed import: JSON lines (progress, then the report). */
const PROGRESS_TYPE = 'application/x-ndjson';

export interface ImportProblem {
  row: number;
  column?: string;
  message: string;
}

export interface ImportReport {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  problems: ImportProblem[];
  /** The history record of an import that wrote (none for a dry run). */
  runId?: string;
}

class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

/** Whether a file's value is the stored one (no value and an empty list are the same). */
const bare = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.length === 0) ? null : value;
const same = (a: unknown, b: unknown) => JSON.stringify(bare(a)) === JSON.stringify(bare(b));
const keyOf = (text: string) => text.trim().toLocaleLowerCase('sv');

/** Names and ids of the records the file's reference columns name, within the organization. */
async function referencesFor(
  q: Queryable,
  definition: ResourceDefinition,
  lookup: Writer['lookup'],
  organizationId: string | null,
): Promise<CsvReferences> {
  const names = new Map<string, Map<string, string>>();
  const ids = new Map<string, Map<string, string[]>>();
  for (const { field } of csvColumns(definition)) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const target = lookup(field.reference);
    if (!target || names.has(field.reference)) continue;
    const table = tableFor(target);
    const column = table.bySource.get(target.representation)?.name ?? 'id';
    const own = organizationCondition(target, organizationId);
    const rows = await runQuery<{ id: string; name: string | null }>(
      q,
      qb
        .selectFrom(table.name)
        .select(['id', sql<string>`${sql.ref(column)}::text`.as('name')])
        .where(own ?? sql<SqlBool>`TRUE`),
    );
    const byId = new Map<string, string>();
    const byName = new Map<string, string[]>();
    for (const row of rows) {
      const name = row.name ?? row.id;
      byId.set(row.id, name);
      byName.set(keyOf(name), [...(byName.get(keyOf(name)) ?? []), row.id]);
    }
    names.set(field.reference, byId);
    ids.set(field.reference, byName);
  }
  return {
    nameOf: (resource, id) => names.get(resource)?.get(id),
    idsOf: (resource, name) => ids.get(resource)?.get(keyOf(name)) ?? [],
  };
}

/** The problems of a refused row, in the importing user's language. */
function problemsOf(
  error: unknown,
  row: number,
  language: CsvLocale,
  definition: ResourceDefinition,
): ImportProblem[] {
  const failure = error instanceof ApiError ? error : constraintError(definition, error);
  if (!failure) throw error;
  return failure.items.map((item) => {
    const field = item.field ? definition.fields[item.field.split(/[.[]/)[0]!] : undefined;
    return {
      row,
      ...(item.field ? { column: field?.label[language] ?? item.field } : {}),
      message: item.errorMessage[language],
    };
  });
}

/** Each row's cells read as field values, or the row's problems. */
function readRow(
  definition: ResourceDefinition,
  columns: ReadonlyMap<string, FieldDefinition>,
  cells: Record<string, string>,
  refs: CsvReferences,
): { values: Record<string, unknown> } | { issues: RecordIssue[] } {
  const values: Record<string, unknown> = {};
  const issues: RecordIssue[] = [];
  for (const [source, text] of Object.entries(cells)) {
    const read = fromCell(columns.get(source)!, text, refs);
    if ('issue' in read)
      issues.push({
        field: source,
        key: read.issue.key,
        ...(read.issue.params ? { params: read.issue.params } : {}),
      });
    else values[source] = read.value;
  }
  return issues.length ? { issues } : { values };
}

/** The ids of the stored records the file's rows name by the import key, by key. */
async function recordsByKey(
  tx: Queryable,
  definition: ResourceDefinition,
  organizationId: string | null,
  key: string | undefined,
): Promise<Map<string, string>> {
  const existing = new Map<string, string>();
  if (!key) return existing;
  const table = tableFor(definition);
  const column = table.bySource.get(key)!.name;
  const own = organizationCondition(definition, organizationId);
  const found = await runQuery<{ id: string; key: string }>(
    tx,
    qb
      .selectFrom(table.name)
      .select(['id', sql<string>`${sql.ref(column)}::text`.as('key')])
      .where(sql.ref(column), 'is not', null)
      .where(own ?? sql<SqlBool>`TRUE`),
  );
  for (const row of found) existing.set(keyOf(row.key), row.id);
  return existing;
}

async function importRows(
  tx: Queryable,
  writer: Writer,
  definition: ResourceDefinition,
  rows: readonly Record<string, string>[],
  language: CsvLocale,
  onProgress: (done: number) => Promise<void> = async () => undefined,
): Promise<ImportReport> {
  const report: ImportReport = {
    total: rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    problems: [],
  };
  const columns = new Map(csvColumns(definition).map((c) => [c.source, c.field]));
  const refs = await referencesFor(tx, definition, writer.lookup, writer.organizationId);
  const key = definition.list?.import?.key;
  const existing = await recordsByKey(tx, definition, writer.organizationId, key);
  const read = rows.map((cells) => readRow(definition, columns, cells, refs));
  const keyOfRow = (row: (typeof read)[number]) => {
    const value = key && 'values' in row ? row.values[key] : undefined;
    return typeof value === 'string' ? value : '';
  };
  const named = new Set(
    read.map((row) => existing.get(keyOf(keyOfRow(row)))).filter((id) => id !== undefined),
  );
  const batch = await BatchWrite.open(tx, writer, definition, [...named]);
  const problems: ImportProblem[] = [];
  const fail = (found: ImportProblem[]) => {
    report.failed++;
    problems.push(...found.slice(0, Math.max(0, MAX_REPORTED - problems.length)));
  };

  for (const [index, row] of read.entries()) {
    const rowNumber = index + 1;
    if (index > 0 && index % PROGRESS_EVERY === 0) await onProgress(index);
    if ('issues' in row) {
      fail(problemsOf(validationFailed(definition, row.issues), rowNumber, language, definition));
      continue;
    }
    const { values } = row;
    const keyValue = keyOfRow(row);
    const match = keyValue ? existing.get(keyOf(keyValue)) : undefined;
    try {
      const before = match ? batch.current(match) : undefined;
      if (before && Object.entries(values).every(([source, value]) => same(value, before.data[source]))) {
        report.unchanged++;
      } else if (before) {
        await batch.update(rowNumber, before.id, values);
        report.updated++;
      } else {
        const id = crypto.randomUUID();
        await batch.create(rowNumber, id, values);
        if (keyValue) existing.set(keyOf(keyValue), id);
        report.created++;
      }
    } catch (error) {
      fail(problemsOf(error, rowNumber, language, definition));
    }
  }
  await onProgress(rows.length);
  for (const refusal of await batch.finish()) {
    report[refusal.kind === 'create' ? 'created' : 'updated']--;
    fail(problemsOf(refusal.error, refusal.tag, language, definition));
  }
  report.problems = problems.sort((a, b) => a.row - b.row);
  return report;
}

/**
 * The request's rows as cells keyed by field (`columns` names the field of each cell), refused whole
 * when a column is no importable field or the file is too long.
 */
function rowsOf(definition: ResourceDefinition, body: Record<string, unknown>): Record<string, string>[] {
  const { columns, rows } = body;
  if (!Array.isArray(columns) || columns.some((c) => typeof c !== 'string'))
    throw apiError(400, 'validation.not_list', undefined, 'columns');
  const known = new Set(csvColumns(definition).map((c) => c.source));
  const unknown = (columns as string[]).find((column) => !known.has(column));
  if (unknown !== undefined)
    throw apiError(400, 'errors.import.unknown_column', { column: unknown }, 'columns');
  if (new Set(columns).size !== columns.length)
    throw apiError(400, 'validation.duplicate_items', undefined, 'columns');
  if (
    !Array.isArray(rows) ||
    rows.some((r) => !Array.isArray(r) || r.some((cell) => typeof cell !== 'string'))
  )
    throw apiError(400, 'validation.not_list', undefined, 'rows');
  if (rows.length > MAX_IMPORT_ROWS)
    throw apiError(400, 'errors.import.too_many_rows', { max: MAX_IMPORT_ROWS }, 'rows');
  return (rows as string[][]).map((cells) =>
    Object.fromEntries((columns as string[]).map((column, i) => [column, cells[i] ?? ''])),
  );
}

async function readImport(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readBody(request, MAX_IMPORT_BODY_BYTES);
  } catch (error) {
    const [item] = error instanceof ApiError ? error.items : [];
    if (item?.errorCode === 'validation.too_many_items' && item.field === 'rows')
      throw apiError(400, 'errors.import.too_many_rows', { max: MAX_IMPORT_ROWS }, 'rows');
    throw error;
  }
}

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
): void {
  const base = `/${definition.api}`;
  const { db } = ctx.deps;

  routes.post(
    `${base}/import`,
    { resource: definition.name, action: 'create', also: [{ resource: definition.name, action: 'edit' }] },
    {
      summary: 'Imports a CSV file: new rows created, known ones changed (a dry run judges only)',
      body: '{ csv, language?, fileName?, dryRun? } (Accept: application/x-ndjson follows the progress)',
    },
    async (c, granted) => {
      const writer = ctx.writerOf(granted);
      const body = await readImport(c.req.raw);
      const rows = rowsOf(definition, body);
      const language = languageOf(body.language);
      const fileName =
        typeof body.fileName === 'string' && body.fileName.trim()
          ? body.fileName.trim().slice(0, 255)
          : 'import.csv';
      const run = async (onProgress?: (done: number) => Promise<void>): Promise<ImportReport> => {
        try {
          return await db.transaction(async (tx) => {
            const done = await importRows(tx, writer, definition, rows, language, onProgress);
            if (body.dryRun !== false) throw new DryRunDone(done);
            if (ctx.importRuns) {
              const runId = crypto.randomUUID();
              const { problems, ...counts } = done;
              // The run's report is the server's record of the import, by the importing caller.
              await createRecord(tx, { ...writer, origin: 'server' }, ctx.importRuns, runId, {
                fileName,
                register: definition.name,
                ...counts,
                problems,
              });
              done.runId = runId;
            }
            return done;
          });
        } catch (error) {
          if (error instanceof DryRunDone) return error.report;
          throw error;
        } finally {
          forgetWrite(db, storageOf(definition), null);
        }
      };
      if (!(c.req.header('Accept') ?? '').includes(PROGRESS_TYPE)) return c.json(await run());
      // The page asked to follow a long import: one JSON line per PROGRESS_EVERY rows judged, then the report.
      c.header('Content-Type', PROGRESS_TYPE);
      return stream(c, async (out) => {
        const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
        await line({ done: 0, total: rows.length });
        try {
          await line({ report: await run(async (done) => void (await line({ done, total: rows.length }))) });
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
      const raw = await runQuery<Record<string, unknown>>(
        db,
        qb
          .selectFrom(table.name)
          .selectAll()
          .where(own ?? sql<SqlBool>`TRUE`)
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
