/**
 * One more cold load of the big list, after the timed runs, with Chromium's tracing on (issue 18): the
 * same fresh context as a timed run, summarized by bench/trace-summary.ts. Tracing slows the page, so
 * its first row comes later than in the timed runs; the figures are for where the time goes.
 */
import type { Browser } from 'playwright-core';
import { firstRowAt, newContext, type ListTarget, type StorageState } from './browser.ts';
import {
  CLOCK_MARK,
  mainThreadOf,
  milestonesOf,
  type MainThreadTime,
  type Milestones,
  type PageTimes,
  type TraceEvent,
} from './trace-summary.ts';

const CATEGORIES = [
  '__metadata',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'loading',
  // the clock mark
  'blink.user_timing',
];
const TIME_LIMIT_MS = 120_000;

export interface ColdLoadTrace {
  milestones: Milestones;
  /** Null when the trace did not show our page's main thread and the clock mark. */
  mainThread: MainThreadTime | null;
}

async function tracedLoad(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  list: ListTarget,
): Promise<ColdLoadTrace> {
  const context = await newContext(browser, baseUrl, state);
  try {
    // Before the page: the renderers Chromium starts for it are then traced from their start, or nearly.
    await browser.startTracing(undefined, { categories: CATEGORIES });
    let firstRowMs: number;
    let times: Omit<PageTimes, 'firstRowMs'>;
    let trace: Buffer;
    try {
      const page = await context.newPage();
      await page.goto(list.path, { waitUntil: 'commit' });
      firstRowMs = await firstRowAt(page, list.firstRowText);
      times = await page.evaluate((mark) => {
        performance.mark(mark);
        return {
          documentMs:
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
              ?.responseEnd ?? null,
          resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
            name: e.name,
            startTime: e.startTime,
            responseEnd: e.responseEnd,
          })),
        };
      }, CLOCK_MARK);
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return {
      milestones: milestonesOf({ ...times, firstRowMs }),
      mainThread: mainThreadOf(traceEvents, baseUrl, firstRowMs) ?? null,
    };
  } finally {
    await context.close();
  }
}

/** The traced load's summary, or why there is none: it never fails the bench. */
export async function traceColdLoad(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  list: ListTarget,
): Promise<ColdLoadTrace | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no summary within ${TIME_LIMIT_MS / 1000} s`)), TIME_LIMIT_MS);
  });
  try {
    return await Promise.race([tracedLoad(browser, baseUrl, state, list), timeLimit]);
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0]! : String(error);
  } finally {
    clearTimeout(timer);
  }
}

const at = (n: number | null) => (n === null ? '-' : String(n));
const span = (start: number | null, end: number | null) => `${at(start)}-${at(end)}`;

export function formatColdLoadTrace(
  trace: ColdLoadTrace | string,
  title = 'Cold load traced once more',
): string[] {
  if (typeof trace === 'string') return [`${title}: not measured (${trace})`];
  const m = trace.milestones;
  const t = trace.mainThread;
  return [
    `${title} (ms from navigation start; tracing slows the page):`,
    `  document ${at(m.documentMs)}, JS received ${at(m.jsReceivedMs)} (${m.jsFiles} files), /userinfo ${span(m.userinfoStartMs, m.userinfoEndMs)}, view chunk requested ${at(m.viewChunkStartMs)}, data ${span(m.dataStartMs, m.dataEndMs)}, first row ${m.firstRowMs}`,
    t
      ? `  main thread until then: script ${t.scriptMs}, compile ${t.compileMs}, style and layout ${t.styleLayoutMs}, paint ${t.paintMs}, GC ${t.gcMs}, other ${t.otherMs}, idle ${t.idleMs}${t.untracedMs ? `, before the renderer joined the trace ${t.untracedMs}` : ''}`
      : "  main thread: not found in the trace (no script of the page's URL, or no clock mark)",
  ];
}

/** Where a traced cold load of ours spent its main thread beyond the floor's, for the verdict on the cold load. */
export function mainThreadBeyondFloor(
  ours: ColdLoadTrace | string,
  floor: ColdLoadTrace | string | null,
): string | null {
  if (typeof ours === 'string' || !floor || typeof floor === 'string') return null;
  const a = ours.mainThread;
  const b = floor.mainThread;
  if (!a || !b) return null;
  const busy = (t: MainThreadTime) =>
    t.scriptMs + t.compileMs + t.styleLayoutMs + t.paintMs + t.gcMs + t.otherMs;
  const beyond = KINDS.map(([key, name]) => [name, a[key] - b[key]] as const)
    .filter(([, more]) => more >= 1)
    .sort((x, y) => y[1] - x[1])
    .map(([name, more]) => `${name} +${more}`);
  return `Traced once each, the main thread until the first row: ours busy ${busy(a)} ms (script ${a.scriptMs}, idle ${a.idleMs}), the floor's ${busy(b)} ms (script ${b.scriptMs}, idle ${b.idleMs})${beyond.length ? `; ours beyond the floor's, in ms: ${beyond.join(', ')}` : ''}; ours had its data at ${at(ours.milestones.dataEndMs)} ms.`;
}

/** The kinds of main-thread time, as the verdict names them ("other": tasks, HTML parsing, loading). */
const KINDS = [
  ['scriptMs', 'script'],
  ['otherMs', 'other (tasks, HTML parsing, loading)'],
  ['gcMs', 'GC'],
  ['styleLayoutMs', 'style and layout'],
  ['paintMs', 'paint'],
  ['compileMs', 'compile'],
] as const satisfies readonly (readonly [keyof MainThreadTime, string])[];
