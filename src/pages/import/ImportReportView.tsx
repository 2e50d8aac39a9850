/**
 * What a dry run or an import did: its counts, each refused row with its column and problem, and the
 * error report to download (./errorReport.ts: the refused rows' own cells and their problems).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { downloadCSV, useLocaleState, useTranslate } from 'react-admin';
import { errorReportCsv, type ImportProblem } from './errorReport';
import type { CsvFile } from './readCsvFile';

export interface ImportReport {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  problems: ImportProblem[];
}

export function ImportReportView({
  report,
  dryRun,
  file,
}: {
  report: ImportReport;
  dryRun: boolean;
  file: CsvFile;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const download = () =>
    downloadCSV(
      errorReportCsv(
        file,
        report.problems,
        { row: translate('pages.import.row'), problem: translate('pages.import.problem') },
        locale === 'en' ? 'en' : 'sv',
      ),
      translate('pages.import.reportFileName'),
    );
  return (
    <Stack spacing={1} role="status" aria-live="polite" alignItems="flex-start">
      <Alert severity={report.failed ? 'warning' : 'success'} sx={{ alignSelf: 'stretch' }}>
        {translate(dryRun ? 'pages.import.dryRunSummary' : 'pages.import.summary', {
          total: report.total,
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          failed: report.failed,
        })}
      </Alert>
      {report.problems.length > 0 && (
        <>
          <Button variant="outlined" size="small" onClick={download}>
            {translate('pages.import.downloadReport')}
          </Button>
          <Table size="small" aria-label={translate('pages.import.problems')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('pages.import.row')}</TableCell>
                <TableCell>{translate('pages.import.column')}</TableCell>
                <TableCell>{translate('pages.import.problem')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.problems.map((p, i) => (
                <TableRow key={i}>
                  <TableCell>{p.row}</TableCell>
                  <TableCell>{p.column ?? ''}</TableCell>
                  <TableCell>{p.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Stack>
  );
}
