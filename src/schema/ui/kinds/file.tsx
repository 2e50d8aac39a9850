/**
 * A file: uploaded through the drop zone, shown as a link that downloads it. The bytes are fetched through
 * the data provider with the user's token (`getFile`, src/schema/history.ts): a document is served only
 * to those who may read its record (docs/security.md), so a plain link, which sends no token, would fail.
 */
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useDataProvider, useFieldValue, useNotify, type DataProvider } from 'react-admin';
import type { HistoryMethod } from '../../history';
import type { UploadField } from '../../types';
import { saveFile } from '../saveFile';
import { LazyUploadInput } from './family-upload';
import type { KindValueProps, UiKind } from './kind';

function FileValue({ source }: KindValueProps<UploadField>) {
  const value = useFieldValue({ source }) as { src?: unknown; title?: unknown } | null | undefined;
  const dataProvider = useDataProvider<DataProvider & HistoryMethod>();
  const notify = useNotify();
  const src = typeof value?.src === 'string' ? value.src : null;
  if (!src) return null;
  const title = typeof value?.title === 'string' && value.title ? value.title : (src.split('/').pop() ?? src);
  const download = async (event: MouseEvent) => {
    event.preventDefault();
    try {
      const { blob, fileName } = await dataProvider.getFile(src);
      saveFile(blob, fileName ?? title);
    } catch (error) {
      notify('engine.file.failed', { type: 'error', messageArgs: { message: (error as Error).message } });
    }
  };
  return (
    <Link href={src} onClick={(event) => void download(event)} download={title}>
      {title}
    </Link>
  );
}

export const file: UiKind<UploadField> = {
  Input: LazyUploadInput,
  Value: FileValue,
};
