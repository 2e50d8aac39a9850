/** Whether a record action (src/schema/types.ts RecordAction) is allowed on a record as it is. */
import type { RecordAction } from './types';

export function actionAllowed(action: RecordAction, record: Record<string, unknown>): boolean {
  if (!action.from.includes(String(record[action.field]))) return false;
  return Object.entries(action.when ?? {}).every(([field, wanted]) => {
    const value = record[field];
    const present = value !== undefined && value !== null && value !== '';
    if (wanted === 'set') return present;
    if (wanted === 'empty') return !present;
    return wanted.includes(String(value));
  });
}
