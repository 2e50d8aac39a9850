/**
 * A table of figures with its CSV export (semicolons, the locale's decimals, money in kronor), sortable by
 * each column from its header (a button, so the keyboard reaches it): numbers by value, texts
 * alphabetically; the export follows the order shown.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { downloadCSV, useTranslate } from 'react-admin';
import { toCsv, type CsvCell } from '../../schema/csv';
import { useFormat } from '../../schema/ui/useFormat';
import { sortRows, type SortOrder } from './sortRows';

export interface Column<R> {
  label: string;
  numeric?: boolean;
  show: (row: R) => ReactNode;
  csv: (row: R) => CsvCell;
  /** The value the column sorts by, when it is not its CSV cell (a money column's CSV is kronor: it is). */
  sortBy?: (row: R) => CsvCell;
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
  const [sort, setSort] = useState<{ column: number; order: SortOrder }>();
  const sortedBy = sort && columns[sort.column];
  const inOrder = (list: readonly R[]) =>
    sort && sortedBy ? sortRows(list, sortedBy.sortBy ?? sortedBy.csv, sort.order, format.locale) : list;
  // A table of the first rows (the best-selling ten) sorts those rows, not the whole list.
  const shown = inOrder(rows.slice(0, limit ?? rows.length));
  // Figures sort largest first on the first press, texts from A.
  const sortOn = (column: number) =>
    setSort(
      sort?.column === column
        ? { column, order: sort.order === 'asc' ? 'desc' : 'asc' }
        : { column, order: columns[column]?.numeric ? 'desc' : 'asc' },
    );
  const exportCsv = () =>
    downloadCSV(
      toCsv(
        columns.map((c) => c.label),
        inOrder(rows).map((row) => columns.map((c) => c.csv(row))),
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
          // A phone scrolls a wide table in its card, not the page.
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {columns.map((column, index) => (
                    <TableCell
                      key={column.label}
                      align={column.numeric ? 'right' : 'left'}
                      sortDirection={sort?.column === index ? sort.order : false}
                    >
                      <TableSortLabel
                        active={sort?.column === index}
                        direction={sort?.column === index ? sort.order : column.numeric ? 'desc' : 'asc'}
                        onClick={() => sortOn(index)}
                      >
                        {column.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row, index) => (
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
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
