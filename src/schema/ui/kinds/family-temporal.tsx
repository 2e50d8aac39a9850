/** A date, or a date and time, shown in the user's language. */
import { useRecordContext } from 'react-admin';
import { DATE_PATTERN } from '../../../domain/format';
import { useFormat } from '../useFormat';

export function DateValue({ source, withTime }: { source: string; withTime: boolean }) {
  const record = useRecordContext();
  const format = useFormat();
  const value = record?.[source] as unknown;
  if (typeof value !== 'string' || value === '') return null;
  return <span>{format.date(value, withTime ? undefined : DATE_PATTERN)}</span>;
}
