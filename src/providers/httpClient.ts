/**
 * The one HTTP client of the app (DESIGN.md 4), with fetchUtils.fetchJson's signature so the
 * dataProvider and the authProvider use it alike: base URL, bearer token, `organizationId` header,
 * language header on payment and handshake calls, timeout, one refresh and one retry on a 401.
 */
import type { fetchUtils } from 'ra-core';
import { apiUrl } from './apiConfig';
import { requestLocale } from './requestLocale';
import { session } from './session';
import { toHttpError } from './httpErrors';
import { timedFetchJson, type FetchResult } from './timedFetch';
import { TOKEN_PATH } from './tokenEndpoint';
import { isExpired, refreshAccessToken } from './tokenRefresh';

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<FetchResult>;

export interface HttpClientOptions {
  timeoutMs?: number;
  /** The page the app shows; no refresh is attempted on the sign-up page (SPEC 2). */
  currentPath?: () => string;
}

export const ORGANIZATION_HEADER = 'organizationId';
export const LANGUAGE_HEADER = 'Accept-Language';
/** API families that get the user's language (SPEC 7, "General"). */
const LANGUAGE_PATHS = [/\/api\/payments(\/|$|\?)/, /\/?api\/handshakes(\/|$|\?)/];

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

function isTokenCall(url: string): boolean {
  return pathOf(url).endsWith(TOKEN_PATH);
}

function browserPath(): string {
  return typeof window !== 'undefined' ? window.location.pathname : '/';
}

function buildHeaders(url: string, options: fetchUtils.Options, accessToken: string | null): Headers {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (accessToken && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${accessToken}`);
  const organization = session.organization();
  if (organization && !headers.has(ORGANIZATION_HEADER)) headers.set(ORGANIZATION_HEADER, organization.id);
  if (LANGUAGE_PATHS.some((pattern) => pattern.test(pathOf(url))) && !headers.has(LANGUAGE_HEADER)) {
    headers.set(LANGUAGE_HEADER, requestLocale());
  }
  return headers;
}

export function createHttpClient({
  timeoutMs,
  currentPath = browserPath,
}: HttpClientOptions = {}): HttpClient {
  const send = (url: string, options: fetchUtils.Options, token: string | null) =>
    timedFetchJson(url, { ...options, headers: buildHeaders(url, options, token) }, timeoutMs);

  return async (path, options = {}) => {
    const url = apiUrl(path);
    const mayRefresh = !isTokenCall(url) && !currentPath().startsWith('/signup');
    let token = session.accessToken();
    // SPEC 4: an expired token of a signed-in user is renewed before it is used.
    if (token && mayRefresh && session.refreshToken() && isExpired(token, 5)) {
      token = await refreshAccessToken(token);
    }
    try {
      return await send(url, options, token);
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status !== 401 || !token || !mayRefresh) throw error;
      // SPEC 4: exactly one refresh and one retry; a second 401 goes to the caller.
      const renewed = await refreshAccessToken(token);
      return send(url, options, renewed);
    }
  };
}

export const httpClient: HttpClient = createHttpClient();

/** A call with the same headers and token as every call; a refusal is the API's error, as HttpError. */
async function authorizedFetch(
  path: string,
  init: RequestInit & { signal?: AbortSignal },
  accept: string,
  contentType = 'application/json',
): Promise<Response> {
  const url = apiUrl(path);
  let token = session.accessToken();
  if (token && session.refreshToken() && isExpired(token, 5)) token = await refreshAccessToken(token);
  const headers = buildHeaders(url, { headers: { Accept: accept } }, token);
  if (init.body) headers.set('Content-Type', contentType);
  const response = await fetch(url, { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as unknown;
    throw toHttpError(response.status, response.statusText, body, response.headers.get('x-trace-id'));
  }
  return response;
}

/** A file the API sends (an SIE export): the bytes as they came, and the name the server gave it. */
export async function fetchFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await authorizedFetch(path, {}, '*/*');
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? null };
}

/**
 * A CSV file the API streams (a list's export, `X-Export-Total` lines announced first): the bytes as
 * they came, with `onProgress` told the lines received so far. A line break inside a quoted cell counts
 * as a line too, so the figure is a progress, not a count.
 */
export async function fetchStreamedCsv(
  path: string,
  signal: AbortSignal,
  onProgress: (done: number, total: number | null) => void,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await authorizedFetch(path, { signal }, 'text/csv');
  const announced = Number(response.headers.get('x-export-total'));
  const total = Number.isFinite(announced) && response.headers.has('x-export-total') ? announced : null;
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const parts: Uint8Array[] = [];
  let lines = 0;
  onProgress(0, total);
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    parts.push(chunk.value);
    for (const byte of chunk.value) if (byte === 10) lines++;
    // The first line is the header.
    onProgress(Math.max(0, lines - 1), total);
  }
  return {
    blob: new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }),
    fileName: named?.[1] ?? null,
  };
}

/**
 * A POST of JSON lines whose answer is JSON lines too, each given to `onLine` as it arrives (an import
 * sends its rows a chunk a line, and the API reports how far it has come, then its result).
 */
export async function postFollowingLines(
  path: string,
  lines: readonly unknown[],
  onLine: (value: unknown) => void,
): Promise<void> {
  const body = `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
  const response = await authorizedFetch(
    path,
    { method: 'POST', body },
    'application/x-ndjson',
    'application/x-ndjson',
  );
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    pending += chunk.value ?? '';
    const lines = pending.split('\n');
    pending = chunk.done ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim()) onLine(JSON.parse(line));
    if (chunk.done) return;
  }
}
