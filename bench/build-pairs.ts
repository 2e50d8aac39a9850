/**
 * The production build's wall time, ours beside the demo's (issue 41): both built in turn in the same
 * run, the order alternating, each from a clean output folder, so that a ratio is taken between two
 * builds that met the same machine.
 */

export interface BuildPair {
  /** Before the pair's first build. */
  loadAverage: number[];
  order: 'ours first' | 'demo first';
  oursSeconds: number;
  /** Null when the demo was not built (none to build, or an earlier build of it failed). */
  demoSeconds: number | null;
}

export interface BuildPairs {
  pairs: BuildPair[];
  /** Why the demo's builds stopped, if one failed: the later pairs build ours alone. */
  demoFailure: string | null;
}

/** Each build answers its wall seconds; `demo` null builds ours alone. */
export async function pairedBuilds(
  count: number,
  ours: () => Promise<number>,
  demo: (() => Promise<number>) | null,
  machine: { loadAverage: () => number[]; log: (line: string) => void },
): Promise<BuildPairs> {
  const pairs: BuildPair[] = [];
  let demoFailure: string | null = null;
  for (let index = 0; index < count; index += 1) {
    const loadAverage = machine.loadAverage();
    const oursFirst = index % 2 === 0;
    const withDemo = demo !== null && demoFailure === null;
    machine.log(
      withDemo
        ? `  build pair ${index + 1} (load average ${loadAverage.join(' ')}; ${oursFirst ? 'ours' : 'the demo'} first)`
        : `  build ${index + 1} (load average ${loadAverage.join(' ')}; ours alone)`,
    );
    let oursSeconds = 0;
    let demoSeconds: number | null = null;
    for (const who of oursFirst ? ['ours', 'demo'] : ['demo', 'ours']) {
      if (who === 'ours') {
        oursSeconds = await ours();
        machine.log(`    ours: ${oursSeconds.toFixed(2)} s`);
      } else if (withDemo) {
        try {
          demoSeconds = await demo();
          machine.log(`    demo: ${demoSeconds.toFixed(2)} s`);
        } catch (error) {
          demoFailure = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
          machine.log(`    demo: build failed (${demoFailure})`);
        }
      }
    }
    pairs.push({ loadAverage, order: oursFirst ? 'ours first' : 'demo first', oursSeconds, demoSeconds });
  }
  return { pairs, demoFailure };
}
