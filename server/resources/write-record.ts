/**
 * One record's create or update, inside a transaction the caller opened: the same checks in the same
 * order for a POST, a PUT and each row of an import (server/resources/import.ts), so a file is judged
 * exactly as the form and the API judge one record.
 */
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from '../http/env.ts';
import { announceWrite } from '../storage/writes.ts';
import { storeUploads } from '../storage/uploads.ts';
import { validationFailed } from './api-errors.ts';
import { checkCollectionRules } from './collection-rules.ts';
import { checkReferences, checkUnique, prepareData } from './input.ts';
import { rowOrganization, rowScopeWriteIssue } from './row-scope.ts';
import { judgeRowUploads } from './uploads.ts';
import { hooksFor } from './storage-hooks.ts';
import { diff, insertRow, updateRow, type Row } from './storage.ts';

export interface Writer {
  caller: Caller;
  organizationId: string | null;
  /** The roles the caller writes with (an internal admin inside an organization is its admin too). */
  roles: readonly string[];
  lookup: (name: string) => ResourceDefinition | undefined;
}

const actor = (caller: Caller) => caller.username || caller.userId;

/** Validated, checked against the other records, written, with the storage's hooks: the new row. */
export async function createRecord(
  tx: Queryable,
  writer: Writer,
  definition: ResourceDefinition,
  id: string,
  body: Record<string, unknown>,
): Promise<Row> {
  const { caller, organizationId, roles, lookup } = writer;
  const data = await prepareData(definition, body, {}, 'create', roles);
  const outside = rowScopeWriteIssue(definition, caller, null, data);
  if (outside) throw validationFailed(definition, [outside]);
  await checkReferences(tx, definition, data, organizationId, lookup);
  await checkUnique(tx, definition, data, organizationId, null);
  await checkCollectionRules(tx, definition, data, organizationId, null, lookup);
  const owner = rowOrganization(definition, id, data, organizationId);
  await storeUploads(tx, definition, data, owner, actor(caller));
  await judgeRowUploads(tx, definition, data, owner);
  const after = await hooksFor(definition).beforeWrite?.(
    tx,
    { caller, definition, organizationId, mode: 'create' },
    data,
  );
  const inserted = await insertRow(tx, definition, id, organizationId, data, actor(caller));
  await announceWrite(tx, storageOf(definition), id);
  await after?.(inserted);
  return inserted;
}

/** The same for a change of `before` (whose version the caller has checked); undefined: it changed meanwhile. */
export async function updateRecord(
  tx: Queryable,
  writer: Writer,
  definition: ResourceDefinition,
  before: Row,
  body: Record<string, unknown>,
): Promise<Row | undefined> {
  const { caller, organizationId, roles, lookup } = writer;
  const data = await prepareData(definition, body, before.data, 'edit', roles);
  // A save that changes nothing writes nothing: no new version, no history entry.
  if (Object.keys(diff(definition, before.data, data)).length === 0) return before;
  const outside = rowScopeWriteIssue(definition, caller, before.id, data);
  if (outside) throw validationFailed(definition, [outside]);
  await checkReferences(tx, definition, data, organizationId, lookup);
  await checkUnique(tx, definition, data, organizationId, before.id);
  await checkCollectionRules(tx, definition, data, organizationId, before.id, lookup);
  const owner = rowOrganization(definition, before.id, data, organizationId);
  await storeUploads(tx, definition, data, owner, actor(caller), before.data);
  await judgeRowUploads(tx, definition, data, owner, before.data);
  const after = await hooksFor(definition).beforeWrite?.(
    tx,
    { caller, definition, organizationId, mode: 'edit', before },
    data,
  );
  const updated = await updateRow(tx, definition, before, data, before.version, actor(caller));
  await announceWrite(tx, storageOf(definition), before.id);
  if (updated) await after?.(updated);
  return updated;
}
