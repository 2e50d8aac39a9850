/** Columns the statistics tables share: sales now, before and the change, and money in CSV as kronor. */
import type { TranslateFunction } from 'react-admin';
import type { CsvCell } from '../../schema/csv';
import { Delta } from './Delta';
import type { Column } from './FigureTable';

export const kronor = (minor: number): CsvCell => minor / 100;

type Money = (minor: number) => string;

/** Sales of the row, of the same key in the comparison period, and the change. */
export function comparedSales<R>(
  translate: TranslateFunction,
  money: Money,
  sales: (row: R) => number,
  before: (row: R) => number,
): Column<R>[] {
  return [
    {
      label: translate('statistics.columns.sales'),
      numeric: true,
      show: (r) => money(sales(r)),
      csv: (r) => kronor(sales(r)),
    },
    {
      label: translate('statistics.columns.previous'),
      numeric: true,
      show: (r) => money(before(r)),
      csv: (r) => kronor(before(r)),
    },
    {
      label: translate('statistics.columns.change'),
      numeric: true,
      show: (r) => <Delta now={sales(r)} before={before(r)} />,
      csv: (r) => kronor(sales(r) - before(r)),
    },
  ];
}

/** A lookup of the comparison period's rows by key. */
export function byKey<R>(
  rows: readonly R[] | undefined,
  key: (row: R) => string | null,
): Map<string | null, R> {
  return new Map((rows ?? []).map((row) => [key(row), row]));
}
