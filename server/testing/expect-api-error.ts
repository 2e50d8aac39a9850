/** Asserts that a response is an error in the API's one shape (DESIGN.md 5) and returns its body. */
import { expect } from 'vitest';
import type { ApiErrorBody } from '../http/errors.ts';
import { TRACE_HEADER } from '../http/errors.ts';

export type ErrorBody = ApiErrorBody & { error?: string; error_description?: string };

export async function expectApiError(res: Response, status: number, errorCode: string): Promise<ErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.statusCode).toBe(status);
  expect(body.traceId).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers.get(TRACE_HEADER)).toBe(body.traceId);
  expect(body.errors[0]?.errorCode).toBe(errorCode);
  expect(body.errors[0]?.errorMessage.en.length).toBeGreaterThan(0);
  expect(body.errors[0]?.errorMessage.sv.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/\bat .+\.ts:\d+/);
  return body;
}

/** Like expectApiError, and also the OAuth `error` field and its `error_description`. */
export async function expectOAuthError(
  res: Response,
  status: number,
  error: string,
  errorCode = error,
): Promise<ErrorBody> {
  const body = await expectApiError(res, status, errorCode);
  expect(body.error).toBe(error);
  expect(body.error_description).toBe(body.errors[0]?.errorMessage.en);
  return body;
}
