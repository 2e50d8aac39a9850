/**
 * The staff time report (`/apps/merchant/staffTimeReport`): the generated list of shifts (period, store
 * and user filters, sort, CSV export, create) with the totals of the same filter beside it: hours and
 * shifts per staff member and in all, summed by the API (GET /api/timetracking/3.0/report), exportable
 * as CSV. A name filters the list to that person's shifts.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV, useListContext, useTranslate } from 'react-admin';
import { hoursAndMinutes, type ShiftReportTotals } from '../../domain/shifts';
import { httpClient } from '../../providers/httpClient';
import { toCsv } from '../../schema/csv';
import { ResourceList } from '../../schema/ui/ResourceList';
import { useFormat } from '../../schema/ui/useFormat';
import shifts from './index';

const REPORT_PATH = `/${shifts.api}/report`;

/** The period the filter names, e.g. "från 2025-03-01 före 2025-04-01"; null when it names none. */
function usePeriod(filterValues: Record<string, unknown>): string | null {
  const translate = useTranslate();
  const parts = (['start_gt', 'start_lt'] as const).flatMap((key) => {
    const value = filterValues[key];
    if (typeof value !== 'string' || value === '') return [];
    const date = value.slice(0, 10);
    return [translate(key === 'start_gt' ? 'shifts.report.from' : 'shifts.report.before', { date })];
  });
  return parts.length ? parts.join(' ') : null;
}

function ShiftTotals() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const format = useFormat();
  const filter = JSON.stringify(filterValues ?? {});
  const { data, isPending, isError } = useQuery({
    queryKey: [shifts.name, 'report', filter],
    queryFn: async () =>
      (await httpClient(`${REPORT_PATH}?filter=${encodeURIComponent(filter)}`)).json as ShiftReportTotals,
  });
  const period = usePeriod(filterValues as Record<string, unknown>);
  const decimal = (value: number) =>
    format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // As a clock reads them, with the decimal figure a payroll file takes beside it.
  const hours = (value: number) => `${hoursAndMinutes(value)} (${decimal(value)})`;

  const exportTotals = () => {
    if (!data) return;
    const csv = toCsv(
      [
        translate('shifts.report.user'),
        translate('shifts.report.username'),
        translate('shifts.report.shifts'),
        translate('shifts.report.hours'),
        translate('shifts.report.clock'),
      ],
      [
        ...data.users.map((line) => [
          line.name,
          line.username,
          line.shifts,
          line.hours,
          hoursAndMinutes(line.hours),
        ]),
        [
          translate('shifts.report.total'),
          '',
          data.total.shifts,
          data.total.hours,
          hoursAndMinutes(data.total.hours),
        ],
      ],
      format.locale,
    );
    downloadCSV(csv, translate('shifts.report.file'));
  };

  return (
    <Card
      component="section"
      aria-labelledby="shift-totals-title"
      sx={{
        width: { xs: '100%', md: 340 },
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        flexShrink: 0,
        alignSelf: 'flex-start',
      }}
    >
      <CardContent>
        <Typography id="shift-totals-title" variant="h6" component="h2">
          {translate('shifts.report.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('shifts.report.period', { period: period ?? translate('shifts.report.allTime') })}
        </Typography>
        {isError ? (
          <Typography role="alert" color="error">
            {translate('shifts.report.error')}
          </Typography>
        ) : isPending ? null : data.users.length === 0 ? (
          <Typography variant="body2">{translate('shifts.report.empty')}</Typography>
        ) : (
          <>
            <Table size="small" aria-labelledby="shift-totals-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('shifts.report.user')}</TableCell>
                  <TableCell align="right">{translate('shifts.report.shifts')}</TableCell>
                  <TableCell align="right">{translate('shifts.report.hours')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.users.map((line) => (
                  <TableRow key={line.user}>
                    <TableCell>
                      <Link
                        component="button"
                        type="button"
                        onClick={() => setFilters({ ...filterValues, user: line.user }, displayedFilters)}
                        sx={{ textAlign: 'left' }}
                      >
                        {line.name}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{line.shifts}</TableCell>
                    <TableCell align="right">{hours(line.hours)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {translate('shifts.report.total')}
                  </TableCell>
                  <TableCell align="right">{data.total.shifts}</TableCell>
                  <TableCell align="right">{hours(data.total.hours)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
            <Button size="small" startIcon={<DownloadIcon />} onClick={exportTotals} sx={{ mt: 1 }}>
              {translate('shifts.report.export')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export default function ShiftReport() {
  return (
    // Narrow screens: the totals under the table rather than squeezing it.
    <Box
      sx={(theme) => ({ [theme.breakpoints.down('md')]: { '& .list-page': { flexDirection: 'column' } } })}
    >
      <ResourceList aside={<ShiftTotals />} />
    </Box>
  );
}
