/**
 * /apps/setting/Import (SPEC 2, 3): export the catalogue as CSV, import a CSV (./ImportCard.tsx) and the
 * history of imports with their counts and error reports. The export is the import's format, so a file
 * exported and imported again changes nothing.
 */
import '../../routing/wholeDefinitions';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  downloadCSV,
  Loading,
  Title,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import { registry } from '../../resources/registry';
import { BOM, toCsv } from '../../schema/csv';
import { ImportCard } from './ImportCard';

const HISTORY = 'apps/setting/ImportHistory';

interface ImportRun {
  id: string;
  fileName: string;
  createdAt: string;
  createdBy: string | null;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  problems: { row: number; column?: string; message: string }[] | null;
}

function ExportCard({ api, name }: { api: string; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { body } = await httpClient(`${api}/export?language=${locale === 'en' ? 'en' : 'sv'}`, {
        headers: new Headers({ Accept: 'text/csv' }),
      });
      downloadCSV(body.startsWith(BOM) ? body : BOM + body, name);
    } catch {
      notify('pages.import.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="export-heading">
      <CardContent>
        <Stack spacing={2} alignItems="flex-start">
          <Typography id="export-heading" variant="h6" component="h2">
            {translate('pages.import.exportHeading')}
          </Typography>
          <Typography color="text.secondary">{translate('pages.import.exportIntro')}</Typography>
          <Button variant="outlined" disabled={busy} onClick={() => void download()}>
            {translate('pages.import.export')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function History() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending } = useGetList<ImportRun>(HISTORY, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const report = (run: ImportRun) => {
    const lang = locale === 'en' ? 'en' : 'sv';
    const header = ['pages.import.row', 'pages.import.column', 'pages.import.problem'].map((k) =>
      translate(k),
    );
    const rows = (run.problems ?? []).map((p) => [p.row, p.column ?? '', p.message]);
    downloadCSV(
      toCsv(header, rows, lang),
      `${run.fileName.replace(/\.csv$/i, '')}-${translate('pages.import.errors')}`,
    );
  };
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="history-heading">
      <CardContent>
        <Typography id="history-heading" variant="h6" component="h2" gutterBottom>
          {translate('pages.import.history')}
        </Typography>
        {isPending ? (
          <Loading />
        ) : !data?.length ? (
          <Typography color="text.secondary">{translate('pages.import.noHistory')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="history-heading">
            <TableHead>
              <TableRow>
                {['when', 'file', 'who', 'total', 'created', 'updated', 'failed', 'report'].map((key) => (
                  <TableCell key={key}>{translate(`pages.import.historyColumns.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((run) => (
                <TableRow key={run.id}>
                  <TableCell>{when.format(new Date(run.createdAt))}</TableCell>
                  <TableCell>{run.fileName}</TableCell>
                  <TableCell>{run.createdBy}</TableCell>
                  <TableCell>{run.total}</TableCell>
                  <TableCell>{run.created}</TableCell>
                  <TableCell>{run.updated}</TableCell>
                  <TableCell>{run.failed}</TableCell>
                  <TableCell>
                    {run.failed > 0 && (
                      <Button size="small" onClick={() => report(run)}>
                        {translate('pages.import.downloadReport')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export default function ImportPage() {
  const translate = useTranslate();
  const products = registry.get('products');
  if (!products) return null;
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Title title="pages.import.title" />
      <div>
        <Typography variant="h4" component="h1">
          {translate('pages.import.title')}
        </Typography>
        <Typography color="text.secondary">{translate('pages.import.intro')}</Typography>
      </div>
      <ExportCard api={products.api} name={translate('pages.import.exportFileName')} />
      <ImportCard definition={products} />
      <History />
    </Stack>
  );
}
