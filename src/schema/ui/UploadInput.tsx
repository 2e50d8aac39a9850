/**
 * The input of an `image` or `file` field: react-admin's ImageInput / FileInput with the field's types
 * and size limit. A module of its own, loaded lazily by FieldInput, because the drop zone
 * (react-dropzone, file-selector) is large and most forms and every list filter have no upload.
 */
import { FileField, FileInput, ImageField, ImageInput, useTranslate } from 'react-admin';
import type { ScalarField } from '../types';

export interface UploadInputProps {
  source: string;
  label: string;
  helperText: string | false;
  fullWidth: boolean;
  field: Extract<ScalarField, { kind: 'image' | 'file' }>;
}

export default function UploadInput({ field, ...common }: UploadInputProps) {
  const accept = Object.fromEntries(field.accept.map((type) => [type, []]));
  const translate = useTranslate();
  // The drop zone's hidden <input type="file"> has no <label> of its own: name it after the field.
  const inputProps = { 'aria-label': translate(common.label) };
  return field.kind === 'image' ? (
    <ImageInput {...common} accept={accept} maxSize={field.maxBytes} inputProps={inputProps}>
      <ImageField source="src" title="title" />
    </ImageInput>
  ) : (
    <FileInput {...common} accept={accept} maxSize={field.maxBytes} inputProps={inputProps}>
      <FileField source="src" title="title" />
    </FileInput>
  );
}
