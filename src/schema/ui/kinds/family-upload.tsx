/** Uploads: the drop zone loads on first use (it is large; lists and most forms have none). */
import { lazy, Suspense } from 'react';
import type { UploadField } from '../../types';
import type { KindInputProps } from './kind';

const UploadInput = lazy(() => import('../UploadInput'));

export function LazyUploadInput({
  source,
  label,
  helperText,
  fullWidth,
  field,
}: KindInputProps<UploadField>) {
  return (
    <Suspense fallback={null}>
      <UploadInput
        source={source}
        label={label}
        helperText={helperText}
        fullWidth={fullWidth}
        field={field}
      />
    </Suspense>
  );
}
