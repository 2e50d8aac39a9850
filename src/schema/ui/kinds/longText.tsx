/** Several lines of text: a growing text area. */
import { TextInput } from './inputs';
import type { TextField } from '../../types';
import { TextValue } from './family-text';
import type { UiKind } from './kind';

export const longText: UiKind<TextField> = {
  Input: ({ field: _field, choiceKey: _key, ...props }) => <TextInput {...props} multiline minRows={3} />,
  Value: TextValue,
};
