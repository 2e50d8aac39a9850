import { describe, expect, it } from 'vitest';
import { pairedBuilds } from '../bench/build-pairs.ts';
import { pairedFigure } from '../bench/side-by-side.ts';

/** Builders that answer the given seconds in turn and record the order they ran in. */
function builders(oursSeconds: number[], demoSeconds: (number | Error)[]) {
  const ran: string[] = [];
  let load = 0;
  return {
    ran,
    ours: async () => {
      ran.push('ours');
      return oursSeconds.shift()!;
    },
    demo: async () => {
      ran.push('demo');
      const next = demoSeconds.shift()!;
      if (next instanceof Error) throw next;
      return next;
    },
    machine: { loadAverage: () => [(load += 1), 0, 0], log: () => undefined },
  };
}

describe("the build's wall time in pairs with the demo's (issue 41)", () => {
  it('alternates the order, takes the load average before each pair, and keeps each pair with its order', async () => {
    const b = builders([4, 5, 6], [2, 3, 2.4]);
    const { pairs, demoFailure } = await pairedBuilds(3, b.ours, b.demo, b.machine);
    expect(b.ran).toEqual(['ours', 'demo', 'demo', 'ours', 'ours', 'demo']);
    expect(demoFailure).toBeNull();
    expect(pairs).toEqual([
      { loadAverage: [1, 0, 0], order: 'ours first', oursSeconds: 4, demoSeconds: 2 },
      { loadAverage: [2, 0, 0], order: 'demo first', oursSeconds: 5, demoSeconds: 3 },
      { loadAverage: [3, 0, 0], order: 'ours first', oursSeconds: 6, demoSeconds: 2.4 },
    ]);
    // The pairs' own ratios are 2, 1.67 and 2.5: their median is 2, where the medians' ratio is 5 / 2.4.
    expect(
      pairedFigure(
        pairs.map((p) => [p.oursSeconds, p.demoSeconds] as const),
        (n) => n,
      ),
    ).toEqual({
      ours: 5,
      demo: 2.4,
      ratio: { median: 2, min: 1.67, max: 2.5, pairs: 3 },
    });
  });

  it('stops building the demo after a failed build, and still builds ours every time', async () => {
    const b = builders([4, 5, 6], [2, new Error('vite build exited with 1: error\nmore'), 3]);
    const { pairs, demoFailure } = await pairedBuilds(3, b.ours, b.demo, b.machine);
    expect(b.ran).toEqual(['ours', 'demo', 'demo', 'ours', 'ours']);
    expect(demoFailure).toBe('vite build exited with 1: error');
    expect(pairs.map((p) => p.demoSeconds)).toEqual([2, null, null]);
    expect(pairs.map((p) => p.oursSeconds)).toEqual([4, 5, 6]);
  });

  it('builds ours alone when there is no demo, with no ratio', async () => {
    const b = builders([4, 3, 5], []);
    const { pairs } = await pairedBuilds(3, b.ours, null, b.machine);
    expect(b.ran).toEqual(['ours', 'ours', 'ours']);
    expect(
      pairedFigure(
        pairs.map((p) => [p.oursSeconds, p.demoSeconds] as const),
        (n) => n,
      ),
    ).toEqual({
      ours: 4,
      demo: null,
      ratio: null,
    });
  });
});
