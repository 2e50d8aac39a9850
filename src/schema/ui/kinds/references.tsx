/** Several records of another resource: an autocomplete of chips, shown as chips linked when allowed. */
import { ReferenceArrayField, SingleFieldList, useRecordContext } from 'react-admin';
import type { ReferenceField } from '../../types';
import { useReferenceName, useRegistry } from '../EngineContext';
import { ReferenceSelect } from './family-reference';
import type { KindValueProps, UiKind } from './kind';
import { useRecordLink } from '../useRecordLink';
import { Tag } from '../Tag';

/** One referenced record's name, as a tag (react-admin's ChipField, without MUI's Chip). */
function NameTag({ source }: { source: string }) {
  const record = useRecordContext();
  const value = record?.[source] as unknown;
  if (value === undefined || value === null || value === '') return null;
  return <Tag sx={{ m: 0.5, cursor: 'inherit' }}>{String(value)}</Tag>;
}

function ReferencesValue({ source, field }: KindValueProps<ReferenceField>) {
  const reference = useReferenceName(field.reference);
  const representation = useRegistry().get(field.reference)?.representation ?? 'id';
  const link = useRecordLink(reference);
  return (
    <ReferenceArrayField source={source} reference={reference}>
      <SingleFieldList linkType={link ?? false}>
        <NameTag source={representation} />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

export const references: UiKind<ReferenceField> = { Input: ReferenceSelect, Value: ReferencesValue };
