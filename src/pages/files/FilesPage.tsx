/**
 * The organization's files (SPEC 6 `files`; issue 40): its attachments, images, contracts and Z reports,
 * newest first, with a search by name and a choice of kind. The list comes from the API's
 * `/api/document` (server/features/files/), which asks the same role and permission as this page's route.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { FILE_KINDS, type FileKind, type OrganizationFile } from '../../domain/files';
import { httpClient } from '../../providers/httpClient';
import { FilesTable } from './FilesTable';

export const FILES_API = '/api/document';
/** The API lists at most this many (server/features/files/uploads-listed.ts MAX_LISTED_FILES). */
const LISTED_AT_MOST = 1000;

export default function FilesPage() {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<FileKind | ''>('');
  // The kind is asked of the API: past its cap of a thousand, the Z reports would hide the rest.
  const query = useQuery({
    queryKey: ['files', kind],
    queryFn: async () =>
      (await httpClient(kind ? `${FILES_API}?kind=${kind}` : FILES_API)).json as OrganizationFile[],
    // The page and its filters stay while another kind loads.
    placeholderData: (previous) => previous,
  });

  if (query.error)
    return <Alert severity="error">{query.error.message || translate('ra.notification.http_error')}</Alert>;
  if (!query.data) return <Loading />;
  const needle = search.trim().toLocaleLowerCase();
  const shown = query.data.filter((file) => !needle || file.name.toLocaleLowerCase().includes(needle));

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('files.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('files.title')}
      </Typography>
      <Typography gutterBottom>{translate('files.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <TextField
          label={translate('files.search')}
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <TextField
          select
          label={translate('files.kindFilter')}
          size="small"
          value={kind}
          onChange={(event) => setKind(event.target.value as FileKind | '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{translate('files.allKinds')}</MenuItem>
          {FILE_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`files.kinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {query.data.length >= LISTED_AT_MOST && (
        <Alert severity="info">{translate('files.truncated', { smart_count: LISTED_AT_MOST })}</Alert>
      )}
      {shown.length === 0 ? (
        <Typography color="text.secondary">
          {translate(query.data.length === 0 && !kind ? 'files.empty' : 'files.noMatch')}
        </Typography>
      ) : (
        <FilesTable files={shown} />
      )}
    </Box>
  );
}
