/** An instant: typed in the user's time zone, stored in UTC, shown in the user's language. */
import { DateTimeInput } from './inputs';
import type { TemporalField } from '../../types';
import { DateValue } from './family-temporal';
import type { UiKind } from './kind';

const toIso = (value: string) => (value ? new Date(value).toISOString() : null);

export const datetime: UiKind<TemporalField> = {
  Input: ({ field: _field, choiceKey: _key, ...props }) => <DateTimeInput {...props} parse={toIso} />,
  Value: ({ source }) => <DateValue source={source} withTime />,
};
