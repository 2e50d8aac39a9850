import { describe, expect, it } from 'vitest';
import {
  formatSideBySide,
  pairedRatio,
  statusOfRow,
  verdictOf,
  type SideBySideRow,
} from '../bench/side-by-side.ts';

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
    expect(table[4]).toMatch(
      /Cold load \| 500 ms\s+\| -\s+\| -\s+\| B\/A <= 0\.45 \|\s+\| -\s+\| -\s+\| -\s*$/,
    );
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
    expect(header).toMatch(/\| status \| floor \(F\) \| F\/A\s+\| B\/F\s*$/);
    expect(row).toMatch(/\| over\s+\| 370 ms\s+\| 0\.48 \(0\.45-0\.49\) \| -\s*$/);
  });

  const coldOver = (floorMedian: number): SideBySideRow => ({
    key: 'coldLoad',
    label: 'Cold load',
    unit: 'ms',
    ours: 560,
    demo: 800,
    ratio: { median: 0.7, min: 0.64, max: 0.74, pairs: 7 },
    goal: { on: 'ratio', max: 0.45 },
    floor: 370,
    floorRatio: { median: floorMedian, min: floorMedian, max: floorMedian, pairs: 7 },
    oursToFloor: { median: 1.49, min: 1.4, max: 1.6, pairs: 7 },
  });

  it('says by how much a figure is over its goal, and whether the floor meets the goal itself', () => {
    const belowFloor = verdictOf(coldOver(0.48));
    expect(belowFloor).toBe(
      "Cold load: over by 0.25 (B/A 0.7 against B/A <= 0.45). react-admin's floor is over it too (F/A 0.48): the goal asks for less than react-admin's own smallest app reaches here. Ours is B/F 1.49 of the floor.",
    );
    expect(verdictOf(coldOver(0.4))).toMatch(
      /react-admin's floor meets it \(F\/A 0\.4\): the rest of the gap is ours\./,
    );
    const js: SideBySideRow = {
      key: 'jsList',
      label: 'JS',
      unit: 'KiB',
      ours: 293.5,
      demo: 737.5,
      ratio: { median: 0.4, min: 0.4, max: 0.4, pairs: 1 },
      goal: { on: 'ours', max: 250 },
      floor: 286.3,
    };
    expect(verdictOf(js)).toBe(
      "JS: over by 43.5 KiB (293.5 KiB against <= 250 KiB). react-admin's floor is over it too (286.3 KiB): the goal asks for less than react-admin's own smallest app reaches here.",
    );
    expect(verdictOf({ ...js, floor: null })).toMatch(/The floor was not measured\.$/);
    expect(verdictOf({ ...js, ours: 240 })).toBeNull();
    expect(verdictOf({ ...coldOver(0.4), ratio: null })).toBeNull();
  });

  it('prints ours over the floor in its own column', () => {
    const [, , row] = formatSideBySide([coldOver(0.48)]).split('\n');
    expect(row).toMatch(/\| 0\.48 \(0\.48-0\.48\) \| 1\.49 \(1\.4-1\.6\)$/);
  });
});
