/**
 * The input of an `image` or `file` field: react-admin's ImageInput / FileInput with the field's types
 * and size limit. A module of its own, loaded lazily by FieldInput, because the drop zone
 * (react-dropzone, file-selector) is large and most forms and every list filter have no upload.
 *
 * A file the drop zone refuses (too large, of another type) is not dropped in silence: it stays the
 * field's value, which the form's validation refuses with its size or type and the limit
 * (`chosenFileIssue`), so the message shows at once and the form cannot be saved as if nothing happened
 * until the file is removed or another one chosen.
 */
import { useFormContext } from 'react-hook-form';
import {
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  useTranslate,
  useWrappedSource,
  type FileInputProps,
} from 'react-admin';
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
  const path = useWrappedSource(common.source);
  const { setValue, trigger } = useFormContext();
  // The drop zone's hidden <input type="file"> has no <label> of its own: name it after the field.
  const inputProps = { 'aria-label': translate(common.label) };
  const revalidate = () => void trigger(path);
  const options: FileInputProps['options'] = {
    // react-admin has emptied the field by now (its onDrop runs first): the refused file takes its place.
    onDropRejected: ([rejection]) => {
      if (!rejection) return;
      const { file } = rejection;
      const value = { rawFile: file, src: URL.createObjectURL(file), title: file.name };
      setValue(path, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    },
    onDropAccepted: revalidate,
  };
  const props = {
    ...common,
    accept,
    maxSize: field.maxBytes,
    inputProps,
    options,
    onRemove: revalidate,
  };
  return field.kind === 'image' ? (
    <ImageInput {...props}>
      <ImageField source="src" title="title" />
    </ImageInput>
  ) : (
    <FileInput {...props}>
      <FileField source="src" title="title" />
    </FileInput>
  );
}
