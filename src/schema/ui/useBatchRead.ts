/**
 * Reads run together (SPEC 7, "Helper behaviours"; SPEC 8, "Batches"): all sent at once; a failed read
 * that is a 404 says nothing (the record went meanwhile), another shows its message and status code,
 * once per distinct message. A failed read answers undefined in its place.
 */
import { useNotify, useTranslate } from 'react-admin';

/** What to show of a failed read: nothing for a 404, else its message and status code. */
export function readFailure(error: unknown): { message: string; code: string } | null {
  const { status, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    message?: unknown;
  };
  if (status === 404) return null;
  return {
    message: typeof message === 'string' && message ? message : String(error),
    code: typeof status === 'number' && status > 0 ? String(status) : '-',
  };
}

export function useBatchRead() {
  const notify = useNotify();
  const translate = useTranslate();
  return async <T>(reads: readonly (() => Promise<T>)[]): Promise<(T | undefined)[]> => {
    const outcomes = await Promise.allSettled(reads.map((read) => read()));
    const shown = new Set<string>();
    return outcomes.map((outcome) => {
      if (outcome.status === 'fulfilled') return outcome.value;
      const failure = readFailure(outcome.reason);
      const text = failure && translate('engine.batch.readFailed', failure);
      if (text && !shown.has(text)) {
        shown.add(text);
        notify(text, { type: 'error', multiLine: true, messageArgs: { _: text } });
      }
      return undefined;
    });
  };
}
