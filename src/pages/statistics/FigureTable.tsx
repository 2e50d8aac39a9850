/** A table of figures with its CSV export (semicolons, the locale's decimals, money in kronor). */
import DownloadIcon from '@mui/icons-material/Download';
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
import type { ReactNode } from 'react';
import { downloadCSV, useTranslate } from 'react-admin';
import { toCsv, type CsvCell } from '../../schema/csv';
import { useFormat } from '../../schema/ui/useFormat';

export interface Column<R> {
  label: string;
  numeric?: boolean;
  show: (row: R) => ReactNode;
  csv: (row: R) => CsvCell;
}

export function FigureTable<R>({
  title,
  columns,
  rows,
  file,
  onOpen,
  limit,
}: {
  title: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  /** The CSV file's name, without extension. */
  file: string;
  /** A row opens its own page. */
  onOpen?: (row: R) => void;
  /** Rows shown (all are exported). */
  limit?: number;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const exportCsv = () =>
    downloadCSV(
      toCsv(
        columns.map((c) => c.label),
        rows.map((row) => columns.map((c) => c.csv(row))),
        format.locale,
      ),
      file,
    );
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button size="small" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={rows.length === 0}>
            {translate('statistics.export')}
          </Button>
        </Stack>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('statistics.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(0, limit ?? rows.length).map((row, index) => (
                <TableRow
                  key={index}
                  hover={Boolean(onOpen)}
                  onClick={onOpen ? () => onOpen(row) : undefined}
                  sx={onOpen ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                      {column.show(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
