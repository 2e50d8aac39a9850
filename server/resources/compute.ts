/**
 * Computed fields, evaluated per page of records with a context that reads the same organization.
 *
 * The context's lookups (`ctx.find`) are kept for a few seconds per database (config `lookupCacheMs`,
 * env LOOKUP_CACHE_MS; 0 switches it off): the stores list's stock-sync status asks for the same
 * warehouses on every request of a page. Every write to a storage through the API forgets that
 * storage's lookups after its transaction (routes.ts), so a page read after a write computes from the
 * written data. A write from elsewhere (SQL by hand, another API process on the same PostgreSQL) shows
 * in a computed value within `lookupCacheMs`. Computed values are shown, never used for access.
 */
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ComputeContext, ResourceDefinition, ResourceRecord } from '../../src/schema/types.ts';
import type { Db } from '../db/db.ts';
import { countWhere, findWhere, toRecord, type Row } from './storage.ts';
import type { DefinitionLookup } from './input.ts';

/** At most this many lookups per storage and database; the oldest goes first. */
const MAX_ENTRIES = 1000;

interface Entry {
  rows: Promise<Row[]>;
  expires: number;
}

/** Per database, per storage: the lookup's key -> its rows. */
const caches = new WeakMap<Db, Map<string, Map<string, Entry>>>();

function findCached(
  db: Db,
  target: ResourceDefinition,
  organizationId: string | null,
  where: Record<string, unknown>,
  ttlMs: number,
): Promise<Row[]> {
  if (ttlMs <= 0) return findWhere(db, target, organizationId, where);
  let byStorage = caches.get(db);
  if (!byStorage) caches.set(db, (byStorage = new Map()));
  const storage = storageOf(target);
  let cache = byStorage.get(storage);
  if (!cache) byStorage.set(storage, (cache = new Map()));
  // The definition too: definitions sharing a storage differ in their fixed filter.
  const key = JSON.stringify([target.name, organizationId, where]);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.rows;
  if (hit) cache.delete(key);
  const rows = findWhere(db, target, organizationId, where);
  const entry: Entry = { rows, expires: now + ttlMs };
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const kept = cache;
  rows.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return rows;
}

/** Forgets the kept lookups of a storage (after a write to it; null: of all): the next page reads them again. */
export function forgetLookups(db: Db, storage: string | null): void {
  if (storage === null) caches.delete(db);
  else caches.get(db)?.delete(storage);
}

export async function withComputed(
  db: Db,
  definition: ResourceDefinition,
  records: ResourceRecord[],
  organizationId: string | null,
  lookup: DefinitionLookup,
  cacheMs = 0,
): Promise<ResourceRecord[]> {
  const computed = Object.entries(definition.fields).filter(([, f]) => f.compute);
  if (computed.length === 0 || records.length === 0) return records;
  const ctx: ComputeContext = {
    async find(resource, where) {
      const target = lookup(resource);
      if (!target) throw new Error(`Unknown resource ${resource}`);
      const rows = await findCached(db, target, organizationId, where, cacheMs);
      return rows.map((row) => toRecord(target, row));
    },
    async count(resource, field, values) {
      const target = lookup(resource);
      if (!target) throw new Error(`Unknown resource ${resource}`);
      return countWhere(db, target, organizationId, field, values);
    },
  };
  // Each computes from the stored records, not from another's result: they run together, each on a
  // connection of its own (PostgreSQL's pool; the embedded database takes them in turn).
  const results = await Promise.all(computed.map(([, field]) => field.compute!(records, ctx)));
  return records.map((record, i) => {
    const out = { ...record };
    computed.forEach(([source], k) => (out[source] = results[k]![i] ?? null));
    return out;
  });
}
