/** Why a login failed, as the login page shows it (SPEC 8, "Login and session"). */
import { HttpError } from 'ra-core';
import type { ApiErrorBody } from './httpErrors';

export class LoginFailure extends Error {
  constructor(
    /** A message key of auth.login.* or a text from the server. */
    message: string,
    readonly status?: number,
    readonly traceId?: string,
  ) {
    super(message);
    this.name = 'LoginFailure';
  }
}

/** 401: invalid credentials; otherwise the server's message or description, else 'Login Fail'. */
export function loginFailureFrom(error: unknown): LoginFailure {
  if (error instanceof LoginFailure) return error;
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as Partial<ApiErrorBody>;
    const traceId = typeof body.traceId === 'string' ? body.traceId : undefined;
    const status = error.status || undefined;
    if (error.status === 401) return new LoginFailure('auth.login.invalidCredentials', 401, traceId);
    const hasServerText = Array.isArray(body.errors) || typeof body.error_description === 'string';
    const message =
      hasServerText || error.status === 0 || error.status === 408 ? error.message : 'auth.login.failed';
    return new LoginFailure(message || 'auth.login.failed', status, traceId);
  }
  return new LoginFailure('auth.login.failed');
}
