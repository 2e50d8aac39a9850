/**
 * The simple-rest list parameters (`sort=["name","ASC"]&range=[0,24]&filter={...}`) -> conditions,
 * order and page over the storage's table. Every field name is checked against the definition and
 * mapped to its column; every value is a parameter.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { MAX_RANGE, parseFilterKey, searchableFields } from '../../src/schema/filters.ts';
import { isNormalized, storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { jsonProblem } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { tableFor, valueSql, searchSql, type TableSpec } from '../storage/tables.ts';
import { apiError, validationFailed } from './api-errors.ts';
import { organizationCondition } from './row-scope.ts';

type Condition = RawBuilder<SqlBool>;

export interface ListQuery {
  table: TableSpec;
  where: Condition[];
  orderBy: RawBuilder<unknown>;
  /** What `orderBy` orders by (an export reads the list page after page from where the last ended). */
  sortKey: SortKey;
  offset: number;
  limit: number;
  /**
   * The resource's storage and organization (null: every organization, a platform resource). While
   * `where` holds only the first `scopeConditions` conditions (its organization; no filter, fixed
   * filter or row scope), the total is the kept count of these records (storage.ts).
   */
  scope: { resource: string; organizationId: string | null };
  /** -1 when the kept count cannot answer (an organization-scoped resource without an organization). */
  scopeConditions: number;
  /**
   * False when a condition searches text (`q`, contains, starts or ends with, matches): its best plan
   * depends on the words, so it is planned for each request instead of once (storage.ts).
   */
  plannable: boolean;
}

const TEXT_OPERATORS: ReadonlySet<string> = new Set(['contains', 'startsWith', 'endsWith', 'matches']);

const SYSTEM_SORT: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  version: 'version',
};

function parseJson(value: string | undefined, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw apiError(400, 'errors.invalid_filter', { filter: name }, name);
  }
  // Too deep, too large, or a string no column can hold (NUL, a lone surrogate): 400, never a 500.
  const problem = jsonProblem(parsed);
  if (problem)
    throw apiError(400, 'errors.invalid_filter', { filter: problem.path || name }, problem.path || name);
  return parsed;
}

export function parseRange(value: string | undefined): { offset: number; limit: number } {
  const range = parseJson(value, 'range') ?? [0, 24];
  // Safe integers only: 1e20 is an integer to JSON, but no OFFSET PostgreSQL takes.
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n)))
    throw apiError(400, 'errors.invalid_range', undefined, 'range');
  const [first, last] = range as [number, number];
  if (first < 0 || last < first) throw apiError(400, 'errors.invalid_range', undefined, 'range');
  if (last - first + 1 > MAX_RANGE) throw apiError(400, 'errors.range_too_large', { max: MAX_RANGE });
  return { offset: first, limit: last - first + 1 };
}

/** What a list is ordered by: an expression (then the id) in one direction, and its SQL type. */
export interface SortKey {
  expression: string;
  type: string;
  descending: boolean;
  /** The column may be empty (a field that is not required). */
  nullable: boolean;
}

const SYSTEM_TYPES: Record<string, string> = {
  id: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  version: 'integer',
};

function parseSortKey(definition: ResourceDefinition, table: TableSpec, value: string | undefined): SortKey {
  const fallback = definition.list?.sort ?? { field: 'createdAt', order: 'DESC' as const };
  const sort = parseJson(value, 'sort') ?? [fallback.field, fallback.order];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw apiError(400, 'errors.invalid_sort', undefined, 'sort');
  }
  const [source, rawOrder] = sort as [string, string];
  const descending = rawOrder.toUpperCase() === 'DESC';
  const system = Object.hasOwn(SYSTEM_SORT, source) ? SYSTEM_SORT[source] : undefined;
  if (system) return { expression: `"${system}"`, type: SYSTEM_TYPES[system]!, descending, nullable: false };
  const field = Object.hasOwn(definition.fields, source) ? definition.fields[source] : undefined;
  const column = table.bySource.get(source);
  if (
    !field ||
    !field.sortable ||
    !column ||
    column.kind.compare === 'array' ||
    column.kind.compare === 'none'
  )
    throw apiError(400, 'errors.invalid_sort', undefined, source);
  return { expression: valueSql(column), type: column.type, descending, nullable: !field.required };
}

/**
 * Exactly a sort index's columns after the organization, in its order or all reversed (tables.ts), so
 * the page is read from the index: empty values come last going up and first going down.
 */
const orderOf = ({ expression, descending }: SortKey): RawBuilder<unknown> => {
  const order = sql.raw(descending ? 'DESC' : 'ASC');
  return sql`${sql.raw(expression)} ${order}, id ${order}`;
};

/** `%`, `_` and `\` of user text match literally in LIKE. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Substring search over the searchable fields: every word of `q` (split at spaces) must occur, in any
 * case, somewhere in the record's search document (served by its trigram index, tables.ts).
 */
function searchCondition(definition: ResourceDefinition, table: TableSpec, q: unknown): Condition | null {
  if (typeof q !== 'string') throw apiError(400, 'errors.invalid_filter', { filter: 'q' });
  const words = q.slice(0, 200).split(/\s+/u).filter(Boolean).slice(0, 10);
  const document = searchSql(table, definition);
  if (words.length === 0) return null;
  if (!document || searchableFields(definition).length === 0)
    throw apiError(400, 'errors.invalid_filter', { filter: 'q' });
  // A word a searchable field writes in another form (5592140635 -> 559214-0635) is looked for in that form.
  const normalizers = searchableFields(definition).flatMap((source) => {
    const field = definition.fields[source];
    return field && isNormalized(field) ? [field.normalize] : [];
  });
  const written = (word: string) =>
    normalizers.map((normalize) => normalize(word)).find((form) => form !== word) ?? word;
  return sql<SqlBool>`${sql.join(
    words.map((word) => sql`${sql.raw(document)} LIKE ${`%${escapeLike(written(word).toLowerCase())}%`}`),
    sql` AND `,
  )}`;
}

function scalar(value: unknown, kind: 'number' | 'boolean' | 'text', key: string): string | number | boolean {
  if (kind === 'number') {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  } else if (kind === 'boolean') {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
  } else if (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  ) {
    return typeof value === 'string' ? value.slice(0, 500) : String(value);
  }
  throw apiError(400, 'errors.invalid_filter', { filter: key }, key);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

function filterCondition(
  definition: ResourceDefinition,
  table: TableSpec,
  key: string,
  value: unknown,
): Condition | null {
  if (value === undefined || value === null || value === '') return null;
  if (key === 'id') {
    const ids = (Array.isArray(value) ? value : [value]).map((v) => String(scalar(v, 'text', key)));
    return sql<SqlBool>`id = ANY(${ids}::text[])`;
  }
  // `<field>_empty`: true for records without a value (the main groups: no parent), false for those with one.
  const empty = /^([a-zA-Z][a-zA-Z0-9]*)_empty$/.exec(key);
  if (empty) {
    const field = Object.hasOwn(definition.fields, empty[1]!) ? definition.fields[empty[1]!] : undefined;
    const column = table.bySource.get(empty[1]!);
    if (!field?.filterable || field.compute || !column || (value !== true && value !== false))
      throw apiError(400, 'errors.invalid_filter', { filter: key }, key);
    return value
      ? sql<SqlBool>`${sql.ref(column.name)} IS NULL`
      : sql<SqlBool>`${sql.ref(column.name)} IS NOT NULL`;
  }
  const parsed = parseFilterKey(definition, key);
  const field =
    parsed && Object.hasOwn(definition.fields, parsed.source) ? definition.fields[parsed.source] : undefined;
  const column = parsed ? table.bySource.get(parsed.source) : undefined;
  if (!parsed || !field || !column) throw apiError(400, 'errors.invalid_filter', { filter: key }, key);
  const { operator } = parsed;
  for (const rule of field.filterRules ?? []) {
    const problem = (Array.isArray(value) ? value : [value])
      .map((v) => (rule.check as (v: unknown) => string | null)(v))
      .find(Boolean);
    if (problem) throw validationFailed(definition, [{ field: key, key: problem }]);
  }
  const ref = sql.ref(column.name);
  const kind = ['number', 'integer', 'money', 'percentage'].includes(field.kind)
    ? 'number'
    : field.kind === 'boolean'
      ? 'boolean'
      : 'text';
  if (column.kind.compare === 'array') {
    const values = (Array.isArray(value) ? value : [value]).map((v) => String(scalar(v, 'text', key)));
    return values.length === 1
      ? sql<SqlBool>`${ref} @> ${values}::text[]`
      : sql<SqlBool>`${ref} && ${values}::text[]`;
  }
  // Dates and times are compared as their type: the operand must be one.
  const temporal =
    field.kind === 'date' ? DATE : field.kind === 'datetime' ? DATETIME : field.kind === 'time' ? TIME : null;
  const range = column.kind.range;
  const operand = (raw: unknown) => {
    const v = scalar(raw, kind, key);
    // A number the column cannot hold (past 2^31 for an integer, a fraction for a whole number) would
    // fail in the database: refused here, naming the filter.
    if (range && typeof v === 'number' && (!Number.isInteger(v) || v < range.min || v > range.max))
      throw apiError(400, 'errors.invalid_filter', { filter: key }, key);
    if (
      temporal &&
      (typeof v !== 'string' ||
        !temporal.test(v) ||
        (field.kind !== 'time' && Number.isNaN(Date.parse(v.slice(0, 10)))))
    ) {
      throw apiError(400, 'errors.invalid_filter', { filter: key }, key);
    }
    const written =
      operator === 'eq' && typeof v === 'string' && isNormalized(field) ? field.normalize(v) : v;
    return column.kind.compare === 'lower' && typeof written === 'string' ? written.toLowerCase() : written;
  };
  const cast = sql.raw(column.type);
  const expression = sql.raw(valueSql(column));
  switch (operator) {
    case 'eq':
      if (Array.isArray(value)) return sql<SqlBool>`${expression} = ANY(${value.map(operand)}::${cast}[])`;
      return sql<SqlBool>`${expression} = ${operand(value)}::${cast}`;
    case 'gt':
      return sql<SqlBool>`${expression} > ${operand(value)}::${cast}`;
    case 'lt':
      return sql<SqlBool>`${expression} < ${operand(value)}::${cast}`;
    case 'matches':
      return sql<SqlBool>`${ref}::text ~* ${String(scalar(value, 'text', key)).slice(0, 200)}`;
    default: {
      const text = escapeLike(String(scalar(value, 'text', key)).toLowerCase());
      const pattern =
        operator === 'contains' ? `%${text}%` : operator === 'startsWith' ? `${text}%` : `%${text}`;
      return sql<SqlBool>`lower(${ref}::text) LIKE ${pattern}`;
    }
  }
}

export function buildListQuery(
  definition: ResourceDefinition,
  query: Record<string, string | undefined>,
  organizationId: string | null,
): ListQuery {
  const table = tableFor(definition);
  const where: Condition[] = [];
  const own = organizationCondition(definition, organizationId);
  if (own) where.push(own);
  const platform = definition.scope !== 'organization';
  const scope = { resource: storageOf(definition), organizationId: platform ? null : organizationId };
  const scopeConditions = platform || organizationId !== null ? where.length : -1;
  where.push(...fixedFilterConditions(definition));
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw apiError(400, 'errors.invalid_filter', { filter: 'filter' });
  let plannable = true;
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q' || TEXT_OPERATORS.has(parseFilterKey(definition, key)?.operator ?? '')) plannable = false;
    const condition =
      key === 'q'
        ? value
          ? searchCondition(definition, table, value)
          : null
        : filterCondition(definition, table, key, value);
    if (condition) where.push(condition);
  }
  const sortKey = parseSortKey(definition, table, query.sort);
  return {
    table,
    where,
    orderBy: orderOf(sortKey),
    sortKey,
    ...parseRange(query.range),
    scope,
    scopeConditions,
    plannable,
  };
}

/** The conditions of the definition's fixed filter (src/schema/types.ts `fixedFilter`). */
export function fixedFilterConditions(definition: ResourceDefinition): Condition[] {
  const table = tableFor(definition);
  return Object.entries(definition.fixedFilter ?? {}).flatMap(
    ([key, value]) => filterCondition(definition, table, key, value) ?? [],
  );
}

export const isInvalidRegex = (error: unknown) =>
  !(error instanceof ApiError) &&
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '2201B';
