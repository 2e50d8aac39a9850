/** Whether a field shows for a record's values (`shownWhen`, ./types.ts): always, when it has no condition. */
import type { FieldDefinition } from './types';

export function isShown(
  field: Pick<FieldDefinition, 'shownWhen'>,
  values: Readonly<Record<string, unknown>> | undefined,
): boolean {
  if (!field.shownWhen) return true;
  return Object.entries(field.shownWhen).every(([source, wanted]) => {
    const value = values?.[source];
    return typeof value === 'string' && wanted.includes(value);
  });
}
