/** Number kinds: a number input within the field's bounds, shown formatted for the user's language. */
import { useRecordContext } from 'react-admin';
import { NumberInput } from './inputs';
import type { NumberField } from '../../types';
import { useFormat } from '../useFormat';
import type { KindInputProps, KindValueProps, UiKind } from './kind';

type Formatter = (
  format: ReturnType<typeof useFormat>,
  value: number,
  record: Record<string, unknown>,
) => string;

function valueOf(formatted: Formatter) {
  return function NumberValue({ source }: KindValueProps<NumberField>) {
    const record = useRecordContext();
    const format = useFormat();
    const value = record?.[source] as unknown;
    return typeof value === 'number' && record ? <span>{formatted(format, value, record)}</span> : null;
  };
}

export function NumberKindInput({ field, choiceKey: _key, ...props }: KindInputProps<NumberField>) {
  if (field.kind === 'percentage') return <NumberInput {...props} min={0} max={100} />;
  return (
    <NumberInput {...props} step={field.kind === 'number' ? undefined : 1} min={field.min} max={field.max} />
  );
}

export const numberKind = (formatted: Formatter): UiKind<NumberField> => ({
  Input: NumberKindInput,
  Value: valueOf(formatted),
});
