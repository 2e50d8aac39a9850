/** The order of a statistics table's rows by one column: numbers by value, texts by the locale's collation. */
import type { CsvCell } from '../../schema/csv';
import { intlLocale, type FormatLocale } from '../../domain/format';

export type SortOrder = 'asc' | 'desc';

/** Rows in `order` by `key`; rows without a value go last either way; equal rows keep their order. */
export function sortRows<R>(
  rows: readonly R[],
  key: (row: R) => CsvCell,
  order: SortOrder,
  locale: FormatLocale,
): R[] {
  const collator = new Intl.Collator(intlLocale(locale), { numeric: true, sensitivity: 'base' });
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: key(row) }))
    .sort((a, b) => {
      const x = a.value;
      const y = b.value;
      if (x === null || x === undefined || x === '') return y === null || y === undefined || y === '' ? 0 : 1;
      if (y === null || y === undefined || y === '') return -1;
      if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
      return sign * collator.compare(String(x), String(y));
    })
    .map(({ row }) => row);
}
