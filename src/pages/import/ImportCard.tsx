/**
 * Import of a CSV file into a register (the products): choose the file, map its columns to fields (each
 * header is matched to a field's key or label in either language), dry run, then import. The dry run
 * lists every bad row with its column and problem, as the API judges it with the form's rules.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatBytes } from '../../domain/validators/upload';
import { postFollowingLines } from '../../providers/httpClient';
import { useCatalogueSettings } from '../../providers/useReferenceLists';
import { columnForHeader, csvColumns } from '../../schema/csv-values';
import type { ResourceDefinition } from '../../schema/types';
import { useFormat } from '../../schema/ui/useFormat';
import { ImportReportView, type ImportReport } from './ImportReportView';
import { readCsvFile, type CsvFile } from './readCsvFile';

/** The mapping of a column that is not imported (a value MUI's select shows, unlike ''). */
const SKIP = '-';
/** Rows per line of the request (server/resources/import-body.ts checks each line on its own). */
const ROWS_PER_LINE = 1000;

export function ImportCard({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'sv';
  const format = useFormat();
  const columns = useMemo(() => csvColumns(definition), [definition]);
  const { limits } = useCatalogueSettings();
  const sizes = { size: formatBytes(limits.importFileBytes), rows: format.number(limits.importRows) };
  const [fileName, setFileName] = useState('');
  const [file, setFile] = useState<CsvFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<string[]>([]);
  const [report, setReport] = useState<{ report: ImportReport; dryRun: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  /** How far the running import has judged the file (null until the server says). */
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [dryRunDone, setDryRunDone] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setReport(null);
    setDryRunDone(false);
    setFileName(chosen.name);
    const read = await readCsvFile(chosen, { bytes: limits.importFileBytes, rows: limits.importRows });
    if ('problem' in read) {
      setFile(null);
      setFileProblem(translate(`pages.import.file.${read.problem}`, sizes));
      return;
    }
    setFileProblem(null);
    setFile(read);
    setMapping(read.header.map((header) => columnForHeader(columns, header)?.source ?? SKIP));
  };

  const mapped = mapping.filter((source) => source !== SKIP);
  const duplicate = mapped.find((source, i) => mapped.indexOf(source) !== i);
  const mappingProblem = duplicate
    ? translate('pages.import.duplicateColumn', {
        field: columns.find((c) => c.source === duplicate)?.field.label[language] ?? duplicate,
      })
    : mapped.length === 0
      ? translate('pages.import.noColumns')
      : null;

  const run = async (dryRun: boolean) => {
    if (!file || mappingProblem) return;
    const used = mapping.flatMap((source, i) => (source === SKIP ? [] : [{ source, i }]));
    setBusy(true);
    setProgress(null);
    try {
      let result: ImportReport | null = null;
      const rows = file.rows.map((cells) => used.map((u) => cells[u.i] ?? ''));
      const lines: unknown[] = [{ fileName, dryRun, language, columns: used.map((u) => u.source) }];
      for (let at = 0; at < rows.length; at += ROWS_PER_LINE) lines.push(rows.slice(at, at + ROWS_PER_LINE));
      await postFollowingLines(`${definition.api}/import`, lines, (line) => {
        const answer = line as { done?: number; total?: number; report?: ImportReport; failed?: boolean };
        if (answer.report) result = answer.report;
        else if (answer.failed) throw new Error('import failed');
        else if (answer.total) setProgress({ done: answer.done ?? 0, total: answer.total });
      });
      if (!result) throw new Error('import ended without a report');
      setReport({ report: result, dryRun });
      setDryRunDone(dryRun);
      if (!dryRun) {
        notify('pages.import.done', { type: 'success' });
        refresh();
      }
    } catch (error) {
      const body = (error as { body?: { errors?: { errorMessage?: Record<string, string> }[] } }).body;
      const message = body?.errors?.[0]?.errorMessage?.[language];
      notify(message ?? 'pages.import.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="import-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="import-heading" variant="h6" component="h2">
            {translate('pages.import.importHeading')}
          </Typography>
          <Typography color="text.secondary">{translate('pages.import.importIntro', sizes)}</Typography>
          <div>
            <Button variant="outlined" component="label" disabled={busy}>
              {translate('pages.import.chooseFile')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={translate('pages.import.chooseFile')}
                onChange={(event) => void choose(event)}
              />
            </Button>
            {fileName && (
              <Typography component="span" sx={{ ml: 2 }}>
                {fileName}
                {file && ` · ${translate('pages.import.rows', { smart_count: file.rows.length })}`}
              </Typography>
            )}
          </div>
          {fileProblem && <Alert severity="error">{fileProblem}</Alert>}
          {file && (
            <>
              <Typography variant="subtitle1" component="h3">
                {translate('pages.import.mapping')}
              </Typography>
              <Table size="small" aria-label={translate('pages.import.mapping')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('pages.import.fileColumn')}</TableCell>
                    <TableCell>{translate('pages.import.example')}</TableCell>
                    <TableCell>{translate('pages.import.field')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {file.header.map((header, i) => (
                    <TableRow key={i}>
                      <TableCell>{header}</TableCell>
                      <TableCell>{file.rows[0]?.[i] ?? ''}</TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          fullWidth
                          label={header}
                          value={mapping[i] ?? SKIP}
                          onChange={(event) => {
                            setMapping(mapping.map((m, j) => (j === i ? event.target.value : m)));
                            setDryRunDone(false);
                          }}
                        >
                          <MenuItem value={SKIP}>{translate('pages.import.skip')}</MenuItem>
                          {columns.map(({ source, field }) => (
                            <MenuItem key={source} value={source}>
                              {field.label[language]}
                            </MenuItem>
                          ))}
                        </TextField>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {mappingProblem && <Alert severity="error">{mappingProblem}</Alert>}
              <Stack direction="row" spacing={2}>
                <Button variant="outlined" disabled={busy || !!mappingProblem} onClick={() => void run(true)}>
                  {translate('pages.import.dryRun')}
                </Button>
                <Button
                  variant="contained"
                  disabled={busy || !!mappingProblem || !dryRunDone}
                  onClick={() => void run(false)}
                >
                  {translate('pages.import.import')}
                </Button>
              </Stack>
              {!dryRunDone && !report && (
                <Typography variant="body2" color="text.secondary">
                  {translate('pages.import.dryRunFirst')}
                </Typography>
              )}
            </>
          )}
          {busy && (
            <Stack spacing={0.5}>
              <LinearProgress
                aria-label={translate('pages.import.working')}
                variant={progress === null ? 'indeterminate' : 'determinate'}
                value={progress ? Math.round((progress.done / progress.total) * 100) : undefined}
              />
              {progress && (
                <Typography variant="body2" color="text.secondary">
                  {translate('pages.import.progress', progress)}
                </Typography>
              )}
            </Stack>
          )}
          {report && file && <ImportReportView report={report.report} dryRun={report.dryRun} file={file} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
