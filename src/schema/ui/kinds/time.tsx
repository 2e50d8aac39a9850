/** A time of day: a time picker, kept as HH:MM, shown as stored. */
import { TimeInput } from './inputs';
import type { TemporalField } from '../../types';
import { TextValue } from './family-text';
import type { UiKind } from './kind';

const keepTime = (value: string) => value || null;

export const time: UiKind<TemporalField> = {
  Input: ({ field: _field, choiceKey: _key, ...props }) => <TimeInput {...props} parse={keepTime} />,
  Value: TextValue,
};
