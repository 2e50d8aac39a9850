import { describe, expect, it } from 'vitest';
import {
  CLOCK_MARK,
  mainThreadOf,
  milestonesOf,
  type MainThreadTime,
  type TraceEvent,
} from '../bench/trace-summary.ts';
import { mainThreadBeyondFloor, type ColdLoadTrace } from '../bench/trace.ts';

const BASE = 'http://127.0.0.1:4000';
const WEBUI = 1;
const OURS = 2;
/** Navigation start in trace time (µs); `at(ms)` is a time of the page. */
const T0 = 5_000_000;
const at = (ms: number) => T0 + ms * 1000;

const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, name: string, fromMs: number, toMs: number, tid = pid): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts: at(fromMs),
  dur: (toMs - fromMs) * 1000,
});
const clockMark = (pid: number, ms: number): TraceEvent => ({
  name: CLOCK_MARK,
  ph: 'I',
  pid,
  tid: pid,
  ts: at(ms),
  args: { data: { startTime: ms } },
});

/** The omnibox WebUI's renderer, also with a CrRendererMain, busy the whole time. */
const webUi: TraceEvent[] = [
  threadName(WEBUI, WEBUI, 'CrRendererMain'),
  {
    ...task(WEBUI, 'EvaluateScript', 0, 90),
    args: { data: { url: 'chrome://omnibox-popup.top-chrome/app.js' } },
  },
  task(WEBUI, 'RunTask', 0, 100),
  task(WEBUI, 'v8.compileModule', 1, 50),
  task(WEBUI, 'Layout', 50, 90),
];

describe('mainThreadOf', () => {
  const ours: TraceEvent[] = [
    threadName(OURS, OURS, 'CrRendererMain'),
    threadName(OURS, 7, 'Compositor'),
    task(OURS, 'RunTask', -1, 2),
    task(OURS, 'RunTask', 5, 35),
    { ...task(OURS, 'EvaluateScript', 6, 34), args: { data: { url: `${BASE}/apps/list` } } },
    task(OURS, 'v8.compile', 7, 9),
    task(OURS, 'Layout', 10, 13),
    task(OURS, 'MinorGC', 15, 16),
    task(OURS, 'V8.GC_SCAVENGER', 15, 16),
    task(OURS, 'V8.BytecodeBudgetInterrupt', 20, 21),
    task(OURS, 'RunTask', 40, 50),
    task(OURS, 'Paint', 42, 45),
    task(OURS, 'ParseHTML', 45, 48),
    task(OURS, 'TimerFire', 60, 70),
    task(OURS, 'FunctionCall', 61, 66),
    // Overruns its parent: counted up to the parent's end.
    task(OURS, 'Layout', 66, 71),
    // Past the first row (100 ms): counted up to it.
    task(OURS, 'RunTask', 95, 110),
    // Another thread of our renderer.
    task(OURS, 'Paint', 20, 60, 7),
    clockMark(OURS, 120),
  ];

  it("sums our renderer's main thread by kind, each stretch once, to the first row", () => {
    expect(mainThreadOf([...webUi, ...ours], BASE, 100)).toEqual({
      scriptMs: 22 + 6,
      compileMs: 2,
      styleLayoutMs: 3 + 4,
      paintMs: 3,
      gcMs: 1,
      otherMs: 2 + 2 + 7 + 5,
      idleMs: 100 - (2 + 30 + 10 + 10 + 5),
      untracedMs: 0,
    });
  });

  it("leaves the other renderer's events out, whichever comes first", () => {
    expect(mainThreadOf([...ours, ...webUi], BASE, 100)).toEqual(
      mainThreadOf([...webUi, ...ours], BASE, 100),
    );
  });

  it('counts the time before the renderer joined the trace as neither busy nor idle', () => {
    const late = [
      threadName(OURS, OURS, 'CrRendererMain'),
      task(OURS, 'RunTask', 30, 40),
      { ...task(OURS, 'EvaluateScript', 31, 39), args: { data: { url: `${BASE}/` } } },
      clockMark(OURS, 100),
    ];
    expect(mainThreadOf([...webUi, ...late], BASE, 100)).toMatchObject({
      scriptMs: 8,
      otherMs: 2,
      idleMs: 60,
      untracedMs: 30,
    });
  });

  it('finds a page of module scripts only (no EvaluateScript of its URL) by its clock mark', () => {
    const modulesOnly = ours.map((e) =>
      e.name === 'EvaluateScript' ? { ...task(OURS, 'v8.evaluateModule', 6, 34) } : e,
    );
    expect(mainThreadOf([...webUi, ...modulesOnly], BASE, 100)).toEqual(
      mainThreadOf([...webUi, ...ours], BASE, 100),
    );
  });

  it('finds nothing without a script of the page or without the clock mark', () => {
    expect(mainThreadOf(webUi, BASE, 100)).toBeUndefined();
    expect(mainThreadOf([...webUi, ...ours.filter((e) => e.name !== CLOCK_MARK)], BASE, 100)).toBeUndefined();
  });
});

describe('milestonesOf', () => {
  const resource = (path: string, startTime: number, responseEnd: number) => ({
    name: `${BASE}${path}`,
    startTime,
    responseEnd,
  });

  it('reads the load from the resource timings', () => {
    expect(
      milestonesOf({
        documentMs: 20.4,
        firstRowMs: 612.6,
        resources: [
          resource('/assets/vendor-1.js', 31, 180.6),
          resource('/assets/index-1.js', 30, 90),
          resource('/logo.svg', 150, 400),
          resource('/userinfo', 200.2, 230.7),
          resource('/assets/SignedIn-1.js', 210, 260),
          resource('/assets/ListView-1.js', 300, 340),
          resource('/api/products?range=%5B0%2C24%5D', 420, 470),
          resource('/api/groups', 430, 480),
        ],
      }),
    ).toEqual({
      documentMs: 20,
      jsReceivedMs: 181,
      jsFiles: 2,
      userinfoStartMs: 200,
      userinfoEndMs: 231,
      viewChunkStartMs: 300,
      dataStartMs: 420,
      dataEndMs: 470,
      firstRowMs: 613,
    });
  });

  it('leaves out what did not happen', () => {
    expect(milestonesOf({ documentMs: null, firstRowMs: 50, resources: [] })).toEqual({
      documentMs: null,
      jsReceivedMs: null,
      jsFiles: 0,
      userinfoStartMs: null,
      userinfoEndMs: null,
      viewChunkStartMs: null,
      dataStartMs: null,
      dataEndMs: null,
      firstRowMs: 50,
    });
  });
});

describe('mainThreadBeyondFloor', () => {
  const thread = (scriptMs: number, more: Partial<MainThreadTime>): MainThreadTime => ({
    scriptMs,
    compileMs: 2,
    styleLayoutMs: 10,
    paintMs: 4,
    gcMs: 20,
    otherMs: 50,
    idleMs: 30,
    untracedMs: 0,
    ...more,
  });
  const trace = (
    scriptMs: number | null,
    dataEndMs: number | null,
    more: Partial<MainThreadTime> = {},
  ): ColdLoadTrace => ({
    milestones: {
      documentMs: 3,
      jsReceivedMs: 200,
      jsFiles: 20,
      userinfoStartMs: null,
      userinfoEndMs: null,
      viewChunkStartMs: null,
      dataStartMs: null,
      dataEndMs,
      firstRowMs: 500,
    },
    mainThread: scriptMs === null ? null : thread(scriptMs, more),
  });

  it("compares ours with the floor's busy main thread, and says when our data arrived", () => {
    expect(mainThreadBeyondFloor(trace(380, 195), trace(200, null))).toBe(
      "Traced once each, the main thread until the first row: ours busy 466 ms (script 380, idle 30), the floor's 286 ms (script 200, idle 30); ours beyond the floor's, in ms: script +180; ours had its data at 195 ms.",
    );
  });

  it("names each kind of time where ours is over the floor's, the largest first", () => {
    expect(
      mainThreadBeyondFloor(
        trace(340, 252, { otherMs: 109, gcMs: 12, idleMs: 27 }),
        trace(257, null, { otherMs: 35 }),
      ),
    ).toBe(
      "Traced once each, the main thread until the first row: ours busy 477 ms (script 340, idle 27), the floor's 328 ms (script 257, idle 30); ours beyond the floor's, in ms: script +83, other (tasks, HTML parsing, loading) +74; ours had its data at 252 ms.",
    );
  });

  it('says nothing when either trace is missing', () => {
    expect(mainThreadBeyondFloor(trace(380, 195), null)).toBeNull();
    expect(mainThreadBeyondFloor(trace(380, 195), 'no summary within 120 s')).toBeNull();
    expect(mainThreadBeyondFloor('no summary within 120 s', trace(200, null))).toBeNull();
    expect(mainThreadBeyondFloor(trace(null, 195), trace(200, null))).toBeNull();
  });
});
