/** Text inputs of one HTML type, shown as plain text. */
import { TextField, useFieldValue } from 'react-admin';
import { useInTableCell } from '../inTableCell';
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
  return useInTableCell() ? <CellText source={source} /> : <TextField source={source} />;
}

/** The text in a table cell, turned to a string as react-admin's TextField does. */
function CellText({ source }: { source: string }) {
  const value: unknown = useFieldValue({ source });
  if (value === null || value === undefined || value === '') return null;
  return <span>{typeof value === 'string' ? value : String(value)}</span>;
}

export const textKind = (type: string): UiKind<TextDefinition> => ({
  Input: inputOf(type),
  Value: TextValue,
});
