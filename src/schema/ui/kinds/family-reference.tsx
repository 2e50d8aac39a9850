/** The picker of one or several records of another resource, searched by name. */
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from './inputs';
import type { ReferenceField } from '../../types';
import { useReferenceName } from '../EngineContext';
import { useRecordName } from '../useRecordName';
import type { KindInputProps } from './kind';

export function ReferenceSelect({
  source,
  field,
  label,
  helperText,
  isRequired,
}: KindInputProps<ReferenceField>) {
  const reference = useReferenceName(field.reference);
  const optionText = useRecordName(field.reference);
  const input = { label, helperText: helperText || undefined, isRequired, ...(optionText && { optionText }) };
  return field.kind === 'references' ? (
    <ReferenceArrayInput source={source} reference={reference} filter={field.offered}>
      <AutocompleteArrayInput {...input} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={reference} filter={field.offered}>
      <AutocompleteInput {...input} />
    </ReferenceInput>
  );
}
