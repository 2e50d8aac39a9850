/**
 * Which records of a resource a read concerns: its organization and fixed filter, and a `where` of field
 * values (an array: any of) as the collection rules and reference checks give it. The same `where` is
 * judged in SQL (whereConditions) and, for records not yet written (a batch, ./batch-write.ts), in
 * memory (matchesWhere), with the same comparisons.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { tableFor } from '../storage/tables.ts';
import { fixedFilterConditions } from './list-query.ts';
import { organizationCondition } from './row-scope.ts';

export type Condition = RawBuilder<SqlBool>;

/** A definition's records visible in an organization (all, for platform resources), within its fixed filter. */
export function scopeConditions(definition: ResourceDefinition, organizationId: string | null): Condition[] {
  const own = organizationCondition(definition, organizationId);
  return [...(own ? [own] : []), ...fixedFilterConditions(definition)];
}

const wanted = (value: unknown) => (Array.isArray(value) ? value : [value]).map((v) => String(v));

/** How a field of `where` compares: as stored (ids), against an array column, or case-insensitively. */
function comparisonOf(definition: ResourceDefinition, key: string) {
  const column = tableFor(definition).bySource.get(key);
  if (!column || !definition.fields[key]) throw new Error(`Unknown field ${definition.name}.${key}`);
  const how: 'array' | 'exact' | 'lower' =
    column.kind.compare === 'array'
      ? 'array'
      : column.kind.compare === 'plain' && column.type === 'text'
        ? 'exact'
        : 'lower';
  return { column, how };
}

/** The conditions of a `where` in an organization, as findWhere and countMatching read it. */
export function whereConditions(
  definition: ResourceDefinition,
  organizationId: string | null,
  where: Record<string, unknown>,
): Condition[] {
  const conditions = scopeConditions(definition, organizationId);
  for (const [key, value] of Object.entries(where)) {
    const exact = wanted(value);
    const values = exact.map((v) => v.toLowerCase());
    if (key === 'id') {
      conditions.push(sql<SqlBool>`lower(id) = ANY(${values}::text[])`);
      continue;
    }
    const { column, how } = comparisonOf(definition, key);
    const ref = sql.ref(column.name);
    if (how === 'array') conditions.push(sql<SqlBool>`${ref} && ${values}::text[]`);
    // A reference (an id) compares as it is stored, so its index serves a rule's lookup (a group's products).
    else if (how === 'exact') conditions.push(sql<SqlBool>`${ref} = ANY(${exact}::text[])`);
    else conditions.push(sql<SqlBool>`lower(${ref}::text) = ANY(${values}::text[])`);
  }
  return conditions;
}

/**
 * Whether a record (its id and data, as the API answers them) matches `where` as whereConditions would
 * judge its stored row. The organization and fixed filter are the caller's to know.
 */
export function matchesWhere(
  definition: ResourceDefinition,
  id: string,
  data: Record<string, unknown>,
  where: Record<string, unknown>,
): boolean {
  return Object.entries(where).every(([key, value]) => {
    const exact = wanted(value);
    const values = exact.map((v) => v.toLowerCase());
    if (key === 'id') return values.includes(id.toLowerCase());
    const stored = data[key];
    if (stored === undefined || stored === null) return false;
    const { column, how } = comparisonOf(definition, key);
    if (how === 'array') return Array.isArray(stored) && stored.some((item) => values.includes(String(item)));
    if (how === 'exact') return exact.includes(String(stored));
    return values.includes(String(column.kind.toDb(stored)).toLowerCase());
  });
}
