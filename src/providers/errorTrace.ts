/**
 * SPEC 8: every server error message shows the 'Status code' and 'TraceId' lines when the server gives
 * them. A refusal reaches the toast as its message only (react-admin notifies `error.message`), so each
 * failed response's message is remembered here with its status and trace id for a short while, and the
 * toast area (src/layout/Notifier.tsx) adds the two lines under a message it finds here.
 */
export interface ErrorTrace {
  statusCode: number;
  traceId: string;
}

const KEEP_MS = 30_000;
const MAX = 20;
const traces = new Map<string, ErrorTrace & { at: number }>();

export function rememberErrorTrace(message: string, trace: ErrorTrace, now = Date.now()): void {
  traces.delete(message);
  traces.set(message, { ...trace, at: now });
  // The oldest go first: a Map keeps insertion order.
  for (const key of traces.keys()) {
    if (traces.size <= MAX) break;
    traces.delete(key);
  }
}

/** The status and trace id of a recent failed response with this message, if any. */
export function errorTraceOf(message: string, now = Date.now()): ErrorTrace | undefined {
  const found = traces.get(message);
  if (!found) return undefined;
  if (now - found.at > KEEP_MS) {
    traces.delete(message);
    return undefined;
  }
  return { statusCode: found.statusCode, traceId: found.traceId };
}
