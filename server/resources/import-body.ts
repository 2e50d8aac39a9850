/**
 * The body of `POST /<api>/import`, read within bounds before any row is judged (docs/security.md).
 * Two forms:
 *   application/json      { fileName, dryRun, language, columns, rows }: at most MAX_JSON_ITEMS rows;
 *   application/x-ndjson  a first line { fileName, dryRun, language, columns }, then lines of rows
 *                         ([[<cell text>]]), each line at most MAX_BODY_BYTES and MAX_JSON_ITEMS rows,
 *                         at most MAX_IMPORT_ROWS rows in all: the page sends every file this way.
 * Each line is checked for size, then parsed and walked (server/http/body.ts) before the next is read,
 * yielding to the event loop between lines, so a large body never holds other requests up.
 */
import { csvColumns } from '../../src/schema/csv-values.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { formatBytes } from '../../src/domain/validators/upload.ts';
import { isJsonContentType, jsonProblem, MAX_JSON_ITEMS, tooDeepJson, MAX_JSON_DEPTH } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { apiError } from './api-errors.ts';
import { jsonProblemError, MAX_BODY_BYTES, readBody } from './input.ts';
import { yieldToEventLoop } from './yield.ts';

/** Most data rows of one import: far above a merchant's catalogue, and what the export of it writes. */
export const MAX_IMPORT_ROWS = 200_000;
/** Most bytes of a whole line-by-line import (the JSON form keeps MAX_JSON_BODY_BYTES). */
export const MAX_IMPORT_BODY_BYTES = 256 * 1024 * 1024;
/** A 5 MB file (SPEC 5) as JSON cells, with room for quoting. */
const MAX_JSON_BODY_BYTES = 12 * 1024 * 1024;
export const NDJSON_TYPE = 'application/x-ndjson';

export interface ImportRequest {
  fileName: string;
  dryRun: boolean;
  language: 'sv' | 'en';
  /** The field of each cell. */
  columns: string[];
  rows: string[][];
}

const tooManyRows = () => apiError(400, 'errors.import.too_many_rows', { max: MAX_IMPORT_ROWS }, 'rows');

function columnsOf(definition: ResourceDefinition, columns: unknown): string[] {
  if (!Array.isArray(columns) || columns.some((c) => typeof c !== 'string'))
    throw apiError(400, 'validation.not_list', undefined, 'columns');
  const known = new Set(csvColumns(definition).map((c) => c.source));
  const unknown = (columns as string[]).find((column) => !known.has(column));
  if (unknown !== undefined)
    throw apiError(400, 'errors.import.unknown_column', { column: unknown }, 'columns');
  if (new Set(columns).size !== columns.length)
    throw apiError(400, 'validation.duplicate_items', undefined, 'columns');
  return columns as string[];
}

function rowsOf(rows: unknown): string[][] {
  if (
    !Array.isArray(rows) ||
    rows.some((r) => !Array.isArray(r) || r.some((cell) => typeof cell !== 'string'))
  )
    throw apiError(400, 'validation.not_list', undefined, 'rows');
  return rows as string[][];
}

function headOf(definition: ResourceDefinition, body: Record<string, unknown>): Omit<ImportRequest, 'rows'> {
  return {
    fileName:
      typeof body.fileName === 'string' && body.fileName.trim()
        ? body.fileName.trim().slice(0, 255)
        : 'import.csv',
    dryRun: body.dryRun !== false,
    language: body.language === 'en' ? 'en' : 'sv',
    columns: columnsOf(definition, body.columns),
  };
}

/** One line of a line-by-line body, parsed and walked; `field` names it in an error. */
function parseLine(line: string, field: string): unknown {
  const deep = tooDeepJson(line);
  if (deep) throw apiError(400, 'validation.too_deep', { max: MAX_JSON_DEPTH }, field);
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw apiError(400, 'errors.malformed_json', undefined, field);
  }
  const problem = jsonProblem(value, field);
  if (problem) throw jsonProblemError(problem);
  return value;
}

/** The lines of a body as they arrive: none longer than MAX_BODY_BYTES, all within MAX_IMPORT_BODY_BYTES. */
async function* linesOf(request: Request): AsyncGenerator<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  const tooLarge = (max: number) => apiError(413, 'errors.body_too_large', { max: formatBytes(max) });
  if (Number.isFinite(declared) && declared > MAX_IMPORT_BODY_BYTES) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge(MAX_IMPORT_BODY_BYTES);
  }
  if (!request.body) return;
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let total = 0;
  let done = false;
  try {
    while (!done) {
      const chunk = await reader.read();
      done = chunk.done;
      total += chunk.value?.byteLength ?? 0;
      if (total > MAX_IMPORT_BODY_BYTES) throw tooLarge(MAX_IMPORT_BODY_BYTES);
      pending += decoder.decode(chunk.value, { stream: !done });
      let end: number;
      while ((end = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        if (line.length > MAX_BODY_BYTES) throw tooLarge(MAX_BODY_BYTES);
        if (line.trim()) yield line;
      }
      // Bytes and UTF-16 units differ; a line of more units than the limit has more bytes too.
      if (pending.length > MAX_BODY_BYTES) throw tooLarge(MAX_BODY_BYTES);
    }
  } finally {
    // Refused or left early: the rest of the body is not read.
    if (!done) await reader.cancel().catch(() => undefined);
  }
  if (pending.trim()) yield pending;
}

async function readLines(definition: ResourceDefinition, request: Request): Promise<ImportRequest> {
  let head: Omit<ImportRequest, 'rows'> | undefined;
  const rows: string[][] = [];
  let index = 0;
  for await (const line of linesOf(request)) {
    if (!head) {
      const value = parseLine(line, 'head');
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw apiError(400, 'errors.body_not_object');
      head = headOf(definition, value as Record<string, unknown>);
    } else {
      const chunk = rowsOf(parseLine(line, `rows.${index}`));
      if (rows.length + chunk.length > MAX_IMPORT_ROWS) throw tooManyRows();
      for (const row of chunk) rows.push(row);
    }
    index++;
    await yieldToEventLoop();
  }
  if (!head) throw apiError(400, 'errors.body_not_object');
  return { ...head, rows };
}

/** The import's request, refused whole when its form, size, columns or row count are wrong. */
export async function readImportRequest(
  definition: ResourceDefinition,
  request: Request,
): Promise<ImportRequest> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === NDJSON_TYPE) return readLines(definition, request);
  if (!isJsonContentType(type)) {
    await request.body?.cancel().catch(() => undefined);
    throw apiError(415, 'errors.unsupported_media_type');
  }
  let body: Record<string, unknown>;
  try {
    body = await readBody(request, MAX_JSON_BODY_BYTES);
  } catch (error) {
    const [item] = error instanceof ApiError ? error.items : [];
    if (item?.errorCode === 'validation.too_many_items' && item.field === 'rows')
      throw apiError(400, 'errors.import.too_many_rows', { max: MAX_JSON_ITEMS }, 'rows');
    throw error;
  }
  return { ...headOf(definition, body), rows: rowsOf(body.rows) };
}
