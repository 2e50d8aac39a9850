/** Computed fields, evaluated per page of records with a context that reads the same organization. */
import type { ComputeContext, ResourceDefinition, ResourceRecord } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { findWhere, toRecord } from './storage.ts';
import type { DefinitionLookup } from './input.ts';

export async function withComputed(db: Queryable, definition: ResourceDefinition, records: ResourceRecord[], organizationId: string | null, lookup: DefinitionLookup): Promise<ResourceRecord[]> {
  const computed = Object.entries(definition.fields).filter(([, f]) => f.compute);
  if (computed.length === 0 || records.length === 0) return records;
  const ctx: ComputeContext = {
    async find(resource, where) {
      const target = lookup(resource);
      if (!target) throw new Error(`Unknown resource ${resource}`);
      const rows = await findWhere(db, target, organizationId, where);
      return rows.map((row) => toRecord(target, row));
    },
  };
  const out = records.map((r) => ({ ...r }));
  for (const [source, field] of computed) {
    const values = await field.compute!(records, ctx);
    out.forEach((record, i) => (record[source] = values[i] ?? null));
  }
  return out;
}
