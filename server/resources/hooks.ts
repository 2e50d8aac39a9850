/**
 * Server-side hooks of a storage (the records of `definition.storage ?? definition.name`): what a
 * resource file cannot say as plain data because it needs the server: other tables (a user's password
 * goes to `credentials`), or rows a caller may see decided by a join. Most resources have none.
 * The generic handlers (routes.ts) call them; each hook is optional.
 */
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Caller } from '../http/env.ts';
import { userStorageHooks } from '../users/user-hooks.ts';
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

export interface StorageHooks {
  /** A SQL condition on the rows the caller may list (parameters appended to `params`); null: no limit. */
  listCondition?(ctx: HookContext, params: unknown[]): string | null;
  /** Whether the caller may see and touch this row (reads, history, updates, deletes); false answers 404. */
  rowVisible?(db: Queryable, ctx: HookContext, row: Row): Promise<boolean>;
  /**
   * Before a create or update is stored, in its transaction, after validation: may refuse (throw an
   * ApiError) or take values out of `data`. May answer a function run after the row is written.
   */
  beforeWrite?(tx: Queryable, ctx: WriteContext, data: Record<string, unknown>): Promise<((row: Row) => Promise<void>) | void>;
  /** Before a delete, in its transaction: may refuse, or clean up what lives outside the records. */
  beforeDelete?(tx: Queryable, ctx: HookContext, row: Row): Promise<void>;
  /**
   * After a create, update or delete of the record `id` has ended, committed or not (outside its
   * transaction): forget what the server keeps in memory about the record.
   */
  afterWrite?(db: Db, id: string): void;
}

/** Hooks by storage name. */
const STORAGE_HOOKS: Readonly<Record<string, StorageHooks>> = {
  users: userStorageHooks,
};

export const hooksFor = (definition: ResourceDefinition): StorageHooks => STORAGE_HOOKS[definition.storage ?? definition.name] ?? {};
