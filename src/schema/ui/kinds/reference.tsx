/** One record of another resource: an autocomplete, shown as its name, linked when the user may open it. */
import { ReferenceField } from 'react-admin';
import type { ReferenceField as ReferenceDefinition } from '../../types';
import { useReferenceName } from '../EngineContext';
import { ReferenceSelect } from './family-reference';
import type { KindValueProps, UiKind } from './kind';
import { useRecordLink } from '../useRecordLink';

function ReferenceValue({ source, field }: KindValueProps<ReferenceDefinition>) {
  const reference = useReferenceName(field.reference);
  // Linked to the show (or edit) view only when the user may open it.
  return <ReferenceField source={source} reference={reference} link={useRecordLink(reference)} />;
}

export const reference: UiKind<ReferenceDefinition> = { Input: ReferenceSelect, Value: ReferenceValue };
