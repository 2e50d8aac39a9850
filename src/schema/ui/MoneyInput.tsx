/**
 * An amount in the user's language, stored in minor units: "18,07" in Swedish and "18.07" in English
 * both store 1807 (src/domain/money.ts). The text typed is kept as typed while it is edited (no
 * reformatting under the cursor); what is not an amount stays in the form as text, so the form's
 * validation names it on the field and nothing typed is lost.
 */
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState } from 'react-admin';
import { formatMoneyInput, parseMoneyInput } from '../../domain/money';

interface Props {
  source: string;
  label: string;
  helperText: string | boolean;
  fullWidth: boolean;
  isRequired: boolean;
}

const asLocale = (locale: string): 'sv' | 'en' => (locale === 'en' ? 'en' : 'sv');
const shown = (value: unknown, locale: 'sv' | 'en') =>
  typeof value === 'number' ? formatMoneyInput(value, locale) : typeof value === 'string' ? value : '';
const stored = (text: string, locale: 'sv' | 'en') =>
  text.trim() === '' ? null : (parseMoneyInput(text, locale) ?? text);

export function MoneyInput({ source, label, helperText, fullWidth, isRequired }: Props) {
  const [localeName] = useLocaleState();
  const locale = asLocale(localeName);
  const { id, field, fieldState } = useInput({ source });
  const [text, setText] = useState(() => shown(field.value, locale));
  // A value set from outside (the record loaded, the form reset, the language switched) is shown anew;
  // a value that is what the text already says leaves the text as typed.
  const [seen, setSeen] = useState({ value: field.value as unknown, locale });
  if (seen.value !== field.value || seen.locale !== locale) {
    setSeen({ value: field.value, locale });
    if (seen.locale !== locale || stored(text, locale) !== (field.value ?? null))
      setText(shown(field.value, locale));
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    field.onChange(stored(event.target.value, locale));
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={onChange}
      onBlur={() => {
        const value = stored(text, locale);
        if (typeof value === 'number') setText(formatMoneyInput(value, locale));
        field.onBlur();
      }}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} helperText={helperText} />}
      fullWidth={fullWidth}
      margin="dense"
      size="small"
      variant="filled"
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      className="ra-input"
    />
  );
}
