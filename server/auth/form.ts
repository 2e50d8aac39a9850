/** Reads an application/x-www-form-urlencoded body; any other body is a 400, never a 500. */
import type { Context } from 'hono';
import { oauthError } from './oauth-errors.ts';

const MAX_BODY_LENGTH = 16 * 1024;

export async function readForm(c: Context): Promise<URLSearchParams> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw oauthError(
      400,
      'invalid_request',
      'The request body must be application/x-www-form-urlencoded',
      'Begärans innehåll måste vara application/x-www-form-urlencoded',
    );
  }
  const declared = Number(c.req.header('content-length') ?? 0);
  const body = declared > MAX_BODY_LENGTH ? '' : await c.req.text();
  if (declared > MAX_BODY_LENGTH || body.length > MAX_BODY_LENGTH) {
    throw oauthError(
      400,
      'invalid_request',
      'The request body is too large',
      'Begärans innehåll är för stort',
    );
  }
  return new URLSearchParams(body);
}

/** A form field that must be present and not blank. */
export function formField(form: URLSearchParams, name: string): string | null {
  const value = form.get(name);
  return value !== null && value.trim().length > 0 ? value : null;
}
