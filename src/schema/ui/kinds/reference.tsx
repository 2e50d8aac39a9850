/** One record of another resource: an autocomplete, shown as its name, linked when the user may open it. */
import { FunctionField, ReferenceField } from 'react-admin';
import type { ReferenceField as ReferenceDefinition } from '../../types';
import { useReferenceName } from '../EngineContext';
import { ReferenceSelect } from './family-reference';
import type { KindValueProps, UiKind } from './kind';
import { useRecordLink } from '../useRecordLink';
import { useRecordName } from '../useRecordName';

function ReferenceValue({ source, field }: KindValueProps<ReferenceDefinition>) {
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

export const reference: UiKind<ReferenceDefinition> = { Input: ReferenceSelect, Value: ReferenceValue };
