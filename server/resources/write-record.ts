/**
 * The write path: every write of a record, whatever starts it, passes the same steps in the same order,
 * inside a transaction its caller opened:
 *   judge (the values parsed and validated by the definition's rules, the row scope) -> checks against
 *   the other records (references, unique values, collection rules) -> uploads -> the storage's hook ->
 *   the write with its history entry -> the announcement to the other API processes.
 * A POST, a PUT, a feature's own write and a record the server makes all go through createRecord or
 * updateRecord; a batch (./batch-write.ts, the CSV import) takes the same steps over many records,
 * with the checks read once for the batch. deleteRecord is the delete's path.
 */
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { announceWrite } from '../storage/writes.ts';
import { storeUploads } from '../storage/uploads.ts';
import { validationFailed } from './api-errors.ts';
import { checkCollectionRules } from './collection-rules.ts';
import { checkReferences, checkUnique, prepareData } from './input.ts';
import { actorOf, type Writer } from './writer.ts';
import { inUse, usesOf } from './references.ts';
import { rowOrganization, rowScopeWriteIssue } from './row-scope.ts';
import { judgeRowUploads } from './uploads.ts';
import { hooksFor } from './storage-hooks.ts';
import { deleteRow, diff, insertRow, updateRow, type Row } from './storage.ts';

type Data = Record<string, unknown>;

export { systemWriter, writerOf, type Writer } from './writer.ts';

/**
 * The first steps: `body` parsed and validated into the data to store over `before` (null: a new
 * record), which must stay among the caller's rows.
 */
export async function judgeWrite(
  writer: Writer,
  definition: ResourceDefinition,
  body: Data,
  before: { id: string; data: Data } | null,
): Promise<Data> {
  const origin = writer.origin ?? 'client';
  const data = await prepareData(
    definition,
    body,
    before?.data ?? {},
    before ? 'edit' : 'create',
    writer.roles,
    origin === 'client' ? 'client' : 'server',
  );
  // What a client sends may not leave its rows; what the server makes is its route's to place.
  if (origin === 'client') {
    const outside = rowScopeWriteIssue(definition, writer.caller, before?.id ?? null, data);
    if (outside) throw validationFailed(definition, [outside]);
  }
  return data;
}

/**
 * The data's uploads stored and judged (type, size, organization), over those of `previous`: they belong
 * to the organization of the record `id` (a platform record's own, such as an organization's logo).
 */
export async function keepUploads(
  tx: Queryable,
  writer: Writer,
  definition: ResourceDefinition,
  id: string,
  data: Data,
  previous?: Data,
): Promise<void> {
  const owner = rowOrganization(definition, id, data, writer.organizationId);
  await storeUploads(tx, definition, data, owner, actorOf(writer), previous);
  await judgeRowUploads(tx, definition, data, owner, previous);
}

/** A record action's step (./actions.ts), run where a write runs the storage's beforeWrite hook. */
type Step = (data: Data) => Promise<void>;

/** One record's steps: created as `id`, or a change of `before`; undefined: `before` changed meanwhile. */
async function writeOne(
  tx: Queryable,
  writer: Writer,
  definition: ResourceDefinition,
  id: string,
  body: Data,
  before?: Row,
  step?: Step,
): Promise<Row | undefined> {
  const { caller, organizationId, lookup } = writer;
  const data = await judgeWrite(writer, definition, body, before ?? null);
  // A save that changes nothing writes nothing: no new version, no history entry.
  if (before && !step && Object.keys(diff(definition, before.data, data)).length === 0) return before;
  const ownId = before ? before.id : null;
  await checkReferences(tx, definition, data, organizationId, lookup);
  await checkUnique(tx, definition, data, organizationId, ownId);
  await checkCollectionRules(tx, definition, data, organizationId, ownId, lookup);
  await keepUploads(tx, writer, definition, id, data, before?.data);
  const mode = before ? 'edit' : 'create';
  const after = step
    ? await step(data)
    : await hooksFor(definition).beforeWrite?.(
        tx,
        { caller, definition, organizationId, writer, mode, ...(before ? { before } : {}) },
        data,
      );
  const row = before
    ? await updateRow(tx, definition, before, data, before.version, actorOf(writer))
    : await insertRow(tx, definition, id, organizationId, data, actorOf(writer));
  await announceWrite(tx, storageOf(definition), id);
  if (row) await after?.(row);
  return row;
}

/** A new record: validated, checked against the other records, written with its history: the new row. */
export async function createRecord(
  tx: Queryable,
  writer: Writer,
  definition: ResourceDefinition,
  id: string,
  body: Data,
): Promise<Row> {
  return (await writeOne(tx, writer, definition, id, body))!;
}

/**
 * The same for a change of `before` (whose version the caller has checked); undefined: it changed
 * meanwhile. A record action passes its `step` (its storage's beforeAction hook) for the beforeWrite hook.
 */
export function updateRecord(
  tx: Queryable,
  writer: Writer,
  definition: ResourceDefinition,
  before: Row,
  body: Data,
  step?: Step,
): Promise<Row | undefined> {
  return writeOne(tx, writer, definition, before.id, body, before, step);
}

/**
 * A record deleted: refused (409) while other records name it, the storage's hook, the delete with its
 * history entry, the announcement. `definitions`: every definition, whose references are looked at.
 */
export async function deleteRecord(
  tx: Queryable,
  writer: Writer,
  definition: ResourceDefinition,
  row: Row,
  definitions: readonly ResourceDefinition[],
): Promise<void> {
  const uses = await usesOf(tx, definition, row.id, definitions);
  if (uses.length) throw inUse(uses);
  const { caller, organizationId } = writer;
  await hooksFor(definition).beforeDelete?.(tx, { caller, definition, organizationId, writer }, row);
  await deleteRow(tx, definition, row, actorOf(writer));
  await announceWrite(tx, storageOf(definition), row.id);
}
