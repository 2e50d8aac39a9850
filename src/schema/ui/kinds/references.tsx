/** Several records of another resource: an autocomplete of chips, shown as chips linked when allowed. */
import { ChipField, ReferenceArrayField, SingleFieldList } from 'react-admin';
import type { ReferenceField } from '../../types';
import { useReferenceName, useRegistry } from '../EngineContext';
import { ReferenceSelect } from './family-reference';
import type { KindValueProps, UiKind } from './kind';
import { useRecordLink } from '../useRecordLink';

function ReferencesValue({ source, field }: KindValueProps<ReferenceField>) {
  const reference = useReferenceName(field.reference);
  const representation = useRegistry().get(field.reference)?.representation ?? 'id';
  const link = useRecordLink(reference);
  return (
    <ReferenceArrayField source={source} reference={reference}>
      <SingleFieldList linkType={link ?? false}>
        <ChipField source={representation} />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

export const references: UiKind<ReferenceField> = { Input: ReferenceSelect, Value: ReferencesValue };
