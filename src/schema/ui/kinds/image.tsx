/** An image: uploaded through the drop zone, shown as the picture. */
import { ImageField } from 'react-admin';
import type { UploadField } from '../../types';
import { LazyUploadInput } from './family-upload';
import type { UiKind } from './kind';

export const image: UiKind<UploadField> = {
  Input: LazyUploadInput,
  Value: ({ source }) => <ImageField source={`${source}.src`} title={`${source}.title`} />,
};
