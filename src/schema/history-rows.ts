/**
 * What changed in a list of sub-records between two versions, as a person reads it (a history entry):
 * rows added, removed, and per changed row the fields that changed. Rows are matched by their place in
 * the list; a row is named by its first filled text field (an order line's product name), else its place.
 */
import type { ScalarField, SubRecordsField } from './types';

export interface RowFieldChange {
  source: string;
  field: ScalarField;
  from: unknown;
  to: unknown;
}

export interface RowChange {
  kind: 'added' | 'removed' | 'changed';
  row: string;
  fields: RowFieldChange[];
}

type Values = Record<string, unknown>;

const rowsOf = (value: unknown): Values[] =>
  Array.isArray(value) ? value.filter((row): row is Values => typeof row === 'object' && row !== null) : [];

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

function nameOf(field: SubRecordsField, row: Values, place: number): string {
  const named = Object.entries(field.fields).find(
    ([source, sub]) => sub.kind === 'text' && typeof row[source] === 'string' && row[source] !== '',
  );
  return named ? String(row[named[0]]) : `#${place}`;
}

export function rowChanges(field: SubRecordsField, from: unknown, to: unknown): RowChange[] {
  const before = rowsOf(from);
  const after = rowsOf(to);
  const entries = Object.entries(field.fields);
  const changes: RowChange[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const old = before[i];
    const now = after[i];
    if (!old && now) {
      const fields = entries
        .filter(([source]) => !isEmpty(now[source]))
        .map(([source, sub]) => ({ source, field: sub, from: undefined, to: now[source] }));
      changes.push({ kind: 'added', row: nameOf(field, now, i + 1), fields });
    } else if (old && !now) {
      changes.push({ kind: 'removed', row: nameOf(field, old, i + 1), fields: [] });
    } else if (old && now) {
      const fields = entries
        .filter(([source]) => !same(old[source], now[source]))
        .map(([source, sub]) => ({ source, field: sub, from: old[source], to: now[source] }));
      if (fields.length) changes.push({ kind: 'changed', row: nameOf(field, now, i + 1), fields });
    }
  }
  return changes;
}
