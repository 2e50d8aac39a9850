/** An email address: an email keyboard, shown as a mailto link. */
import { EmailField } from 'react-admin';
import type { TextField } from '../../types';
import { textKind } from './family-text';
import type { UiKind } from './kind';

export const email: UiKind<TextField> = {
  ...textKind('email'),
  Value: ({ source }) => <EmailField source={source} />,
};
