/** react-admin's inputs that the kinds edit with: the chunk src/schema/ui/kinds/inputs.tsx loads. */
export {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TimeInput,
} from 'react-admin';
