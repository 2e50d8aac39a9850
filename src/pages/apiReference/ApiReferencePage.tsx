/**
 * /apps/superadmin/api (issue 35): the API's own OpenAPI document (GET /api/openapi.json) for super
 * admins: the operations grouped by the part of the API that owns them, each with who may call it, a
 * search by path or summary, the details of an operation on demand (./OperationItem.tsx) and the
 * document itself to download.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { operationGroups, searchGroups, type OperationGroup, type Schemas } from './openApi';
import { OperationItem } from './OperationItem';
import { useApiDocument } from './useApiDocument';

/** Hands the document to the browser as a file, exactly as the API sent it. */
function downloadDocument(raw: string) {
  const url = URL.createObjectURL(new Blob([raw], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'openapi.json';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the address is let go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function GroupSection({ group, schemas }: { group: OperationGroup; schemas: Schemas }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {group.tag}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {translate('apiReference.count', { smart_count: group.operations.length })}
        </Typography>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}>
        {group.operations.map((row) => (
          <OperationItem key={row.key} row={row} schemas={schemas} />
        ))}
      </Box>
    </Box>
  );
}

export default function ApiReferencePage() {
  const translate = useTranslate();
  const query = useApiDocument();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { data } = query;
  const groups = useMemo(() => (data ? operationGroups(data.document) : []), [data]);
  const shown = useMemo(() => searchGroups(groups, deferredSearch), [groups, deferredSearch]);
  const count = shown.reduce((sum, group) => sum + group.operations.length, 0);
  const info = data?.document.info;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, minWidth: 0 }}>
      <Title title={translate('apiReference.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('apiReference.title')}
      </Typography>
      <Typography color="text.secondary">{translate('apiReference.intro')}</Typography>
      {query.error ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate('apiReference.retry')}
            </Button>
          }
        >
          {translate('apiReference.loadFailed')}
        </Alert>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          {info?.title && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('apiReference.version', {
                title: info.title,
                version: info.version ?? '',
                openapi: data.document.openapi ?? '',
              })}
            </Typography>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <TextField
              type="search"
              size="small"
              label={translate('apiReference.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ flex: 1, maxWidth: { sm: 480 } }}
            />
            <Button
              variant="outlined"
              startIcon={<Download />}
              onClick={() => downloadDocument(data.raw)}
              sx={{ textTransform: 'none' }}
            >
              {translate('apiReference.download')}
            </Button>
          </Stack>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {count === 0
              ? translate('apiReference.noMatch')
              : translate('apiReference.count', { smart_count: count })}
          </Typography>
          {shown.map((group) => (
            <GroupSection key={group.tag} group={group} schemas={data.document.components?.schemas ?? {}} />
          ))}
        </>
      )}
    </Box>
  );
}
