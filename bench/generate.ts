/**
 * Records of any resource made from its definition alone, so the bench follows the registry: products
 * once src/resources/products.ts exists, the largest list resource until then. Each field gets a value
 * of its kind within its constraints; a value the field's own validation refuses is replaced by the next
 * candidate, and an optional field with no valid candidate is left out. Whole records are then judged
 * by the API's own `prepareData` (the same validation and defaults as a POST) before they are stored.
 */
import type { FieldDefinition, ResourceDefinition, ScalarField } from '../src/schema/types.ts';
import { fieldSchema } from '../src/schema/validation.ts';

export type Generator = (i: number) => unknown;

/** References of a field, resolved by the caller (ids of the target resource in the organization). */
export type ReferenceIds = (resource: string) => readonly string[];

const WORDS = [
  'Norr',
  'Söder',
  'Väster',
  'Öster',
  'Centrum',
  'Hamnen',
  'Torget',
  'Parken',
  'Bron',
  'Kvarnen',
  'Ängen',
  'Skogen',
  'Sjön',
  'Backen',
  'Gläntan',
  'Lunden',
];
const STREETS = [
  'Götgatan',
  'Hornsgatan',
  'Odengatan',
  'Kungsgatan',
  'Drottninggatan',
  'Sveavägen',
  'Storgatan',
  'Ringvägen',
  'Vasagatan',
  'Linnégatan',
];
const CITIES = [
  ['118 46', 'Stockholm'],
  ['411 19', 'Göteborg'],
  ['211 22', 'Malmö'],
  ['753 20', 'Uppsala'],
  ['702 10', 'Örebro'],
  ['582 24', 'Linköping'],
] as const;

const pad = (i: number) => String(i).padStart(6, '0');
const pick = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
/** A deterministic spread over [0, 1) (golden-ratio sequence). */
const spread = (i: number) => (i * 0.6180339887498949) % 1;

function textCandidates(definition: ResourceDefinition, source: string, field: ScalarField): Generator[] {
  const word = (i: number) => pick(WORDS, Math.floor(i / 7));
  const labelOf = definition.label.one.sv;
  const slug = (i: number) => `${source.toLowerCase().replace(/[^a-z0-9]/g, '') || 'x'}-${pad(i)}`;
  switch (field.kind) {
    case 'email':
      return [(i) => `bench.${pad(i)}@kaffebaren.se`];
    case 'phone':
      return [
        (i) => `+4670${String(1000000 + (i % 9000000)).padStart(7, '0')}`,
        (i) => `070-${String(1000000 + (i % 9000000)).padStart(7, '0')}`,
      ];
    case 'url':
      return [(i) => `https://kaffebaren.se/${slug(i)}`];
    case 'password':
      return [];
    case 'longText':
      return [(i) => `${labelOf} ${word(i)} ${pad(i)}: skapad för prestandatest med många poster.`];
    default:
      break;
  }
  const identifying = Boolean(field.unique) || definition.representation === source || field.searchable;
  if (/address/i.test(source)) {
    return [
      (i) => {
        const [zip, city] = pick(CITIES, i);
        return `${pick(STREETS, i)} ${(i % 120) + 1}, ${zip} ${city}`;
      },
    ];
  }
  return [
    identifying ? (i) => `${labelOf} ${word(i)} ${pad(i)}` : (i) => `${word(i)} ${(i % 97) + 1}`,
    (i) => `${word(i)} ${pad(i)}`,
    slug,
    (i) => `B${pad(i)}`,
  ];
}

function numberCandidates(field: ScalarField & { min?: number; max?: number }): Generator[] {
  const min = field.min ?? 0;
  if (field.kind === 'percentage') return [(i) => pick([0, 6, 12, 25], i)];
  if (field.kind === 'money') {
    const low = Math.max(min, 100);
    const high = field.max ?? 250_000;
    return [(i) => Math.round(low + spread(i) * (high - low))];
  }
  const max = field.max ?? min + 1000;
  if (field.kind === 'integer') return [(i) => Math.round(min + spread(i) * (max - min))];
  return [(i) => Math.round((min + spread(i) * (max - min)) * 10_000) / 10_000];
}

function scalarCandidates(
  definition: ResourceDefinition,
  source: string,
  field: ScalarField,
  refs: ReferenceIds,
  row = 0,
): Generator[] {
  if (field.default !== undefined) return [() => structuredClone(field.default)];
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'url':
    case 'password':
      return textCandidates(definition, source, field);
    case 'number':
    case 'integer':
    case 'money':
    case 'percentage':
      return numberCandidates(field);
    case 'boolean':
      return [(i) => i % 3 !== 0];
    case 'date':
      return [(i) => new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10)];
    case 'datetime':
      return [(i) => new Date(Date.UTC(2025, 0, 1) + (i % 525_600) * 60_000).toISOString()];
    case 'time':
      return [() => `${String(8 + row * 9).padStart(2, '0')}:00`];
    case 'enum': {
      const keys = Object.keys(field.values);
      if (keys.length === 0) return [];
      return field.multiple ? [(i) => [pick(keys, i)]] : [(i) => pick(keys, i)];
    }
    case 'reference':
    case 'references': {
      const ids = refs(field.reference);
      if (ids.length === 0) return [];
      const count = field.kind === 'references' ? Math.max(field.minItems ?? 1, 1) : 1;
      const many = (i: number) =>
        Array.from({ length: Math.min(count, ids.length) }, (_, k) => pick(ids, i + k));
      return field.kind === 'references' ? [many] : [(i) => pick(ids, i)];
    }
    case 'image':
    case 'file':
      return [];
  }
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
