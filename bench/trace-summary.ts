/**
 * The traced cold load in a few figures (issue 18), all in ms from the page's navigation start: the
 * milestones from the page's Resource Timing, and the main thread of our page's renderer by kind.
 */

/** One event of Chromium's trace (Trace Event Format); only the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; startTime?: number } };
}

export interface ResourceTime {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** What the page's Performance API says after the first row (ms since navigation start). */
export interface PageTimes {
  /** responseEnd of the navigation entry. */
  documentMs: number | null;
  resources: ResourceTime[];
  firstRowMs: number;
}

export interface Milestones {
  documentMs: number | null;
  /** The last JS file requested before /userinfo received. */
  jsReceivedMs: number | null;
  jsFiles: number;
  userinfoStartMs: number | null;
  userinfoEndMs: number | null;
  /** The first lazy chunk requested after /userinfo ended: the route's view. */
  viewChunkStartMs: number | null;
  dataStartMs: number | null;
  dataEndMs: number | null;
  firstRowMs: number;
}

export interface MainThreadTime {
  scriptMs: number;
  compileMs: number;
  styleLayoutMs: number;
  paintMs: number;
  gcMs: number;
  otherMs: number;
  idleMs: number;
  /**
   * From navigation start to the first event recorded in the renderer: a renderer started for the
   * navigation may join the trace late (400 ms seen on a busy machine). Neither busy nor idle.
   */
  untracedMs: number;
}

const ms = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n));
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};
const isJs = (r: ResourceTime) => /\.m?js$/.test(pathOf(r.name));

export function milestonesOf(times: PageTimes): Milestones {
  const resources = [...times.resources].sort((a, b) => a.startTime - b.startTime);
  const userinfo = resources.find((r) => pathOf(r.name) === '/userinfo');
  const pageJs = resources.filter((r) => isJs(r) && (!userinfo || r.startTime < userinfo.startTime));
  const viewChunk = userinfo && resources.find((r) => isJs(r) && r.startTime >= userinfo.responseEnd);
  const data = resources.find((r) => pathOf(r.name).startsWith('/api/'));
  return {
    documentMs: ms(times.documentMs),
    jsReceivedMs: pageJs.length ? ms(Math.max(...pageJs.map((r) => r.responseEnd))) : null,
    jsFiles: pageJs.length,
    userinfoStartMs: ms(userinfo?.startTime),
    userinfoEndMs: ms(userinfo?.responseEnd),
    viewChunkStartMs: ms(viewChunk?.startTime),
    dataStartMs: ms(data?.startTime),
    dataEndMs: ms(data?.responseEnd),
    firstRowMs: Math.round(times.firstRowMs),
  };
}

type Kind = 'script' | 'compile' | 'styleLayout' | 'paint' | 'gc';

const KIND_BY_NAME: Record<string, Kind> = {
  'v8.evaluateModule': 'script',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  RunMicrotasks: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  EventDispatch: 'script',
  'v8.callFunction': 'script',
  'v8.run': 'script',
  UpdateLayoutTree: 'styleLayout',
  RecalculateStyles: 'styleLayout',
  Layout: 'styleLayout',
  ParseAuthorStyleSheet: 'styleLayout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  PaintImage: 'paint',
};

function kindOf(name: string): Kind | undefined {
  if (/^v8\.(compile|produce)/i.test(name)) return 'compile';
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC|CppGC)/.test(name)) return 'gc';
  return KIND_BY_NAME[name];
}

/**
 * Our page's renderer: the process that evaluated a script of `baseUrl`, else (a page of module scripts
 * only, as the floor's) the one that holds the clock mark, and its main thread.
 */
export function pageMainThread(
  events: readonly TraceEvent[],
  baseUrl: string,
): { pid: number; tid: number } | undefined {
  const ours =
    events.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(baseUrl)) ??
    events.find((e) => e.name === CLOCK_MARK);
  if (!ours) return undefined;
  const thread = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && e.pid === ours.pid && e.args?.name === 'CrRendererMain',
  );
  return thread && { pid: thread.pid, tid: thread.tid };
}

/** The name of the mark the page sets after its first row: it ties the page's clock to the trace's. */
export const CLOCK_MARK = 'bench:trace-clock';

/**
 * The trace time (µs) of the page's navigation start: the CLOCK_MARK's trace time less its startTime.
 * Not Chromium's navigationStart event: it is emitted once per document and frame (ours names the
 * page's URL, the others none), and for a renderer process started during the navigation it can be
 * missing from the trace altogether. Checked against the navigation entry: its responseEnd event lies
 * at the entry's responseEnd from this zero, to 0.1 ms.
 */
export function clockZeroOf(events: readonly TraceEvent[], pid: number): number | undefined {
  const mark = events.find((e) => e.pid === pid && e.name === CLOCK_MARK);
  const startTime = mark?.args?.data?.startTime;
  return mark && typeof startTime === 'number' ? mark.ts - startTime * 1000 : undefined;
}

/**
 * The main thread from navigation start to the first row, by kind. Complete events nest; each stretch
 * of time goes to the innermost event of a known kind around it (a layout forced by a script is
 * layout), else to "other" (tasks, HTML parsing, loading). Idle is the time outside any task, from
 * the renderer's first recorded event on.
 */
export function mainThreadOf(
  events: readonly TraceEvent[],
  baseUrl: string,
  firstRowMs: number,
): MainThreadTime | undefined {
  const thread = pageMainThread(events, baseUrl);
  if (!thread) return undefined;
  const t0 = clockZeroOf(events, thread.pid);
  if (t0 === undefined) return undefined;
  const t1 = t0 + firstRowMs * 1000;
  const recorded = events.filter((e) => e.ph === 'X' && e.pid === thread.pid);
  const firstRecorded = recorded.reduce((first, e) => Math.min(first, e.ts), t1);
  const tracedFrom = Math.min(t1, Math.max(t0, firstRecorded));
  const spans = recorded
    .filter((e) => e.tid === thread.tid && e.dur)
    .map((e) => ({ start: Math.max(e.ts, t0), end: Math.min(e.ts + (e.dur ?? 0), t1), kind: kindOf(e.name) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const totals: Record<Kind | 'other', number> = {
    script: 0,
    compile: 0,
    styleLayout: 0,
    paint: 0,
    gc: 0,
    other: 0,
  };
  let busy = 0;
  const open: { end: number; kind: Kind | 'other' }[] = [];
  for (const span of spans) {
    while (open.length && open[open.length - 1]!.end <= span.start) open.pop();
    const parent = open[open.length - 1];
    // Timestamps of nested events may overrun their parent by a microsecond or so.
    const end = parent ? Math.min(span.end, parent.end) : span.end;
    if (end <= span.start) continue;
    const kind = span.kind ?? parent?.kind ?? 'other';
    totals[kind] += end - span.start;
    if (parent) totals[parent.kind] -= end - span.start;
    else busy += end - span.start;
    open.push({ end, kind });
  }
  const round = (us: number) => Math.round(us / 1000);
  return {
    scriptMs: round(totals.script),
    compileMs: round(totals.compile),
    styleLayoutMs: round(totals.styleLayout),
    paintMs: round(totals.paint),
    gcMs: round(totals.gc),
    otherMs: round(totals.other),
    idleMs: round(t1 - tracedFrom - busy),
    untracedMs: round(tracedFrom - t0),
  };
}
