/**
 * One import of a CSV file's rows (./import-body.ts), judged and written in chunks so that it never
 * holds other requests up (docs/decisions.md, "Imports in chunks"):
 *   1. outside any transaction, a chunk of rows at a time: each row's cells read as field values
 *      (./import-cells.ts), and a row naming the same key (SKU) as an earlier row refused, naming it;
 *   2. IMPORT_CHUNK_ROWS rows at a time, each chunk in a transaction of its own: the rows judged as a POST
 *      or PUT judges them and written with ./batch-write.ts; a dry run rolls each chunk back, an import
 *      commits it, and its last chunk records the run (`import-runs`) with its counts and problems.
 * Between chunks the event loop runs what waits, and PGlite, which runs one statement at a time,
 * answers the other requests' queries.
 */
import { csvColumns, fromCell, type CsvLocale } from '../../src/schema/csv-values.ts';
import { ENGINE_MESSAGES, localized } from '../../src/schema/messages.ts';
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { validationFailed } from './api-errors.ts';
import { BatchWrite } from './batch-write.ts';
import { forgetWrite } from './forget.ts';
import type { ImportRequest } from './import-body.ts';
import {
  keyOf,
  problemsOf,
  readRow,
  recordsByKey,
  referencesFor,
  type ImportProblem,
} from './import-cells.ts';
import { createRecord, type Writer } from './write-record.ts';
import { yieldToEventLoop } from './yield.ts';

/** Rows judged and written in one transaction: on PGlite, about as long as other requests may wait. */
const IMPORT_CHUNK_ROWS = 25;
/** At most this long (ms) reading rows from cells before the event loop gets a turn. */
const READ_SLICE_MS = 10;
/** The row number of the first data row (the header is row 1). */
const FIRST_ROW = 2;
const MAX_REPORTED = 1000;

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

export interface ImportContext {
  db: Db;
  writer: Writer;
  definition: ResourceDefinition;
  /** Where an import that wrote is recorded. */
  importRuns: ResourceDefinition | undefined;
  /** Called after each chunk with the rows judged so far. */
  onProgress?: (done: number) => Promise<void>;
}

class RolledBack extends Error {}

/** Whether a file's value is the stored one (no value and an empty list are the same). */
const bare = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.length === 0) ? null : value;
const same = (a: unknown, b: unknown) => JSON.stringify(bare(a)) === JSON.stringify(bare(b));

function duplicateKey(
  definition: ResourceDefinition,
  key: string,
  value: string,
  row: number,
  earlier: number,
  language: CsvLocale,
): ImportProblem {
  const label = definition.fields[key]?.label[language] ?? key;
  const params = {
    field: label,
    value: value.length > 200 ? `${value.slice(0, 200)}…` : value,
    row: earlier,
  };
  return {
    row,
    column: label,
    message: localized(ENGINE_MESSAGES, { key: 'errors.import.duplicate_key', params })[language],
  };
}

export async function runImport(ctx: ImportContext, file: ImportRequest): Promise<ImportReport> {
  const { db, writer, definition } = ctx;
  const { rows, language } = file;
  const report: ImportReport = {
    total: rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    problems: [],
  };
  const problems: ImportProblem[] = [];
  /** A refused row: counted, and its problems described only while the report still takes them. */
  const fail = (found: () => ImportProblem[]) => {
    report.failed++;
    if (problems.length < MAX_REPORTED)
      problems.push(...found().slice(0, Math.max(0, MAX_REPORTED - problems.length)));
  };

  const fields = new Map(csvColumns(definition).map((c) => [c.source, c.field]));
  const refs = await referencesFor(db, definition, writer.lookup, writer.organizationId);
  const key = definition.list?.import?.key;
  const keyColumn = key ? file.columns.indexOf(key) : -1;
  const existing = await recordsByKey(db, definition, writer.organizationId, key);
  /** Each row's values and the stored record its key names; null for a row already refused. */
  const read: ({ values: Record<string, unknown>; match?: string } | null)[] = [];
  const firstRowOf = new Map<string, number>();
  let sliceStart = performance.now();
  for (const [index, cells] of rows.entries()) {
    const rowNumber = index + FIRST_ROW;
    const row = readRow(fields, Object.fromEntries(file.columns.map((c, i) => [c, cells[i] ?? ''])), refs);
    const keyRead =
      key && keyColumn >= 0 ? fromCell(fields.get(key)!, cells[keyColumn] ?? '', refs) : undefined;
    const keyText = keyRead && 'value' in keyRead && typeof keyRead.value === 'string' ? keyRead.value : '';
    const earlier = keyText ? firstRowOf.get(keyOf(keyText)) : undefined;
    if (key && earlier !== undefined) {
      fail(() => [duplicateKey(definition, key, keyText.trim(), rowNumber, earlier, language)]);
      read.push(null);
    } else {
      if (keyText) firstRowOf.set(keyOf(keyText), rowNumber);
      if ('issues' in row) {
        fail(() => problemsOf(validationFailed(definition, row.issues), rowNumber, language, definition));
        read.push(null);
      } else read.push({ values: row.values, match: keyText ? existing.get(keyOf(keyText)) : undefined });
    }
    if (performance.now() - sliceStart > READ_SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }

  // One batch for the whole file, so each row is judged against the rows before it (a group filling up,
  // a unique value taken) also in a dry run, whose chunks are rolled back; its queries go to the
  // transaction of the chunk being judged.
  let current: Queryable | undefined;
  const inChunk: Queryable = { query: (sql, params) => current!.query(sql, params) };
  let batch: BatchWrite | undefined;
  let refused = 0;
  const judgeChunk = async (from: number, to: number) => {
    batch ??= await BatchWrite.open(
      inChunk,
      writer,
      definition,
      read.flatMap((row) => (row?.match ? [row.match] : [])),
    );
    for (let index = from; index < to; index++) {
      const row = read[index];
      if (!row) continue;
      const rowNumber = index + FIRST_ROW;
      try {
        const before = row.match ? batch.current(row.match) : undefined;
        if (
          before &&
          Object.entries(row.values).every(([source, value]) => same(value, before.data[source]))
        ) {
          report.unchanged++;
        } else if (before) {
          await batch.update(rowNumber, before.id, row.values);
          report.updated++;
        } else {
          await batch.create(rowNumber, crypto.randomUUID(), row.values);
          report.created++;
        }
      } catch (error) {
        fail(() => problemsOf(error, rowNumber, language, definition));
      }
    }
    const refusals = await batch.finish();
    for (const refusal of refusals.slice(refused)) {
      report[refusal.kind === 'create' ? 'created' : 'updated']--;
      fail(() => problemsOf(refusal.error, refusal.tag, language, definition));
    }
    refused = refusals.length;
  };

  const record = async (tx: Queryable) => {
    if (!ctx.importRuns) return;
    const runId = crypto.randomUUID();
    const { problems: _, ...counts } = report;
    // The run's report is the server's record of the import, by the importing caller.
    await createRecord(tx, { ...writer, origin: 'server' }, ctx.importRuns, runId, {
      fileName: file.fileName,
      register: definition.name,
      ...counts,
      problems: sorted(),
    });
    report.runId = runId;
  };
  const sorted = () => [...problems].sort((a, b) => a.row - b.row);

  let from = 0;
  try {
    do {
      const to = Math.min(rows.length, from + IMPORT_CHUNK_ROWS);
      try {
        await db.transaction(async (tx) => {
          current = tx;
          await judgeChunk(from, to);
          if (file.dryRun) throw new RolledBack();
          if (to === rows.length) await record(tx);
        });
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      }
      if (!file.dryRun) forgetWrite(db, storageOf(definition), null);
      from = to;
      await ctx.onProgress?.(to);
      await yieldToEventLoop();
    } while (from < rows.length);
  } catch (error) {
    if (!file.dryRun && from > 0) await recordStop(from);
    throw error;
  }
  report.problems = sorted();
  return report;

  /** An import that failed after writing some chunks: what it wrote, and the row where it stopped. */
  async function recordStop(stoppedAt: number) {
    const params = { count: rows.length - stoppedAt };
    const message = localized(ENGINE_MESSAGES, { key: 'errors.import.stopped', params })[language];
    problems.unshift({ row: stoppedAt + FIRST_ROW, message });
    await db.transaction((tx) => record(tx)).catch(() => undefined);
  }
}
