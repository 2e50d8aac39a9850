/** Text inputs of one HTML type, shown as plain text. */
import { TextField } from 'react-admin';
import { TextInput } from './inputs';
import type { TextField as TextDefinition } from '../../types';
import type { KindInputProps, KindValueProps, UiKind } from './kind';

function inputOf(type: string) {
  return function KindTextInput({
    field: _field,
    choiceKey: _key,
    ...props
  }: KindInputProps<TextDefinition>) {
    return <TextInput {...props} type={type} />;
  };
}

export function TextValue({ source }: KindValueProps<unknown>) {
  return <TextField source={source} />;
}

export const textKind = (type: string): UiKind<TextDefinition> => ({
  Input: inputOf(type),
  Value: TextValue,
});
