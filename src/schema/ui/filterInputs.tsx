/** The list's filter inputs other than the search box, loaded lazily by listFilters.tsx. */
import { BooleanInput, DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { FilterInputKind } from '../kinds/kind';
import type { FieldDefinition } from '../types';
import { FieldInput } from './FieldInput';

export interface FilterInputProps {
  source: string;
  label?: string;
  filterKind: FilterInputKind;
  choices?: { id: string; name: string }[];
  field?: FieldDefinition;
  /** What react-admin's FilterFormInput adds when it clones the element (resource, size, helperText ...). */
  [prop: string]: unknown;
}

export function FilterInput({ filterKind, choices, field, ...props }: FilterInputProps) {
  const { source } = props;
  switch (filterKind) {
    case 'number':
      return <NumberInput {...props} source={source} />;
    case 'boolean':
      return <BooleanInput {...props} source={source} />;
    case 'date':
      // A day (YYYY-MM-DD), compared with the stored ISO dates and times as text: gt is from that day on, lt before it.
      return <DateInput {...props} source={source} />;
    case 'select':
      return <SelectInput {...props} source={source} choices={choices ?? []} />;
    case 'reference':
      // FieldInput reads only its source and field, as when it was the filter element itself.
      // Not required as a filter: no required marker on its label.
      return field ? <FieldInput source={source} field={{ ...field, required: false }} /> : null;
    default:
      return <TextInput {...props} source={source} />;
  }
}
