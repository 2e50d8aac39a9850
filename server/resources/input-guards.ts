/**
 * What the API checks in a write before the shared validation (src/schema/validation.ts) sees it, so
 * that no request costs more than its size allows (docs/security.md):
 * - keys that are not fields, `__proto__`, `constructor` and the like included, are refused by name;
 * - every list-valued field has an item limit, checked before its items are, and no duplicates;
 * - uploads are judged by their bytes (uploads.ts), never by what the client says about them.
 */
import type { FieldDefinition, RecordIssue, ResourceDefinition } from '../../src/schema/types.ts';
import { SYSTEM_FIELDS } from '../../src/schema/types.ts';

/** A `references` field without its own `maxItems` holds at most this many ids. */
export const DEFAULT_MAX_REFERENCES = 1000;
/** A `subRecords` field without its own `maxRows` holds at most this many rows. */
export const DEFAULT_MAX_ROWS = 500;

const SYSTEM = new Set<string>(SYSTEM_FIELDS);

/** Whether `key` is a field of `fields` (an own key: `constructor` or `toString` is no field). */
export const isFieldKey = (fields: Readonly<Record<string, FieldDefinition>>, key: string): boolean =>
  Object.hasOwn(fields, key);

/** Keys of the body that are neither fields nor system fields: `validation.unknown_field` on each. */
export function unknownKeyIssues(
  definition: ResourceDefinition,
  body: Record<string, unknown>,
): RecordIssue[] {
  return Object.keys(body)
    .filter((key) => !isFieldKey(definition.fields, key) && !SYSTEM.has(key))
    .map((key) => ({ field: key, key: 'validation.unknown_field' }));
}

/** The most items a list-valued field may hold, and the message key past it; null for other fields. */
export function listLimit(field: FieldDefinition): { max: number; key: string } | null {
  if (field.kind === 'enum' && field.multiple) {
    const choices = Object.keys(field.values).length;
    return { max: Math.min(field.maxItems ?? choices, choices), key: 'validation.max_items' };
  }
  if (field.kind === 'references')
    return { max: field.maxItems ?? DEFAULT_MAX_REFERENCES, key: 'validation.max_items' };
  if (field.kind === 'subRecords')
    return { max: field.maxRows ?? DEFAULT_MAX_ROWS, key: 'validation.max_rows' };
  return null;
}

const duplicatesRefused = (field: FieldDefinition) =>
  (field.kind === 'enum' && field.multiple) || field.kind === 'references';

/**
 * Too many items or duplicate values in the list-valued fields of `values` (and of the rows of its
 * sub-records), found by looking at the lengths first and at each item at most once.
 */
export function listIssues(
  fields: Readonly<Record<string, FieldDefinition>>,
  values: Record<string, unknown>,
  prefix = '',
): RecordIssue[] {
  const issues: RecordIssue[] = [];
  for (const [source, field] of Object.entries(fields)) {
    const value = Object.hasOwn(values, source) ? values[source] : undefined;
    const limit = listLimit(field);
    if (!limit || !Array.isArray(value)) continue;
    const path = `${prefix}${source}`;
    if (value.length > limit.max) {
      issues.push({ field: path, key: limit.key, params: { max: limit.max } });
      continue;
    }
    if (duplicatesRefused(field)) {
      const seen = new Set<unknown>();
      if (
        value.some(
          (item) =>
            (typeof item === 'string' || typeof item === 'number') && (seen.has(item) || !seen.add(item)),
        )
      ) {
        issues.push({ field: path, key: 'validation.duplicate_items' });
      }
    }
    if (field.kind === 'subRecords') {
      value.forEach((row, index) => {
        if (typeof row === 'object' && row !== null && !Array.isArray(row))
          issues.push(...listIssues(field.fields, row as Record<string, unknown>, `${path}.${index}.`));
      });
    }
  }
  return issues;
}
