/**
 * A generated list's column. In the rows' body its cell is a plain `<td>` with the class names of
 * react-admin's cell (RaDataTable-rowCell, MUI's TableCell classes), drawn by one rule on the table
 * (`listCellStyle`): react-admin's DataTableCell is a memo, a themed styled TableCell with its own sx,
 * MUI's TableCell and its styled root (some ten components and two style serializations a cell), and
 * subscribes each cell to the hidden columns, which the body already leaves out (KeyboardDataTableBody:
 * a table of these columns needs that body, or a hidden column's cells would show). The header, the
 * footer and the columns menu keep react-admin's column.
 */
import { memo, type ReactNode } from 'react';
import { DataTable, useDataTableRenderContext } from 'react-admin';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ListColumnProps {
  source?: string;
  label: string;
  disableSort?: boolean;
  cellClassName?: string;
  headerClassName?: string;
  /** The table's density (DataTable's `size`): MUI's size class on the body's cells. */
  size: 'small' | 'medium';
  children: ReactNode;
}

export const ListColumn = memo(function ListColumn({ size, ...column }: ListColumnProps) {
  if (useDataTableRenderContext() !== 'data') return <DataTable.Col {...column} />;
  const { source, cellClassName, children } = column;
  return (
    <td
      className={[
        'MuiTableCell-root MuiTableCell-body',
        size === 'small' ? 'MuiTableCell-sizeSmall' : 'MuiTableCell-sizeMedium',
        'RaDataTable-rowCell',
        cellClassName,
        `column-${source}`,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </td>
  );
});

/**
 * MUI's TableCell in the body as MUI 7.3 draws it without CSS variables (its typography, border,
 * padding and colour; compared in Chromium, docs/performance.md "Session 30"), for the body's cells of
 * `ListColumn`; under `:where` it weighs no more than MUI's own class, so the table's and the theme's
 * rules for cells (the compact density, the row actions column) still win over it.
 */
export const listCellStyle = {
  '& :where(td.RaDataTable-rowCell)': (theme: Theme) => ({
    fontFamily: theme.typography.body2.fontFamily,
    fontWeight: theme.typography.body2.fontWeight,
    fontSize: theme.typography.body2.fontSize,
    lineHeight: theme.typography.body2.lineHeight,
    letterSpacing: theme.typography.body2.letterSpacing,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
        : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    padding: '16px',
    color: theme.palette.text.primary,
  }),
  '& :where(td.RaDataTable-rowCell.MuiTableCell-sizeSmall)': { padding: '6px 16px' },
} satisfies SxProps<Theme>;
