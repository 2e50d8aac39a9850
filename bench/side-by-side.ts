/**
 * The app (B) against react-admin's demo (A), both measured in the same bench run (issue 41): per figure
 * the median of the paired ratios B/A with their min and max, beside the issue's goals.
 */

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Issue 41's goals: ratios B/A, and the first list page's JS in KiB gzip (ours alone). */
export const GOALS = { coldLoad: 0.45, move: 0.25, moveBack: 0.4, jsListKb: 250, build: 1.0 };

export interface PairedRatio {
  median: number;
  min: number;
  max: number;
  pairs: number;
}

/** Ours over the demo's, pair by pair (pairs where either side is missing or the demo's is 0 are left out). */
export function pairedRatio(pairs: readonly (readonly [number | null, number | null])[]): PairedRatio | null {
  const ratios = pairs
    .filter((pair): pair is readonly [number, number] => pair[0] !== null && pair[1] !== null && pair[1] > 0)
    .map(([ours, demo]) => ours / demo);
  if (!ratios.length) return null;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    median: round(median(ratios)),
    min: round(Math.min(...ratios)),
    max: round(Math.max(...ratios)),
    pairs: ratios.length,
  };
}

/**
 * A figure measured in pairs: each side's median over its pairs (rounded by `shown`) and the paired
 * ratio; a side never measured is null.
 */
export function pairedFigure(
  pairs: readonly (readonly [number | null, number | null])[],
  shown: (n: number) => number,
): Pick<SideBySideRow, 'ours' | 'demo' | 'ratio'> {
  const side = (values: (number | null)[]) => {
    const measured = values.filter((v): v is number => v !== null);
    return measured.length ? shown(median(measured)) : null;
  };
  return {
    ours: side(pairs.map((pair) => pair[0])),
    demo: side(pairs.map((pair) => pair[1])),
    ratio: pairedRatio(pairs),
  };
}

export interface SideBySideRow {
  key: string;
  label: string;
  unit: string;
  /** Median over the pairs for times and the build; the one measure for sizes. */
  ours: number | null;
  demo: number | null;
  ratio: PairedRatio | null;
  /** A goal on the ratio B/A, or on our own figure (`ours`). */
  goal?: { on: 'ratio' | 'ours'; max: number };
  /** react-admin's smallest app with a list (bench/floor.ts), and its ratio to the demo in the same pairs. */
  floor?: number | null;
  floorRatio?: PairedRatio | null;
  /** Ours over the floor, pair by pair: how far ours is from react-admin's own minimum. */
  oursToFloor?: PairedRatio | null;
  /** What the bench measured of where the difference goes, added to the verdict when over the goal. */
  detail?: string | null;
}

const ratioText = (ratio: PairedRatio | null | undefined): string =>
  !ratio ? '-' : ratio.pairs > 1 ? `${ratio.median} (${ratio.min}-${ratio.max})` : String(ratio.median);

export function statusOfRow(row: SideBySideRow): 'within' | 'over' | null {
  if (!row.goal) return null;
  const value = row.goal.on === 'ratio' ? (row.ratio?.median ?? null) : row.ours;
  if (value === null) return null;
  return value <= row.goal.max ? 'within' : 'over';
}

export function formatSideBySide(rows: readonly SideBySideRow[]): string {
  const cells = [
    ['figure', 'ours (B)', "demo's (A)", 'B/A median (min-max)', 'goal', 'status', 'floor (F)', 'F/A', 'B/F'],
    ...rows.map((row) => [
      row.label,
      row.ours === null ? '-' : `${row.ours} ${row.unit}`,
      row.demo === null ? '-' : `${row.demo} ${row.unit}`,
      ratioText(row.ratio),
      !row.goal ? '' : row.goal.on === 'ratio' ? `B/A <= ${row.goal.max}` : `<= ${row.goal.max} ${row.unit}`,
      statusOfRow(row) ?? '',
      row.floor === null || row.floor === undefined ? '-' : `${row.floor} ${row.unit}`,
      ratioText(row.floorRatio),
      ratioText(row.oursToFloor),
    ]),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

const trimmed = (n: number) => String(Math.round(n * 100) / 100);

/**
 * For a figure over its goal: by how much, and whether react-admin's floor, measured in the same pairs,
 * meets the goal itself (then the gap is ours) or not (then the goal asks for less than react-admin's minimum).
 */
export function verdictOf(row: SideBySideRow): string | null {
  if (statusOfRow(row) !== 'over' || !row.goal) return null;
  const onRatio = row.goal.on === 'ratio';
  const value = (onRatio ? row.ratio?.median : row.ours) as number;
  const unit = onRatio ? '' : ` ${row.unit}`;
  const goal = onRatio ? `B/A <= ${row.goal.max}` : `<= ${row.goal.max}${unit}`;
  const over = `${row.label}: over by ${trimmed(value - row.goal.max)}${unit} (${onRatio ? 'B/A ' : ''}${value}${unit} against ${goal}).`;
  const floorValue = onRatio ? row.floorRatio?.median : row.floor;
  if (floorValue === null || floorValue === undefined) return `${over} The floor was not measured.`;
  const fromFloor = `${row.oursToFloor ? ` Ours is B/F ${row.oursToFloor.median} of the floor.` : ''}${row.detail ? ` ${row.detail}` : ''}`;
  const floorText = onRatio ? `F/A ${floorValue}` : `${floorValue}${unit}`;
  return floorValue > row.goal.max
    ? `${over} react-admin's floor is over it too (${floorText}): the goal asks for less than react-admin's own smallest app reaches here.${fromFloor}`
    : `${over} react-admin's floor meets it (${floorText}): the rest of the gap is ours.${fromFloor}`;
}
