/**
 * The files as a table: each name downloads its file with the user's token (an attachment needs it); a
 * contract or a report is made by the API then, in the user's language.
 */
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MouseEvent } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { DATE_TIME_PATTERN } from '../../domain/format';
import type { OrganizationFile } from '../../domain/files';
import { formatBytes } from '../../domain/validators/upload';
import type { HistoryMethod } from '../../schema/history';
import { saveFile } from '../../schema/ui/saveFile';
import { useFormat } from '../../schema/ui/useFormat';

const FORMATS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};
const COLUMNS = ['name', 'kind', 'format', 'date', 'size'] as const;
/** A file under 1 kB in bytes (formatBytes would say 0 kB), a larger one in kB or MB; a PDF made on download none. */
const sizeOf = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1024 ? `${bytes} B` : formatBytes(bytes);
/** A contract and a report are made when downloaded, in the language the user reads. */
const MADE_ON_DOWNLOAD: ReadonlySet<OrganizationFile['kind']> = new Set(['contract', 'report']);

export function FilesTable({ files }: { files: readonly OrganizationFile[] }) {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & HistoryMethod>();
  const [locale] = useLocaleState();
  const download = async (event: MouseEvent, file: OrganizationFile) => {
    event.preventDefault();
    try {
      const made = MADE_ON_DOWNLOAD.has(file.kind);
      const { blob } = await dataProvider.getFile(
        made ? `${file.url}?language=${locale === 'en' ? 'en' : 'sv'}` : file.url,
      );
      saveFile(blob, file.name);
    } catch (error) {
      notify('files.failed', { type: 'error', messageArgs: { message: (error as Error).message } });
    }
  };

  return (
    <Table size="small" aria-label={translate('files.title')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'size' ? 'right' : 'left'}>
              {translate(`files.columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {files.map((file) => (
          <TableRow key={file.id}>
            <TableCell>
              <Link
                href={file.url}
                download={file.name}
                aria-label={translate('files.download', { name: file.name })}
                onClick={(event) => void download(event, file)}
              >
                {file.name}
              </Link>
            </TableCell>
            <TableCell>{translate(`files.kinds.${file.kind}`)}</TableCell>
            <TableCell>{FORMATS[file.contentType] ?? file.contentType}</TableCell>
            <TableCell>{format.date(file.createdAt, DATE_TIME_PATTERN)}</TableCell>
            <TableCell align="right">{sizeOf(file.size)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
