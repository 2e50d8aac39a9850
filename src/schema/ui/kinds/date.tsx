/** A calendar day: a date picker, shown as the day in the user's language. */
import { DateInput } from './inputs';
import type { TemporalField } from '../../types';
import { DateValue } from './family-temporal';
import type { UiKind } from './kind';

export const date: UiKind<TemporalField> = {
  Input: ({ field: _field, choiceKey: _key, ...props }) => <DateInput {...props} />,
  Value: ({ source }) => <DateValue source={source} withTime={false} />,
};
