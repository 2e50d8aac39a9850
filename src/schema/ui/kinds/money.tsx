/** Money in minor units: typed and shown in major units for the user's language, in the record's currency. */
import type { NumberField } from '../../types';
import { numberKind } from './family-number';
import { MoneyInput } from './inputs';
import type { UiKind } from './kind';

export const money: UiKind<NumberField> = {
  ...numberKind((format, value, record) =>
    format.money(value, typeof record.currency === 'string' ? record.currency : undefined),
  ),
  Input: ({ field: _field, choiceKey: _key, ...props }) => <MoneyInput {...props} />,
};
