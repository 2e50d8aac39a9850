/**
 * The storage hooks (hooks.ts) by storage name, `definition.storage ?? definition.name`, as the features
 * declare them (server/features/<name>/feature.ts `hooks`); the app registers them when it is made
 * (server/app.ts). Most storages have none. Two features hooking one storage is an error at start.
 */
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { StorageHooks } from './hooks.ts';

let registered: ReadonlyMap<string, StorageHooks> = new Map();

/** Replaces the registered hooks by those `owners` declare (owner name -> hooks by storage). */
export function registerStorageHooks(
  owners: readonly { name: string; hooks?: Readonly<Record<string, StorageHooks>> }[],
): void {
  const hooks = new Map<string, StorageHooks>();
  const ownerOf = new Map<string, string>();
  for (const { name, hooks: declared } of owners) {
    for (const [storage, storageHooks] of Object.entries(declared ?? {})) {
      const other = ownerOf.get(storage);
      if (other) throw new Error(`Both ${other} and ${name} declare hooks of the storage ${storage}`);
      ownerOf.set(storage, name);
      hooks.set(storage, storageHooks);
    }
  }
  registered = hooks;
}

export const hooksOfStorage = (storage: string): StorageHooks => registered.get(storage) ?? {};

export const allStorageHooks = (): StorageHooks[] => [...registered.values()];

export const hooksFor = (definition: ResourceDefinition): StorageHooks =>
  hooksOfStorage(definition.storage ?? definition.name);
