/**
 * A CSV file's cells as field values (src/schema/csv-values.ts): the names and ids its reference columns
 * may use, each row read as the field values it holds or its problems, and a refusal as the rows'
 * problems in the importing user's language.
 */
import { csvColumns, fromCell, type CsvLocale, type CsvReferences } from '../../src/schema/csv-values.ts';
import type { FieldDefinition, RecordIssue, ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import { sql } from 'kysely';
import { dynamicQb, dynamicTable, run } from '../storage/query-builder.ts';
import { tableFor } from '../storage/tables.ts';
import { constraintError } from './constraint-errors.ts';
import { organizationCondition } from './row-scope.ts';
import type { Writer } from './write-record.ts';

export interface ImportProblem {
  /** As a spreadsheet numbers it: the header is row 1, the first data row is row 2. */
  row: number;
  column?: string;
  message: string;
}

/** How the import compares names and keys: trimmed, case-insensitive. */
export const keyOf = (text: string) => text.trim().toLocaleLowerCase('sv');

/** Names and ids of the records the file's reference columns name, within the organization. */
export async function referencesFor(
  q: Queryable,
  definition: ResourceDefinition,
  lookup: Writer['lookup'],
  organizationId: string | null,
): Promise<CsvReferences> {
  const names = new Map<string, Map<string, string>>();
  const ids = new Map<string, Map<string, string[]>>();
  for (const { field } of csvColumns(definition)) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const target = lookup(field.reference);
    if (!target || names.has(field.reference)) continue;
    const table = tableFor(target);
    const column = table.bySource.get(target.representation)?.name ?? 'id';
    const own = organizationCondition(target, organizationId);
    const rows = await run<{ id: string; name: string | null }>(
      q,
      dynamicQb
        .selectFrom(dynamicTable(table))
        .select(['id', sql<string | null>`${sql.ref(column)}::text`.as('name')])
        .$if(own !== null, (query) => query.where(own!)),
    );
    const byId = new Map<string, string>();
    const byName = new Map<string, string[]>();
    for (const row of rows) {
      const name = row.name ?? row.id;
      byId.set(row.id, name);
      byName.set(keyOf(name), [...(byName.get(keyOf(name)) ?? []), row.id]);
    }
    names.set(field.reference, byId);
    ids.set(field.reference, byName);
  }
  return {
    nameOf: (resource, id) => names.get(resource)?.get(id),
    idsOf: (resource, name) => ids.get(resource)?.get(keyOf(name)) ?? [],
  };
}

/** The problems of a refused row, in the importing user's language. */
export function problemsOf(
  error: unknown,
  row: number,
  language: CsvLocale,
  definition: ResourceDefinition,
): ImportProblem[] {
  const failure = error instanceof ApiError ? error : constraintError(definition, error);
  if (!failure) throw error;
  return failure.items.map((item) => {
    const field = item.field ? definition.fields[item.field.split(/[.[]/)[0]!] : undefined;
    return {
      row,
      ...(item.field ? { column: field?.label[language] ?? item.field } : {}),
      message: item.errorMessage[language],
    };
  });
}

/** A row's cells read as field values, or the row's problems. */
export function readRow(
  columns: ReadonlyMap<string, FieldDefinition>,
  cells: Record<string, string>,
  refs: CsvReferences,
): { values: Record<string, unknown> } | { issues: RecordIssue[] } {
  const values: Record<string, unknown> = {};
  const issues: RecordIssue[] = [];
  for (const [source, text] of Object.entries(cells)) {
    const read = fromCell(columns.get(source)!, text, refs);
    if ('issue' in read)
      issues.push({
        field: source,
        key: read.issue.key,
        ...(read.issue.params ? { params: read.issue.params } : {}),
      });
    else values[source] = read.value;
  }
  return issues.length ? { issues } : { values };
}

/** The ids of the stored records by their import key (keyOf), within the organization. */
export async function recordsByKey(
  q: Queryable,
  definition: ResourceDefinition,
  organizationId: string | null,
  key: string | undefined,
): Promise<Map<string, string>> {
  const existing = new Map<string, string>();
  if (!key) return existing;
  const table = tableFor(definition);
  const column = table.bySource.get(key)!.name;
  const own = organizationCondition(definition, organizationId);
  const found = await run<{ id: string; key: string }>(
    q,
    dynamicQb
      .selectFrom(dynamicTable(table))
      .select(['id', sql<string>`${sql.ref(column)}::text`.as('key')])
      .where(sql.ref(column), 'is not', null)
      .$if(own !== null, (query) => query.where(own!)),
  );
  for (const row of found) existing.set(keyOf(row.key), row.id);
  return existing;
}
