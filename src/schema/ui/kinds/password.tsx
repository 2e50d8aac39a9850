/**
 * A write-only secret: on an edit form (the record exists) its helper adds that blank keeps the stored
 * value; never shown.
 */
import { useRecordContext, useTranslate } from 'react-admin';
import { PasswordInput } from './inputs';
import type { TextField } from '../../types';
import type { KindInputProps, UiKind } from './kind';

function SecretInput({
  helperText,
  isRequired,
  field: _field,
  choiceKey: _key,
  ...props
}: KindInputProps<TextField>) {
  const record = useRecordContext();
  const translate = useTranslate();
  const editing = record?.id !== undefined;
  const helper = [helperText ? translate(helperText) : '', editing ? translate('engine.keepBlank') : '']
    .filter(Boolean)
    .join('. ');
  return (
    <PasswordInput
      {...props}
      isRequired={isRequired && !editing}
      helperText={helper || false}
      autoComplete="new-password"
    />
  );
}

export const password: UiKind<TextField> = { Input: SecretInput, Value: null };
