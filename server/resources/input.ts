/**
 * A request body -> the data to store: JSON parsed, validated by the shared builder
 * (src/schema/validation.ts), references and unique values checked in the caller's organization.
 */
import { sql, type SqlBool } from 'kysely';
import { isNormalized, storageOf } from '../../src/schema/define-resource.ts';
import type { FieldDefinition, ResourceDefinition } from '../../src/schema/types.ts';
import type { RecordIssue } from '../../src/domain/validators/rule.ts';
import { isWritable, mayChange, validateRecord, type FormMode } from '../../src/schema/validation.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Queryable } from '../db/db.ts';
import { formatBytes } from '../../src/domain/validators/upload.ts';
import {
  isJsonContentType,
  jsonProblem,
  tooDeepJson,
  MAX_JSON_DEPTH,
  MAX_JSON_ITEMS,
  MAX_JSON_KEYS,
  readLimitedText,
  type JsonProblem,
} from '../http/body.ts';
import type { ApiError } from '../http/errors.ts';
import { apiError, validationFailed } from './api-errors.ts';
import { isFieldKey, listIssues, unknownKeyIssues } from './input-guards.ts';
import { checkUpload } from './uploads.ts';
import { organizationCondition } from './row-scope.ts';
import { findWhere } from './storage.ts';
import { yieldToEventLoop } from './yield.ts';
import { dynamicQb, dynamicTable, run } from '../storage/query-builder.ts';
import { tableFor, valueSql } from '../storage/tables.ts';

/** Most bytes a request body may have: an image of 2 MB as a data URL fits, a flood does not. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** A JSON value's first problem (server/http/body.ts) as a 400 on the field where it is. */
export function jsonProblemError(problem: JsonProblem): ApiError {
  switch (problem.kind) {
    case 'depth':
      return apiError(400, 'validation.too_deep', { max: MAX_JSON_DEPTH }, problem.path);
    case 'keys':
      return apiError(400, 'validation.too_many_items', { max: MAX_JSON_KEYS }, problem.path);
    case 'items':
      return apiError(400, 'validation.too_many_items', { max: MAX_JSON_ITEMS }, problem.path);
    case 'text':
      return apiError(400, 'validation.text.characters', undefined, problem.path);
  }
}

/**
 * The JSON object of a write: sent as JSON (else 415), at most MAX_BODY_BYTES (read no further: 413),
 * parsed, and walked once for what no field can hold before anything else reads it.
 */
export async function readBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    await request.body?.cancel().catch(() => undefined);
    throw apiError(415, 'errors.unsupported_media_type');
  }
  const text = await readLimitedText(request, maxBytes);
  if (typeof text !== 'string') throw apiError(413, 'errors.body_too_large', { max: formatBytes(maxBytes) });
  // Too deep is found in the text: parsing millions of open brackets would cost seconds first.
  const deep = tooDeepJson(text);
  if (deep) throw apiError(400, 'validation.too_deep', { max: MAX_JSON_DEPTH }, deep.key || undefined);
  // Each pass over a large body is tens of milliseconds: other requests run between them.
  await yieldToEventLoop();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, 'errors.malformed_json');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw apiError(400, 'errors.body_not_object');
  await yieldToEventLoop();
  const problem = jsonProblem(body);
  if (problem) throw jsonProblemError(problem);
  return body as Record<string, unknown>;
}

/**
 * The stored data after a write: `previous` (empty on create) with the fields the client may write in
 * this mode taken from `body`. Defaults fill missing fields on create. Password fields are hashed;
 * an empty password on edit keeps the stored one. Values the server made (`origin` 'server': a status a
 * step sets, a stamp) are the whole record, any stored field, an absent one removed; judged by the same rules.
 */
export async function prepareData(
  definition: ResourceDefinition,
  body: Record<string, unknown>,
  previous: Record<string, unknown>,
  mode: FormMode,
  /** The caller's roles, for `writeRoles`; none for a system write (seed, bench). */
  roles?: readonly string[],
  origin: 'client' | 'server' = 'client',
): Promise<Record<string, unknown>> {
  const fromServer = origin === 'server';
  // Before anything else: keys that are no field, and lists past their limit or with duplicates.
  const refused = [
    // The server's whole record keeps the fields of the definitions sharing its storage.
    ...unknownKeyIssues(definition, body).filter(
      (issue) => !fromServer || !Object.hasOwn(previous, issue.field),
    ),
    ...listIssues(definition.fields, body),
  ];
  if (refused.length > 0) throw validationFailed(definition, refused);
  const writable = (field: FieldDefinition) => (fromServer ? !field.compute : isWritable(field, mode));
  const candidate: Record<string, unknown> = {};
  const locked: RecordIssue[] = [];
  const uploads: RecordIssue[] = [];
  for (const [source, field] of Object.entries(definition.fields)) {
    if (field.compute) continue;
    let sent = Object.hasOwn(body, source) ? body[source] : undefined;
    // The server's record is whole: a field it left out is removed (a password stays).
    if (fromServer && mode === 'edit' && sent === undefined && field.kind !== 'password') sent = null;
    if ((field.kind === 'image' || field.kind === 'file') && sent !== undefined && writable(field)) {
      const checked = await checkUpload(field, sent, previous[source], source);
      if ('issue' in checked) uploads.push(checked.issue);
      else sent = checked.value;
    }
    if (sent !== undefined && roles && !fromServer && isWritable(field, mode) && !mayChange(field, roles)) {
      // Sent as it is (the form sends the whole record) is fine; a change is refused.
      const kept = Object.hasOwn(previous, source)
        ? previous[source]
        : mode === 'create'
          ? field.default
          : undefined;
      if (JSON.stringify(sent ?? null) !== JSON.stringify(kept ?? null))
        locked.push({ field: source, key: 'validation.read_only' });
      sent = undefined;
    }
    if (writable(field) && sent !== undefined) candidate[source] = sent;
    else if (Object.hasOwn(previous, source)) candidate[source] = previous[source];
    else if (mode === 'create' && field.default !== undefined)
      candidate[source] = structuredClone(field.default);
    if (
      field.kind === 'password' &&
      mode === 'edit' &&
      (sent === '' || sent === null || sent === undefined)
    ) {
      // A blank write-only field on edit keeps the stored value.
      if (Object.hasOwn(previous, source)) candidate[source] = previous[source];
      else delete candidate[source];
    }
  }
  const toValidate: Record<string, unknown> = { ...candidate };
  // A stored password hash is not what the rules judge; an unchanged password is not validated again.
  for (const [source, field] of Object.entries(definition.fields)) {
    if (
      field.kind === 'password' &&
      mode === 'edit' &&
      previous[source] !== undefined &&
      toValidate[source] === previous[source]
    )
      delete toValidate[source];
  }
  const judged = [...locked, ...uploads];
  const issues = [
    ...judged,
    ...(await validateRecord(definition, toValidate, mode)).filter(
      (issue) =>
        !judged.some(
          (l) =>
            issue.field === l.field ||
            issue.field.startsWith(`${l.field}.`) ||
            l.field.startsWith(`${issue.field}.`),
        ),
    ),
  ];
  if (issues.length > 0) throw validationFailed(definition, issues);
  for (const [source, field] of Object.entries(definition.fields)) {
    if (isNormalized(field) && typeof candidate[source] === 'string')
      candidate[source] = field.normalize(candidate[source]);
    const value = candidate[source];
    if (field.kind === 'password' && typeof value === 'string' && value !== previous[source])
      candidate[source] = await hashPassword(value);
    if (value === null || value === undefined) delete candidate[source];
  }
  // Definitions sharing a storage each write their own fields and keep the others' as they were.
  if (storageOf(definition) !== definition.name) {
    for (const [key, value] of Object.entries(previous))
      if (!isFieldKey(definition.fields, key)) candidate[key] = value;
  }
  return candidate;
}

export type DefinitionLookup = (name: string) => ResourceDefinition | undefined;

/** Referenced records must exist where the caller can see them (its organization). */
export async function checkReferences(
  db: Queryable,
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  organizationId: string | null,
  lookup: DefinitionLookup,
): Promise<void> {
  const issues = [];
  for (const [source, field] of Object.entries(definition.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const value = data[source];
    const ids = [...new Set((Array.isArray(value) ? value : value ? [value] : []).map(String))];
    if (ids.length === 0) continue;
    const target = lookup(field.reference);
    const found = target ? await findWhere(db, target, organizationId, { id: ids }) : [];
    if (found.length < ids.length) issues.push({ field: source, key: 'validation.reference_missing' });
  }
  if (issues.length > 0) throw validationFailed(definition, issues);
}

/** Unique values (case-insensitive) are free in their scope; the unique index backs this up. */
export async function checkUnique(
  db: Queryable,
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  organizationId: string | null,
  ownId: string | null,
): Promise<void> {
  const issues = [];
  const table = tableFor(definition);
  for (const [source, field] of Object.entries(definition.fields)) {
    const value = data[source];
    const column = table.bySource.get(source);
    if (!field.unique || value === undefined || value === null || !column) continue;
    const lower = column.kind.compare === 'lower' && typeof value === 'string';
    const conditions = [
      sql<SqlBool>`${sql.raw(valueSql(column))} = ${lower ? value.toLowerCase() : column.kind.toDb(value)}`,
      sql<SqlBool>`id <> ${ownId ?? ''}`,
    ];
    const own = field.unique === 'organization' ? organizationCondition(definition, organizationId) : null;
    if (own) conditions.push(own);
    const [taken] = await run(
      db,
      dynamicQb
        .selectFrom(dynamicTable(table))
        .select(sql`1`.as('taken'))
        .where(sql<SqlBool>`${sql.join(conditions, sql` AND `)}`)
        .limit(1),
    );
    if (taken) issues.push({ field: source, key: 'validation.unique' });
  }
  if (issues.length > 0) throw validationFailed(definition, issues);
}
