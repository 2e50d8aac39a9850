/**
 * What a field kind is. Each kind is one file beside this one, holding everything the engine does with a
 * value of that kind outside React: its SQL column, how values go to and come from the database, how they
 * are filtered, the yup rule of one value, the CSV cell it is written as and read from, and the values
 * the bench generates for it. Isomorphic: the API and the app read the same spec. A kind's form input and
 * value display are React and live in src/schema/ui/kinds/ under the same name (DESIGN.md 2 keeps UI out
 * of isomorphic code); docs/adding-a-resource.md "Adding a field kind" lists the two files.
 */
import type * as yup from 'yup';
import type {
  FieldDefinition,
  FilterOperator,
  ResourceDefinition,
  SubRecordsField,
  ValueRule,
} from '../types';

export type CsvLocale = 'sv' | 'en';

/** What a kind builds its value schema with (src/schema/validation.ts hands it over). */
export interface SchemaBuild {
  yup: typeof yup;
  row: (field: SubRecordsField) => yup.Schema;
}

/** Names of referenced records, by resource and id (export) and ids by name (import). */
export interface CsvReferences {
  nameOf(resource: string, id: string): string | undefined;
  /** The ids of the records with this name: none, one, or several (then the name is ambiguous). */
  idsOf(resource: string, name: string): readonly string[];
}

/** What a cell could not be read as: an engine message key and its parameters. */
export interface CellIssue {
  key: string;
  params?: Record<string, string | number>;
}

export type CellRead = { value: unknown } | { issue: CellIssue };

/** A bench value of record number i (undefined: none). */
export type Sample = (i: number) => unknown;

/** What the bench knows when it asks a kind for values. */
export interface SampleContext<F> {
  definition: ResourceDefinition;
  source: string;
  field: F;
  /** Ids of the target resource's records in the organization. */
  refs: (resource: string) => readonly string[];
  /** The row of a sub-record list (times ascend within a row). */
  row: number;
}

/** The list filter's input for a kind: a text box, a number, a switch, a date, a select or a reference picker. */
export type FilterInputKind = 'text' | 'number' | 'boolean' | 'date' | 'select' | 'reference';

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
  /**
   * The numbers the column holds (integer and bigint columns): a value or filter outside is refused by
   * name, before the database would fail on it. Absent: no bound of the column's own.
   */
  range?: { min: number; max: number };
  /** The operators of `filterable: true`. */
  defaultOperators: readonly FilterOperator[];
  /** The input a list filter on this kind shows (null: not filterable). */
  filterInput: FilterInputKind | null;
  /** A value as the database driver returns it -> as the API returns it (JSON). */
  fromDb(value: unknown): unknown;
  /** A validated API value -> the query parameter stored in the column. */
  toDb(value: unknown): unknown;
  /**
   * The yup schema of one value, null allowed (`required` is the builder's), made with the builder's
   * `yup` (so a screen that only shows values never loads yup). `row` is the builder's schema of one
   * row of a sub-record list (its fields, unknown keys and row rules).
   */
  schema(field: F, build: SchemaBuild): yup.Schema;
  /** Rules of the kind: `first` before the field's own rules (a shape), `last` after them (clean text). */
  rules?: { first?: ValueRule<never>; last?: ValueRule<never> };
  /** Whether a CSV file carries the field (uploads, secrets and many-field rows do not). */
  inCsv(field: F): boolean;
  /** One value as the text of one CSV cell ('' for none). */
  toCell(field: F, value: unknown, locale: CsvLocale, refs: CsvReferences): string;
  /** One cell's trimmed, non-empty text as a value, or what is wrong with it. */
  fromCell(field: F, text: string, refs: CsvReferences): CellRead;
  /** Candidate bench values, best first; the first the field's validation accepts is used. */
  samples(context: SampleContext<F>): Sample[];
}

export const identity = (value: unknown): unknown => value;

export const TEXT_OPERATORS: readonly FilterOperator[] = ['contains', 'startsWith', 'endsWith', 'eq'];
export const ORDERED_OPERATORS: readonly FilterOperator[] = ['eq', 'gt', 'lt'];
export const EQUALITY: readonly FilterOperator[] = ['eq'];

/** A SQL string literal (enum values and the like come from definitions, never from requests). */
export const sqlLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** Header and cell words compared as a person would: trimmed, in any case. */
export const normalizedWord = (text: string): string => text.trim().toLocaleLowerCase('sv');

export const plainCell = (_field: unknown, value: unknown): string => String(value);
export const textFromCell = (_field: unknown, text: string): CellRead => ({ value: text });
export const noSamples = (): Sample[] => [];
