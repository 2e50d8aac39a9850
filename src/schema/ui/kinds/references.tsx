/** Several records of another resource: an autocomplete of chips, shown as chips linked when allowed. */
import { ChipField, ReferenceArrayField, SingleFieldList, useCanAccess } from 'react-admin';
import type { ReferenceField } from '../../types';
import { useReferenceName, useRegistry } from '../EngineContext';
import { ReferenceSelect } from './family-reference';
import type { KindValueProps, UiKind } from './kind';

function ReferencesValue({ source, field }: KindValueProps<ReferenceField>) {
  const reference = useReferenceName(field.reference);
  const representation = useRegistry().get(field.reference)?.representation ?? 'id';
  const { canAccess: canShow = false } = useCanAccess({ resource: reference, action: 'show' });
  return (
    <ReferenceArrayField source={source} reference={reference}>
      <SingleFieldList linkType={canShow ? 'show' : false}>
        <ChipField source={representation} />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

export const references: UiKind<ReferenceField> = { Input: ReferenceSelect, Value: ReferencesValue };
