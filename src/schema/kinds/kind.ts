/**
 * What a field kind is, in one place per kind (one file per family of kinds, beside this one): its SQL
 * column, how its values go to and come from the database, how it is compared and filtered. Isomorphic:
 * the API's storage and the app's filters read the same spec. The form input and the value display of a
 * kind are React and live in src/schema/ui/ (DESIGN.md 2 keeps UI out of isomorphic code).
 */
import type { FieldDefinition, FilterOperator } from '../types';

export interface KindSpec<F extends FieldDefinition = FieldDefinition> {
  /** The column's SQL type, e.g. `text`, `bigint`, `text[]`. */
  sqlType(field: F): string;
  /** CHECK conditions over the column (`col` is its quoted name), e.g. `char_length("name") <= 100`. */
  checks(field: F, col: string): string[];
  /**
   * How values are compared, sorted and made unique: `lower` (texts, case-insensitive), `plain` (the
   * column itself), `array` (a list, filtered by overlap), or `none` (not sortable or filterable).
   */
  compare: 'lower' | 'plain' | 'array' | 'none';
  /** The operators of `filterable: true`. */
  defaultOperators: readonly FilterOperator[];
  /** A value as the database driver returns it -> as the API returns it (JSON). */
  fromDb(value: unknown): unknown;
  /** A validated API value -> the query parameter stored in the column. */
  toDb(value: unknown): unknown;
}

export const identity = (value: unknown): unknown => value;

export const TEXT_OPERATORS: readonly FilterOperator[] = ['contains', 'startsWith', 'endsWith', 'eq'];
export const ORDERED_OPERATORS: readonly FilterOperator[] = ['eq', 'gt', 'lt'];
export const EQUALITY: readonly FilterOperator[] = ['eq'];

/** A SQL string literal (enum values and the like come from definitions, never from requests). */
export const sqlLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;
