/**
 * The database's constraints are the last line, never the first (DESIGN.md 5): a write that got past
 * validation and broke one (two writes racing past a check, a hand-made definition change) answers
 * 4xx on the field it concerns, in sv and en, never 500.
 */
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { ApiError } from '../http/errors.ts';
import { tableFor } from '../storage/tables.ts';
import { validationFailed } from './api-errors.ts';

interface PgError {
  code?: string;
  constraint?: string;
  column?: string;
  message?: string;
}

/** The field whose column a constraint named `<prefix>_<table>_<column>_...` is on. */
function fieldOf(definition: ResourceDefinition, constraint: string): string {
  const table = tableFor(definition);
  const column = [...table.columns]
    .sort((a, b) => b.name.length - a.name.length)
    .find((c) => constraint.startsWith(`${constraint.slice(0, 3)}${table.name}_${c.name}_`));
  return column?.source ?? '';
}

export function constraintError(definition: ResourceDefinition, error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null || error instanceof ApiError) return null;
  const { code, constraint = '', column } = error as PgError;
  switch (code) {
    case '23505':
      return validationFailed(definition, [
        { field: fieldOf(definition, constraint), key: 'validation.unique' },
      ]);
    case '23514':
      return validationFailed(definition, [
        { field: fieldOf(definition, constraint), key: 'validation.not_allowed' },
      ]);
    case '23502': {
      const source = tableFor(definition).columns.find((c) => c.name === column)?.source ?? '';
      return validationFailed(definition, [{ field: source, key: 'validation.required' }]);
    }
    case '23503':
      return validationFailed(definition, [
        { field: fieldOf(definition, constraint), key: 'validation.reference_missing' },
      ]);
    default:
      return null;
  }
}
