/**
 * One of the declared values: a select, shown as its label (a coloured chip when the field says so).
 * Several values: checkboxes (up to 8 choices) or a multiple select; a list of at most one value is one
 * select kept as a one-value list.
 */
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import { Tag } from '../Tag';
import { CheckboxGroupInput, SelectArrayInput, SelectInput, WhenSelectInput } from './inputs';
import type { EnumField } from '../../types';
import type { KindInputProps, KindValueProps, UiKind } from './kind';

const firstOf = (value: unknown) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const asList = (value: unknown) => (value === '' || value === null || value === undefined ? [] : [value]);

function EnumInput({ field, choiceKey, ...props }: KindInputProps<EnumField>) {
  const choices = Object.keys(field.values).map((value) => ({ id: value, name: choiceKey(value) }));
  // Values that depend on the record's other values (`when`) are offered as those are.
  const dependent = Object.values(field.values).some((value) => value.when);
  if (!field.multiple && dependent)
    return <WhenSelectInput {...props} enumField={field} choices={choices} emptyText="" />;
  if (!field.multiple) return <SelectInput {...props} choices={choices} emptyText="" />;
  if (field.maxItems === 1)
    return <SelectInput {...props} choices={choices} emptyText="" format={firstOf} parse={asList} />;
  return choices.length <= 8 ? (
    <CheckboxGroupInput {...props} choices={choices} />
  ) : (
    <SelectArrayInput {...props} choices={choices} />
  );
}

function EnumValue({ source, field, choiceKey }: KindValueProps<EnumField>) {
  const record = useRecordContext();
  const translate = useTranslate();
  const raw = record?.[source] as unknown;
  const values = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).map(String);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {values.map((value) =>
        field.chip ? (
          <Tag key={value} color={field.values[value]?.color ?? 'default'}>
            {translate(choiceKey(value), { _: value })}
          </Tag>
        ) : (
          <span key={value}>{translate(choiceKey(value), { _: value })}</span>
        ),
      )}
    </Stack>
  );
}

export const enumKind: UiKind<EnumField> = { Input: EnumInput, Value: EnumValue };
