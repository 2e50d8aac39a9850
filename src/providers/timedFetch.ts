/** fetchUtils.fetchJson with the SPEC's request timeout and our error mapping (SPEC 7, 8). */
import { fetchUtils, HttpError } from 'ra-core';
import { apiConfig } from './apiConfig';
import { clientHttpError, toHttpError } from './httpErrors';
import { authText } from './requestLocale';

export type FetchResult = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * One request: aborted after `timeoutMs` with the timeout message (status 408), a network failure
 * mapped to status 0, and an error response mapped by `toHttpError`.
 */
export async function timedFetchJson(
  url: string,
  options: fetchUtils.Options,
  timeoutMs: number = apiConfig.timeoutMs,
): Promise<FetchResult> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const callerSignal = options.signal ?? undefined;
  const onCallerAbort = () => timeout.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    return await fetchUtils.fetchJson(url, { ...options, signal: timeout.signal });
  } catch (error) {
    if (error instanceof HttpError) throw toHttpError(error.status, error.message, error.body);
    if (callerSignal?.aborted) throw error; // the caller cancelled: not ours to report
    if (timeout.signal.aborted || isAbort(error)) throw clientHttpError(authText('errors.timeout'), 408);
    throw clientHttpError(authText('errors.network'), 0);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}
