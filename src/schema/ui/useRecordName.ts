/**
 * A record's name where it is picked or shown as a reference: its representation field, with the
 * definition's `representationDetail` after it in the user's language ("Livsmedel (12 %)").
 */
import { useMemo } from 'react';
import type { RaRecord } from 'react-admin';
import { useRegistry } from './EngineContext';
import { useFormat } from './useFormat';

/** The namer of `resource`'s records, or undefined when its representation alone names them. */
export function useRecordName(resource: string): ((record: RaRecord) => string) | undefined {
  const definition = useRegistry().get(resource);
  const format = useFormat();
  // The same namer while the definition and the language are: a list's cells render again only for new records.
  return useMemo(() => {
    const detail = definition?.representationDetail;
    if (!definition || !detail) return undefined;
    return (record: RaRecord) => {
      const name = String(record[definition.representation] ?? record.id);
      const value = record[detail.field];
      if (typeof value !== 'number') return name;
      const figure = detail.percent
        ? format.number(value / 100, { style: 'percent', maximumFractionDigits: 2 })
        : format.number(value);
      return `${name} (${figure})`;
    };
  }, [definition, format]);
}
