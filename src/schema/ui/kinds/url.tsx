/** An https address: shown as a link that opens in a new tab. */
import { UrlField } from 'react-admin';
import type { TextField } from '../../types';
import { textKind } from './family-text';
import type { UiKind } from './kind';

export const url: UiKind<TextField> = {
  ...textKind('url'),
  Value: ({ source }) => <UrlField source={source} target="_blank" rel="noopener noreferrer" />,
};
