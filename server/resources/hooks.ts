/**
 * Server-side hooks of a storage (the records of `definition.storage ?? definition.name`): what a
 * resource file cannot say as plain data because it needs the server: other tables (a user's password
 * goes to `credentials`), or rows a caller may see decided by a join. Most resources have none.
 * The generic handlers (routes.ts) call them; each hook is optional. This file holds the contract
 * only; the hooks are registered by storage name in storage-hooks.ts (so a hook module can import
 * these types without an import cycle).
 */
import type { RawBuilder, SqlBool } from 'kysely';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Caller } from '../http/env.ts';
import type { Row } from './storage.ts';

export interface HookContext {
  caller: Caller;
  definition: ResourceDefinition;
  /** The organization the request acts in (organization-scoped resources), else null. */
  organizationId: string | null;
}

export interface WriteContext extends HookContext {
  mode: 'create' | 'edit';
  /** The stored row before an update. */
  before?: Row;
}

export interface ActionContext extends HookContext {
  /** The record action's name (its definition's `actions` key). */
  action: string;
  /** The stored row before the step. */
  before: Row;
  /** Who takes the step, as history names it. */
  actor: string;
}

export interface StorageHooks {
  /** A SQL condition on the rows the caller may list; null: no limit. */
  listCondition?(ctx: HookContext): RawBuilder<SqlBool> | null;
  /** Whether the caller may see and touch this row (reads, history, updates, deletes); false answers 404. */
  rowVisible?(db: Queryable, ctx: HookContext, row: Row): Promise<boolean>;
  /**
   * Before a create or update is stored, in its transaction, after validation: may refuse (throw an
   * ApiError) or take values out of `data`. May answer a function run after the row is written.
   */
  beforeWrite?(
    tx: Queryable,
    ctx: WriteContext,
    data: Record<string, unknown>,
  ): Promise<((row: Row) => Promise<void>) | void>;
  /**
   * A record action's step, judged and about to be stored, in its transaction: may refuse (throw an
   * ApiError), change `data` (a null removes a field) and write other records.
   */
  beforeAction?(tx: Queryable, ctx: ActionContext, data: Record<string, unknown>): Promise<void>;
  /** Before a delete, in its transaction: may refuse, or clean up what lives outside the records. */
  beforeDelete?(tx: Queryable, ctx: HookContext, row: Row): Promise<void>;
  /**
   * After a create, update or delete of the record `id` has ended, committed or not (outside its
   * transaction), here or in another API process (null: any record): forget what the server keeps in
   * memory about the record.
   */
  afterWrite?(db: Db, id: string | null): void;
}
