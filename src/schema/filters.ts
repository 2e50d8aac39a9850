/**
 * Filter operators (SPEC 9) in the simple-rest `filter` parameter: `{ "<field>_<suffix>": value }`.
 * Plain `<field>` is equality (an array: any of). `q` is the full-text search over searchable fields.
 * `<field>_empty: true|false` asks for records without (with) a value of a filterable field.
 */
import { kindOf } from './kinds';
import type { FieldDefinition, FilterOperator, ResourceDefinitionInput } from './types';

export const OPERATOR_SUFFIX: Record<Exclude<FilterOperator, 'eq'>, string> = {
  contains: 'contains',
  startsWith: 'startsWith',
  endsWith: 'endsWith',
  matches: 'matches',
  gt: 'gt',
  lt: 'lt',
};

/** The operators a field accepts (its own list, or the kind's default for `filterable: true`). */
export function operatorsFor(field: FieldDefinition): readonly FilterOperator[] {
  if (!field.filterable || field.compute) return [];
  if (Array.isArray(field.filterable)) return field.filterable;
  return kindOf(field).defaultOperators;
}

export const filterKey = (source: string, operator: FilterOperator): string =>
  operator === 'eq' ? source : `${source}_${OPERATOR_SUFFIX[operator]}`;

export interface ParsedFilter {
  source: string;
  operator: FilterOperator;
}

/** `name_contains` -> { source: 'name', operator: 'contains' }; null when the key is not a known filter. */
export function parseFilterKey(definition: ResourceDefinitionInput, key: string): ParsedFilter | null {
  const match = /^([a-zA-Z][a-zA-Z0-9]*)(?:_([a-zA-Z]+))?$/.exec(key);
  if (!match) return null;
  const [, source = '', suffix] = match;
  const field = definition.fields[source];
  if (!field) return null;
  const operator = suffix
    ? ((Object.entries(OPERATOR_SUFFIX).find(([, s]) => s === suffix)?.[0] as FilterOperator | undefined) ??
      null)
    : 'eq';
  if (!operator || !operatorsFor(field).includes(operator)) return null;
  return { source, operator };
}

export const searchableFields = (definition: ResourceDefinitionInput): string[] =>
  Object.entries(definition.fields)
    .filter(([, f]) => f.searchable && !f.compute)
    .map(([source]) => source);

/** Most rows one list request may ask for; past it the API answers 400. */
export const MAX_RANGE = 1000;
/** Most records one bulk action may touch (SPEC 5, 9). */
export const BULK_CAP = 100;
