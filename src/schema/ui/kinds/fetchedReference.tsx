/**
 * A reference that asks for its record itself (react-admin's ReferenceField): on show pages, and in a
 * list's cell only where the page's read of the references failed (./reference.tsx). A chunk of its own:
 * a list's cells name their references from the page's records, so a list page does not carry it.
 */
import { FunctionField, ReferenceField } from 'react-admin';
import type { ReferenceField as ReferenceDefinition } from '../../types';
import { useReferenceName } from '../EngineContext';
import { useRecordLink } from '../useRecordLink';
import { useRecordName } from '../useRecordName';

export function FetchedReference({ source, field }: { source: string; field: ReferenceDefinition }) {
  const reference = useReferenceName(field.reference);
  const link = useRecordLink(reference);
  const name = useRecordName(field.reference);
  // Linked to the show (or edit) view only when the user may open it.
  return (
    <ReferenceField source={source} reference={reference} link={link}>
      {name ? <FunctionField render={name} /> : undefined}
    </ReferenceField>
  );
}
