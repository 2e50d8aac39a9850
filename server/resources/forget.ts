/** What the server keeps in memory of a storage and its records, forgotten after a write to them. */
import type { Db } from '../db/db.ts';
import { forgetLookups } from './compute.ts';
import { allStorageHooks, hooksOfStorage } from './storage-hooks.ts';

/** After a write to `storage` (null: any) and its record `id` (null: any), here or in another process. */
export function forgetWrite(db: Db, storage: string | null, id: string | null): void {
  forgetLookups(db, storage);
  if (storage === null) {
    for (const hooks of allStorageHooks()) hooks.afterWrite?.(db, null);
    return;
  }
  hooksOfStorage(storage).afterWrite?.(db, id);
}
