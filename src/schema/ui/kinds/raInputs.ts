/** The inputs the kinds edit with (react-admin's, and the money input): the chunk src/schema/ui/kinds/inputs.tsx loads. */
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
  TextInput,
  TimeInput,
} from 'react-admin';
export { MoneyInput } from '../MoneyInput';
export { WhenSelectInput } from './WhenSelectInput';
