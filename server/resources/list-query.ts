/**
 * The simple-rest list parameters (`sort=["name","ASC"]&range=[0,24]&filter={...}`) -> SQL conditions,
 * order and page. Every field name is checked against the definition; every value is a parameter.
 */
import { MAX_RANGE, parseFilterKey, searchableFields } from '../../src/schema/filters.ts';
import { isNormalized, storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { ApiError } from '../http/errors.ts';
import { apiError } from './api-errors.ts';
import { escapeLike, isArrayKind, isIndexable, isNumberKind, resourceLiteral, searchDocument, valueExpression } from './sql.ts';

export interface ListQuery {
  where: string[];
  params: unknown[];
  orderBy: string;
  offset: number;
  limit: number;
  /**
   * The resource's storage and organization (null: every organization, a platform resource). While
   * `where` holds only the first `scopeConditions` conditions (the resource and its organization; no
   * filter, fixed filter or row scope), the total is the stored count of these records (storage.ts).
   */
  scope: { resource: string; organizationId: string | null };
  /** -1 when the stored count cannot answer (an organization-scoped resource without an organization). */
  scopeConditions: number;
}

const SYSTEM_SORT: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at', version: 'version' };

function parseJson(value: string | undefined, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw apiError(400, 'errors.invalid_filter', { filter: name });
  }
}

export function parseRange(value: string | undefined): { offset: number; limit: number } {
  const range = parseJson(value, 'range') ?? [0, 24];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n))) throw apiError(400, 'errors.invalid_range');
  const [first, last] = range as [number, number];
  if (first < 0 || last < first) throw apiError(400, 'errors.invalid_range');
  if (last - first + 1 > MAX_RANGE) throw apiError(400, 'errors.range_too_large', { max: MAX_RANGE });
  return { offset: first, limit: last - first + 1 };
}

function parseSort(definition: ResourceDefinition, value: string | undefined): string {
  const fallback = definition.list?.sort ?? { field: 'createdAt', order: 'DESC' as const };
  const sort = parseJson(value, 'sort') ?? [fallback.field, fallback.order];
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw apiError(400, 'errors.invalid_sort');
  }
  const [source, rawOrder] = sort as [string, string];
  const order = rawOrder.toUpperCase();
  // Exactly the derived index's columns in its order (indexes.ts), or all of them reversed, so the page
  // is read from the index: empty values come last going up and first going down (PostgreSQL's order).
  const system = SYSTEM_SORT[source];
  if (system) return `${system} ${order}, id ${order}`;
  const field = definition.fields[source];
  if (!field || !field.sortable || !isIndexable(field)) throw apiError(400, 'errors.invalid_sort', undefined, source);
  return `${valueExpression(source, field)} ${order}, id ${order}`;
}

/**
 * Substring search over the searchable fields: every word of `q` (split at spaces) must occur, in any
 * case, somewhere in the record's search document (served by its trigram index, indexes.ts).
 */
function searchCondition(definition: ResourceDefinition, q: unknown, params: unknown[]): string | null {
  if (typeof q !== 'string') throw apiError(400, 'errors.invalid_filter', { filter: 'q' });
  const words = q.slice(0, 200).split(/\s+/u).filter(Boolean).slice(0, 10);
  const document = searchDocument(definition);
  if (words.length === 0) return null;
  if (!document || searchableFields(definition).length === 0) throw apiError(400, 'errors.invalid_filter', { filter: 'q' });
  // A word a searchable field writes in another form (5592140635 -> 559214-0635) is looked for in that form.
  const normalizers = searchableFields(definition).flatMap((source) => {
    const field = definition.fields[source];
    return field && isNormalized(field) ? [field.normalize] : [];
  });
  const written = (word: string) => normalizers.map((normalize) => normalize(word)).find((form) => form !== word) ?? word;
  return words
    .map((word) => {
      params.push(`%${escapeLike(written(word).toLowerCase())}%`);
      return `${document} LIKE $${params.length}`;
    })
    .join(' AND ');
}

function scalar(value: unknown, numeric: boolean, key: string): string | number | boolean {
  if (numeric) {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  } else if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    return typeof value === 'string' ? value.slice(0, 500) : value;
  }
  throw apiError(400, 'errors.invalid_filter', { filter: key });
}

function filterCondition(definition: ResourceDefinition, key: string, value: unknown, params: unknown[]): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (key === 'id') {
    const ids = (Array.isArray(value) ? value : [value]).map((v) => String(v));
    params.push(ids);
    return `id = ANY($${params.length}::text[])`;
  }
  const parsed = parseFilterKey(definition, key);
  const field = parsed && definition.fields[parsed.source];
  if (!parsed || !field) throw apiError(400, 'errors.invalid_filter', { filter: key });
  const { source, operator } = parsed;
  const numeric = isNumberKind(field);
  if (isArrayKind(field)) {
    const values = (Array.isArray(value) ? value : [value]).map((v) => scalar(v, false, key));
    if (values.length === 1) {
      params.push(JSON.stringify(values));
      return `data->'${source}' @> $${params.length}::jsonb`;
    }
    params.push(values.map(String));
    return `data->'${source}' ?| $${params.length}::text[]`;
  }
  const expression = valueExpression(source, field);
  const written = (v: unknown) => (operator === 'eq' && typeof v === 'string' && isNormalized(field) ? field.normalize(v) : v);
  const lower = (raw: unknown) => {
    const v = written(raw);
    return typeof v === 'string' && expression.startsWith('lower') ? v.toLowerCase() : v;
  };
  if (operator === 'eq') {
    if (Array.isArray(value)) {
      params.push(value.map((v) => String(lower(scalar(v, numeric, key)))));
      return `${expression}::text = ANY($${params.length}::text[])`;
    }
    params.push(lower(scalar(value, numeric, key)));
    return `${expression} = $${params.length}`;
  }
  const operand = scalar(value, numeric, key);
  switch (operator) {
    case 'gt':
    case 'lt':
      // Dates and times are ISO text: compared as text, so the operand must start as one does.
      if ((field.kind === 'date' || field.kind === 'datetime') && !/^\d{4}-\d{2}-\d{2}/.test(String(operand))) {
        throw apiError(400, 'errors.invalid_filter', { filter: key });
      }
      params.push(operand);
      return `${expression} ${operator === 'gt' ? '>' : '<'} $${params.length}`;
    case 'matches':
      params.push(String(operand).slice(0, 200));
      return `(data->>'${source}') ~* $${params.length}`;
    default: {
      const text = escapeLike(String(operand).toLowerCase());
      params.push(operator === 'contains' ? `%${text}%` : operator === 'startsWith' ? `${text}%` : `%${text}`);
      return `lower(data->>'${source}') LIKE $${params.length}`;
    }
  }
}

export function buildListQuery(definition: ResourceDefinition, query: Record<string, string | undefined>, organizationId: string | null): ListQuery {
  // The resource as a literal, not a parameter: a plan made once for any parameters (a prepared page,
  // storage.ts) can use the resource's partial indexes only when it sees which resource it reads.
  const params: unknown[] = [];
  const where = [`resource = ${resourceLiteral(definition)}`];
  if (definition.scope === 'organization') {
    params.push(organizationId);
    where.push(`organization_id = $${params.length}`);
  }
  const platform = definition.scope !== 'organization';
  const scope = { resource: storageOf(definition), organizationId: platform ? null : organizationId };
  const scopeConditions = platform || organizationId !== null ? where.length : -1;
  where.push(...fixedFilterConditions(definition, params));
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw apiError(400, 'errors.invalid_filter', { filter: 'filter' });
  for (const [key, value] of Object.entries(filter)) {
    const condition = key === 'q' ? (value ? searchCondition(definition, value, params) : null) : filterCondition(definition, key, value, params);
    if (condition) where.push(condition);
  }
  return { where, params, orderBy: parseSort(definition, query.sort), ...parseRange(query.range), scope, scopeConditions };
}

/** The conditions of the definition's fixed filter (src/schema/types.ts `fixedFilter`). */
export function fixedFilterConditions(definition: ResourceDefinition, params: unknown[]): string[] {
  return Object.entries(definition.fixedFilter ?? {}).flatMap(([key, value]) => filterCondition(definition, key, value, params) ?? []);
}

export const isInvalidRegex = (error: unknown) =>
  !(error instanceof ApiError) && typeof error === 'object' && error !== null && (error as { code?: string }).code === '2201B';
