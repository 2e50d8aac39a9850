/** A file: uploaded through the drop zone, shown as a download link. */
import { FileField } from 'react-admin';
import type { UploadField } from '../../types';
import { LazyUploadInput } from './family-upload';
import type { UiKind } from './kind';

export const file: UiKind<UploadField> = {
  Input: LazyUploadInput,
  Value: ({ source }) => <FileField source={`${source}.src`} title={`${source}.title`} target="_blank" />,
};
