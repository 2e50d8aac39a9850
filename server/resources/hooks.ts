/**
 * Server-side hooks of a storage (the records of `definition.storage ?? definition.name`): what a
 * resource file cannot say as plain data because it needs the server: other tables (a user's password
 * goes to `credentials`), or rows a caller may see decided by a join. Most resources have none.
 * The generic handlers (routes.ts) call them; each hook is optional. This file holds the contract
 * only; the hooks are registered by storage name in storage-hooks.ts (so a hook module can import
 * these types without an import cycle).
 */
import type { RawBuilder, SqlBool } from 'kysely';
import type { FieldsOf } from '../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Caller } from '../http/env.ts';
import type { ApiError } from '../http/errors.ts';
import type { Row } from './storage.ts';
import type { Writer } from './writer.ts';

export interface HookContext {
  caller: Caller;
  definition: ResourceDefinition;
  /** The organization the request acts in (organization-scoped resources), else null. */
  organizationId: string | null;
}

/** A stored row whose fields are typed by the definition its storage keeps (RecordOf without the system fields). */
export interface RowOf<R> extends Omit<Row, 'data'> {
  data: R;
}

type Fields = Record<string, unknown>;

/** A hook's context inside a write: the records it writes go through the write path with `writer`. */
export interface WritingContext extends HookContext {
  /** The write's writer (server/resources/write-record.ts), for the other records the hook writes. */
  writer: Writer;
}

export interface WriteContext<R = Fields> extends WritingContext {
  mode: 'create' | 'edit';
  /** The stored row before an update. */
  before?: RowOf<R>;
}

export interface ActionContext<R = Fields> extends WritingContext {
  /** The record action's name (its definition's `actions` key). */
  action: string;
  /** The stored row before the step. */
  before: RowOf<R>;
  /** Who takes the step, as history names it. */
  actor: string;
}

export interface StorageHooks<R = Fields> {
  /** A SQL condition on the rows the caller may list; null: no limit. */
  listCondition?(ctx: HookContext): RawBuilder<SqlBool> | null;
  /** Whether the caller may see and touch this row (reads, history, updates, deletes); false answers 404. */
  rowVisible?(db: Queryable, ctx: HookContext, row: RowOf<R>): Promise<boolean>;
  /**
   * Before a create or update is stored, in its transaction, after validation: may refuse (throw an
   * ApiError) or take values out of `data`. May answer a function run after the row is written.
   */
  beforeWrite?(
    tx: Queryable,
    ctx: WriteContext<R>,
    data: R,
  ): Promise<((row: RowOf<R>) => Promise<void>) | void>;
  /**
   * A record action's step, judged and about to be stored, in its transaction: may refuse (throw an
   * ApiError), change `data` (a null removes a field) and write other records. Returning an ApiError
   * refuses the step after storing `data` (why a save in the CRM failed, kept on the agreement).
   */
  beforeAction?(tx: Queryable, ctx: ActionContext<R>, data: R): Promise<ApiError | void>;
  /** Before a delete, in its transaction: may refuse, or clean up what lives outside the records. */
  beforeDelete?(tx: Queryable, ctx: WritingContext, row: RowOf<R>): Promise<void>;
  /**
   * After a create, update or delete of the record `id` has ended, committed or not (outside its
   * transaction), here or in another API process (null: any record): forget what the server keeps in
   * memory about the record.
   */
  afterWrite?(db: Db, id: string | null): void;
}

/**
 * A storage's hooks, typed by the definition whose records the storage keeps: `data.quantity` is a
 * number, `row.data.groups` the declared values. A value the client may not send is absent, and
 * `delete` takes a field out before it is stored. The registry keeps them untyped (storage-hooks.ts).
 */
export function storageHooks<D extends { fields: object }>(
  _definition: D,
  hooks: StorageHooks<Partial<FieldsOf<D>>>,
): StorageHooks {
  return hooks as StorageHooks;
}
