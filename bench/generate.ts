/**
 * Records of any resource made from its definition alone, so the bench follows the registry: products
 * once src/resources/products.ts exists, the largest list resource until then. Each field gets a value
 * of its kind within its constraints; a value the field's own validation refuses is replaced by the next
 * candidate, and an optional field with no valid candidate is left out. Whole records are then judged
 * by the API's own `prepareData` (the same validation and defaults as a POST) before they are stored.
 */
import { kindOf, type Sample } from '../src/schema/kinds/index.ts';
import type { FieldDefinition, ResourceDefinition, ScalarField } from '../src/schema/types.ts';
import { fieldSchema } from '../src/schema/validation.ts';

export type Generator = Sample;

/** References of a field, resolved by the caller (ids of the target resource in the organization). */
export type ReferenceIds = (resource: string) => readonly string[];

/** A field's candidate values: its default, else its kind's samples (src/schema/kinds/). */
function scalarCandidates(
  definition: ResourceDefinition,
  source: string,
  field: ScalarField,
  refs: ReferenceIds,
  row = 0,
): Generator[] {
  if (field.default !== undefined) return [() => structuredClone(field.default)];
  return kindOf(field).samples({ definition, source, field, refs, row });
}

/** Sub-record rows: enum values distinct per row (days), times ascending within a row (opens < closes). */
function subRecordCandidates(
  definition: ResourceDefinition,
  field: Extract<FieldDefinition, { kind: 'subRecords' }>,
  refs: ReferenceIds,
): Generator[] {
  const subs = Object.entries(field.fields);
  const enumSizes = subs.flatMap(([, f]) => (f.kind === 'enum' ? [Object.keys(f.values).length] : []));
  const rows = Math.max(
    field.minRows ?? (field.required ? 1 : 0),
    Math.min(field.maxRows ?? 5, 5, ...enumSizes),
  );
  if (rows === 0) return [];
  const makeRow = (i: number, r: number): Record<string, unknown> | undefined => {
    const out: Record<string, unknown> = {};
    let timeIndex = 0;
    for (const [source, sub] of subs) {
      const candidates =
        sub.kind === 'enum'
          ? [() => Object.keys(sub.values)[r % Object.keys(sub.values).length]]
          : scalarCandidates(definition, source, sub, refs, sub.kind === 'time' ? timeIndex++ : 0);
      const value = candidates[0]?.(i + r);
      if (value === undefined) {
        if (sub.required) return undefined;
        continue;
      }
      out[source] = value;
    }
    return out;
  };
  return [
    (i) => {
      const made = Array.from({ length: rows }, (_, r) => makeRow(i, r));
      return made.every(Boolean) ? made : undefined;
    },
  ];
}

export interface RecordPlan {
  /** Generators of the fields that get a value. */
  fields: Record<string, Generator>;
  /** Optional fields left out, and why. */
  omitted: string[];
}

async function fieldAccepts(field: FieldDefinition, value: unknown): Promise<boolean> {
  if (value === undefined) return false;
  try {
    await fieldSchema(field, 'create').validate(value, { strict: true });
    return true;
  } catch {
    return false;
  }
}

/** Chooses, per writable field, the first candidate its validation accepts for the first few records. */
export async function planRecords(definition: ResourceDefinition, refs: ReferenceIds): Promise<RecordPlan> {
  const fields: Record<string, Generator> = {};
  const omitted: string[] = [];
  for (const [source, field] of Object.entries(definition.fields)) {
    if (field.compute || field.readOnly || field.create === false) continue;
    const candidates =
      field.kind === 'subRecords'
        ? subRecordCandidates(definition, field, refs)
        : scalarCandidates(definition, source, field, refs);
    let chosen: Generator | undefined;
    for (const candidate of candidates) {
      const samples = [0, 1, 99_999].map(candidate);
      if ((await Promise.all(samples.map((v) => fieldAccepts(field, v)))).every(Boolean)) {
        chosen = candidate;
        break;
      }
    }
    if (chosen) fields[source] = chosen;
    else if (field.required)
      throw new Error(
        `bench: cannot make a valid value for the required field ${definition.name}.${source} (${field.kind})`,
      );
    else omitted.push(source);
  }
  return { fields, omitted };
}

export function makeRecord(plan: RecordPlan, i: number): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [source, generate] of Object.entries(plan.fields)) {
    const value = generate(i);
    if (value !== undefined) record[source] = value;
  }
  return record;
}

/**
 * The resources the bench may fill, best first: `products` when it exists; then the organization-scoped
 * list resources with the most fields (today: stores). BENCH_RESOURCE names one explicitly. The caller
 * takes the first whose records can be generated (a required password or upload cannot be).
 */
export function rankResources(
  definitions: readonly ResourceDefinition[],
  wanted = process.env.BENCH_RESOURCE,
): ResourceDefinition[] {
  if (wanted) {
    const named = definitions.find((d) => d.name === wanted);
    if (!named) throw new Error(`bench: BENCH_RESOURCE=${wanted} is not a resource of src/resources/`);
    return [named];
  }
  const listable = definitions.filter(
    (d) => d.scope === 'organization' && d.routes.length > 0 && d.access.list !== false,
  );
  const size = (d: ResourceDefinition) => (d.name === 'products' ? Infinity : Object.keys(d.fields).length);
  const ranked = [...listable].sort((a, b) => size(b) - size(a) || a.name.localeCompare(b.name));
  if (ranked.length === 0) throw new Error('bench: no organization-scoped list resource in src/resources/');
  return ranked;
}
