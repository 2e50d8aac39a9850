/**
 * SQL expressions over a record's jsonb `data`, per field kind. The same expression text is used by the
 * indexes (indexes.ts) and the queries (query.ts), so PostgreSQL can use the index.
 */
import { storageOf } from '../../src/schema/define-resource.ts';
import type { FieldDefinition, ResourceDefinition } from '../../src/schema/types.ts';

const TEXT_KINDS = new Set(['text', 'longText', 'email', 'phone', 'url']);
const NUMBER_KINDS = new Set(['number', 'integer', 'money', 'percentage']);

/** Field names are checked by defineResource (letters and digits), so they are safe inside quotes. */
const raw = (source: string) => `(data->>'${source}')`;

export const isTextKind = (field: FieldDefinition) => TEXT_KINDS.has(field.kind);
export const isNumberKind = (field: FieldDefinition) => NUMBER_KINDS.has(field.kind);
/** Stored as a JSON array (enum with `multiple`, references). */
export const isArrayKind = (field: FieldDefinition) =>
  field.kind === 'references' || field.kind === 'subRecords' || (field.kind === 'enum' && field.multiple === true);

/** The expression a field is sorted and compared by: texts case-insensitive, numbers as numbers. */
export function valueExpression(source: string, field: FieldDefinition): string {
  if (isTextKind(field)) return `lower${raw(source)}`;
  if (isNumberKind(field)) return `(${raw(source)}::numeric)`;
  if (field.kind === 'boolean') return `(${raw(source)}::boolean)`;
  return raw(source);
}

/** Whether a field can have a btree index / be sorted (scalars only). */
export const isIndexable = (field: FieldDefinition) =>
  !field.compute && !isArrayKind(field) && !['image', 'file', 'password'].includes(field.kind);

/**
 * The document of the search (`q`): the searchable fields, joined by spaces and lower-cased. A GIN
 * trigram index over it (indexes.ts) serves `LIKE '%word%'` (list-query.ts), so any part of a value is
 * found: "baren" finds "Kaffebaren", "l-25004" finds "L-25004".
 */
export function searchDocument(definition: ResourceDefinition): string | null {
  const sources = Object.entries(definition.fields)
    .filter(([, f]) => f.searchable && !f.compute && !isArrayKind(f))
    .map(([source]) => `coalesce(${raw(source)}, '')`);
  return sources.length ? `lower(${sources.join(` || ' ' || `)})` : null;
}

/** `'stores'` (its storage) as a SQL literal; resource and storage names are checked by defineResource. */
export const resourceLiteral = (definition: ResourceDefinition) => `'${storageOf(definition)}'`;

/** An index name within PostgreSQL's 63 characters, stable for the same input. */
export function indexName(...parts: string[]): string {
  const name = `rx_${parts.join('_')}`.replace(/[^a-zA-Z0-9_]/g, '_').toLowerCase();
  if (name.length <= 63) return name;
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 54)}_${hash.toString(36)}`;
}

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
