/** The one error shape of the API (DESIGN.md 5), with a trace id in the body and a header. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface LocalizedText {
  en: string;
  sv: string;
}

export interface ApiErrorItem {
  errorCode: string;
  errorMessage: LocalizedText;
  /** The field a validation error concerns. */
  field?: string;
}

export interface ApiErrorBody {
  errors: ApiErrorItem[];
  statusCode: number;
  traceId: string;
}

export class ApiError extends Error {
  /** Response headers that belong to this error, such as Retry-After on a 429. */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly status: ContentfulStatusCode,
    readonly items: ApiErrorItem[],
    /** Extra top-level fields, such as OAuth's `error` and `error_description`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(items[0]?.errorMessage.en ?? 'Error');
  }

  static of(
    status: ContentfulStatusCode,
    errorCode: string,
    en: string,
    sv: string,
    field?: string,
  ): ApiError {
    return new ApiError(status, [{ errorCode, errorMessage: { en, sv }, ...(field ? { field } : {}) }]);
  }
}

export const TRACE_HEADER = 'x-trace-id';

export function errorResponse(c: Context, error: ApiError): Response {
  const traceId = (c.get('traceId') as string | undefined) ?? crypto.randomUUID();
  const body: ApiErrorBody & Record<string, unknown> = {
    ...error.extra,
    errors: error.items,
    statusCode: error.status,
    traceId,
  };
  c.header(TRACE_HEADER, traceId);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, error.status);
}

export const notFound = (): ApiError => ApiError.of(404, 'not_found', 'Not found', 'Hittades inte');
export const forbidden = (): ApiError =>
  ApiError.of(403, 'forbidden', 'You do not have access to this', 'Du har inte behörighet till detta');
export const unauthorized = (): ApiError =>
  ApiError.of(401, 'unauthorized', 'Authentication required', 'Inloggning krävs');
