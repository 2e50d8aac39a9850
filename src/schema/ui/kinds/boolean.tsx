/** Yes or no: a switch, shown as a tick or a cross. */
import { BooleanField } from 'react-admin';
import { BooleanInput } from './inputs';
import type { BooleanField as BooleanDefinition } from '../../types';
import type { UiKind } from './kind';

export const boolean: UiKind<BooleanDefinition> = {
  Input: ({ source, label, helperText }) => (
    <BooleanInput source={source} label={label} helperText={helperText} />
  ),
  Value: ({ source }) => <BooleanField source={source} />,
};
