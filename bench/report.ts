/** The bench's table: each figure beside its budget (DESIGN.md 8), within or over. */
export interface Figure {
  key: string;
  label: string;
  value: number | null;
  unit: string;
  budget?: number;
}

export function statusOf(figure: Figure): string {
  if (figure.value === null) return 'not measured';
  if (figure.budget === undefined) return '';
  if (figure.value <= figure.budget) return 'within';
  const by = Math.round((figure.value - figure.budget) * 10) / 10;
  return `OVER by ${by} ${figure.unit} (+${Math.round((by / figure.budget) * 100)} %)`;
}

export function formatTable(figures: readonly Figure[]): string {
  const rows = [
    ['figure', 'measured', 'budget', 'status'],
    ...figures.map((f) => [
      f.label,
      f.value === null ? '-' : `${f.value} ${f.unit}`,
      f.budget === undefined ? '' : `<= ${f.budget}`,
      statusOf(f),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join(
    '\n',
  );
}
