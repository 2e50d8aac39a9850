/**
 * An enum's select whose values may depend on the record's other values (`when`): it offers those that fit
 * what the form holds now. Loads with the other inputs (./inputs.tsx), so a list never carries the form layer.
 */
import { SelectInput, type SelectInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { enumValueFits } from '../../kinds/enum';
import type { EnumField } from '../../types';

export function WhenSelectInput({
  enumField: field,
  choices = [],
  ...props
}: SelectInputProps & { enumField: EnumField; choices: { id: string; name: string }[] }) {
  const names = [...new Set(Object.values(field.values).flatMap((value) => Object.keys(value.when ?? {})))];
  // A field of a sub-record row depends on the same row's fields.
  const source = props.source ?? '';
  const prefix = source.slice(0, source.lastIndexOf('.') + 1);
  const watched = useWatch({ name: names.map((name) => `${prefix}${name}`) }) as unknown[];
  const others = Object.fromEntries(names.map((name, i) => [name, watched[i]]));
  return <SelectInput {...props} choices={choices.filter(({ id }) => enumValueFits(field, id, others))} />;
}
