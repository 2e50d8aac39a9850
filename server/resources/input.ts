/**
 * A request body -> the data to store: JSON parsed, validated by the shared builder
 * (src/schema/validation.ts), references and unique values checked in the caller's organization.
 */
import { isNormalized, storageOf } from '../../src/schema/define-resource.ts';
import { SYSTEM_FIELDS, type ResourceDefinition } from '../../src/schema/types.ts';
import type { RecordIssue } from '../../src/domain/validators/rule.ts';
import { isWritable, mayChange, validateRecord, type FormMode } from '../../src/schema/validation.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Queryable } from '../db/db.ts';
import { apiError, validationFailed } from './api-errors.ts';
import { findWhere } from './storage.ts';
import { valueExpression } from './sql.ts';

/** Most bytes a request body may have: an image of 2 MB as a data URL fits, a flood does not. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw apiError(413, 'errors.body_not_object');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, 'errors.malformed_json');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw apiError(400, 'errors.body_not_object');
  return body as Record<string, unknown>;
}

/**
 * The stored data after a write: `previous` (empty on create) with the fields the client may write in
 * this mode taken from `body`. Defaults fill missing fields on create. Password fields are hashed;
 * an empty password on edit keeps the stored one.
 */
export async function prepareData(
  definition: ResourceDefinition,
  body: Record<string, unknown>,
  previous: Record<string, unknown>,
  mode: FormMode,
  /** The caller's roles, for `writeRoles`; none for a system write (seed, bench). */
  roles?: readonly string[],
): Promise<Record<string, unknown>> {
  const candidate: Record<string, unknown> = {};
  const locked: RecordIssue[] = [];
  for (const [source, field] of Object.entries(definition.fields)) {
    if (field.compute) continue;
    let sent = Object.hasOwn(body, source) ? body[source] : undefined;
    if (sent !== undefined && roles && isWritable(field, mode) && !mayChange(field, roles)) {
      // Sent as it is (the form sends the whole record) is fine; a change is refused.
      const kept = Object.hasOwn(previous, source) ? previous[source] : mode === 'create' ? field.default : undefined;
      if (JSON.stringify(sent ?? null) !== JSON.stringify(kept ?? null)) locked.push({ field: source, key: 'validation.read_only' });
      sent = undefined;
    }
    if (isWritable(field, mode) && sent !== undefined) candidate[source] = sent;
    else if (Object.hasOwn(previous, source)) candidate[source] = previous[source];
    else if (mode === 'create' && field.default !== undefined) candidate[source] = structuredClone(field.default);
    if (field.kind === 'password' && mode === 'edit' && (sent === '' || sent === null || sent === undefined)) {
      // A blank write-only field on edit keeps the stored value.
      if (Object.hasOwn(previous, source)) candidate[source] = previous[source];
      else delete candidate[source];
    }
  }
  const unknown = Object.keys(body).filter((key) => !definition.fields[key] && !(SYSTEM_FIELDS as readonly string[]).includes(key));
  const toValidate: Record<string, unknown> = { ...candidate };
  for (const key of unknown) toValidate[key] = body[key];
  // A stored password hash is not what the rules judge; an unchanged password is not validated again.
  for (const [source, field] of Object.entries(definition.fields)) {
    if (field.kind === 'password' && mode === 'edit' && previous[source] !== undefined && toValidate[source] === previous[source]) delete toValidate[source];
  }
  const issues = [...locked, ...(await validateRecord(definition, toValidate, mode)).filter((issue) => !locked.some((l) => l.field === issue.field))];
  if (issues.length > 0) throw validationFailed(definition, issues);
  for (const [source, field] of Object.entries(definition.fields)) {
    if (isNormalized(field) && typeof candidate[source] === 'string') candidate[source] = field.normalize(candidate[source]);
    const value = candidate[source];
    if (field.kind === 'password' && typeof value === 'string' && value !== previous[source]) candidate[source] = await hashPassword(value);
    if (value === null || value === undefined) delete candidate[source];
  }
  // Definitions sharing a storage each write their own fields and keep the others' as they were.
  if (storageOf(definition) !== definition.name) {
    for (const [key, value] of Object.entries(previous)) if (!Object.hasOwn(definition.fields, key)) candidate[key] = value;
  }
  return candidate;
}

export type DefinitionLookup = (name: string) => ResourceDefinition | undefined;

/** Referenced records must exist where the caller can see them (its organization). */
export async function checkReferences(db: Queryable, definition: ResourceDefinition, data: Record<string, unknown>, organizationId: string | null, lookup: DefinitionLookup): Promise<void> {
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
export async function checkUnique(db: Queryable, definition: ResourceDefinition, data: Record<string, unknown>, organizationId: string | null, ownId: string | null): Promise<void> {
  const issues = [];
  for (const [source, field] of Object.entries(definition.fields)) {
    const value = data[source];
    if (!field.unique || value === undefined || value === null) continue;
    const params: unknown[] = [storageOf(definition), typeof value === 'string' && valueExpression(source, field).startsWith('lower') ? value.toLowerCase() : value, ownId ?? ''];
    let sql = `SELECT 1 FROM records WHERE resource = $1 AND ${valueExpression(source, field)} = $2 AND id <> $3`;
    if (field.unique === 'organization' && definition.scope === 'organization') {
      params.push(organizationId);
      sql += ' AND organization_id = $4';
    }
    const [taken] = await db.query(`${sql} LIMIT 1`, params);
    if (taken) issues.push({ field: source, key: 'validation.unique' });
  }
  if (issues.length > 0) throw validationFailed(definition, issues);
}

/** A unique index refused the write (two writes raced past checkUnique): the same 400 on the field. */
export function uniqueViolation(definition: ResourceDefinition, error: unknown) {
  if (typeof error !== 'object' || error === null || (error as { code?: string }).code !== '23505') return null;
  const detail = `${(error as { constraint?: string }).constraint ?? ''} ${(error as { message?: string }).message ?? ''}`;
  const source = Object.keys(definition.fields).find((s) => definition.fields[s]?.unique && detail.toLowerCase().includes(`_${s.toLowerCase()}_uq`));
  return validationFailed(definition, [{ field: source ?? '', key: 'validation.unique' }]);
}
