/** Errors of the platform API mapped to react-admin's HttpError (SPEC 8, "Login and session"). */
import { HttpError } from 'ra-core';
import { rememberErrorTrace } from './errorTrace';
import { requestLocale } from './requestLocale';

export interface ApiErrorEntry {
  errorCode?: string;
  errorMessage?: { en?: string; sv?: string } | string;
}

/** The body an HttpError of ours carries: the server's body plus the status code and trace id. */
export interface ApiErrorBody {
  errors?: ApiErrorEntry[];
  error?: string;
  error_description?: string;
  message?: string;
  statusCode: number;
  traceId?: string;
  [key: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first server error entry's message in the user's language, else the other one. */
export function firstErrorMessage(body: unknown): string | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors)) return undefined;
  const first = body.errors[0] as ApiErrorEntry | undefined;
  const text = first?.errorMessage;
  if (typeof text === 'string') return text || undefined;
  if (!text) return undefined;
  const locale = requestLocale();
  return text[locale] || text[locale === 'sv' ? 'en' : 'sv'] || undefined;
}

/** Builds the HttpError for a failed response: message, status, and a body with statusCode and traceId. */
export function toHttpError(
  status: number,
  statusText: string,
  body: unknown,
  traceHeader?: string | null,
): HttpError {
  const raw = isRecord(body) ? body : {};
  const traceId = typeof raw.traceId === 'string' ? raw.traceId : (traceHeader ?? undefined);
  const message =
    firstErrorMessage(raw) ??
    (typeof raw.error_description === 'string' ? raw.error_description : undefined) ??
    (typeof raw.message === 'string' ? raw.message : undefined) ??
    (statusText || `HTTP ${status}`);
  const errorBody: ApiErrorBody = { ...raw, statusCode: status, ...(traceId ? { traceId } : {}) };
  if (traceId) rememberErrorTrace(message, { statusCode: status, traceId });
  return new HttpError(message, status, errorBody);
}

/** A client-side failure (timeout, network, session) in the same shape. */
export function clientHttpError(message: string, status: number): HttpError {
  return new HttpError(message, status, { statusCode: status } satisfies ApiErrorBody);
}
