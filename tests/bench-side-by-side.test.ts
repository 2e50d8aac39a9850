import { describe, expect, it } from 'vitest';
import { formatSideBySide, pairedRatio, statusOfRow, type SideBySideRow } from '../bench/side-by-side.ts';

describe('the side-by-side ratios (issue 41)', () => {
  it('takes the median of the paired ratios, not the ratio of the medians', () => {
    // Medians 300 / 1000 = 0.3; the pairs' own ratios are 0.1, 0.5 and 0.6.
    const ratio = pairedRatio([
      [100, 1000],
      [300, 600],
      [600, 1000],
    ]);
    expect(ratio).toEqual({ median: 0.5, min: 0.1, max: 0.6, pairs: 3 });
  });

  it('leaves out the pairs where a side is missing, and gives no ratio without the demo', () => {
    expect(
      pairedRatio([
        [200, 400],
        [null, 400],
        [300, null],
        [100, 0],
      ]),
    ).toEqual({ median: 0.5, min: 0.5, max: 0.5, pairs: 1 });
    expect(pairedRatio([[200, null]])).toBeNull();
  });

  it('judges a goal on the ratio or on our own figure, and prints both beside the figures', () => {
    const cold: SideBySideRow = {
      key: 'coldLoad',
      label: 'Cold load',
      unit: 'ms',
      ours: 500,
      demo: 1000,
      ratio: { median: 0.5, min: 0.4, max: 0.6, pairs: 7 },
      goal: { on: 'ratio', max: 0.45 },
    };
    const js: SideBySideRow = {
      key: 'jsList',
      label: 'JS',
      unit: 'KiB',
      ours: 240,
      demo: 737,
      ratio: { median: 0.33, min: 0.33, max: 0.33, pairs: 1 },
      goal: { on: 'ours', max: 250 },
    };
    const noDemo: SideBySideRow = { ...cold, demo: null, ratio: null };
    expect(statusOfRow(cold)).toBe('over');
    expect(statusOfRow(js)).toBe('within');
    expect(statusOfRow(noDemo)).toBeNull();
    const table = formatSideBySide([cold, js, noDemo]).split('\n');
    expect(table[2]).toMatch(
      /Cold load \| 500 ms\s+\| 1000 ms\s+\| 0\.5 \(0\.4-0\.6\)\s+\| B\/A <= 0\.45 \| over/,
    );
    expect(table[3]).toMatch(/\| 0\.33\s+\| <= 250 KiB\s+\| within/);
    expect(table[4]).toMatch(/Cold load \| 500 ms\s+\| -\s+\| -\s+\| B\/A <= 0\.45 \|\s+\| -\s+\| -\s*$/);
  });

  it("prints the floor's figure and its own ratio to the demo beside ours, without judging it", () => {
    const cold: SideBySideRow = {
      key: 'coldLoad',
      label: 'Cold load',
      unit: 'ms',
      ours: 560,
      demo: 800,
      ratio: { median: 0.7, min: 0.64, max: 0.74, pairs: 7 },
      goal: { on: 'ratio', max: 0.45 },
      floor: 370,
      floorRatio: pairedRatio([
        [360, 800],
        [380, 790],
        [400, 810],
      ]),
    };
    expect(statusOfRow(cold)).toBe('over');
    const [header, , row] = formatSideBySide([cold]).split('\n');
    expect(header).toMatch(/\| status \| floor \(F\) \| F\/A\s*$/);
    expect(row).toMatch(/\| over\s+\| 370 ms\s+\| 0\.48 \(0\.45-0\.49\)$/);
  });
});
