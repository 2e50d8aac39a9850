/** Reads an application/x-www-form-urlencoded body; any other body is a 400, never a 500. */
import type { Context } from 'hono';
import { hasControlCharacters, isStorableText } from '../../src/domain/validators/text.ts';
import { readLimitedText } from '../http/body.ts';
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
  // Read no further than the limit, whatever Content-Length says (or does not say).
  const body = await readLimitedText(c.req.raw, MAX_BODY_LENGTH);
  if (typeof body !== 'string') {
    // 400, not 413: an OAuth token endpoint answers its errors as 400 invalid_request (RFC 6749 5.2).
    throw oauthError(
      400,
      'invalid_request',
      'The request body is too large (at most 16 kB)',
      'Begärans innehåll är för stort (högst 16 kB)',
    );
  }
  const form = new URLSearchParams(body);
  for (const [name, value] of form) {
    // NUL or control characters: no username, password, scope or token has them, and no column holds NUL.
    if (!isStorableText(value) || hasControlCharacters(value, true)) {
      const field = name.length <= 40 && /^[\w.-]+$/.test(name) ? name : 'form';
      throw oauthError(
        400,
        'invalid_request',
        `The field ${field} holds characters that are not allowed`,
        `Fältet ${field} innehåller tecken som inte är tillåtna`,
        field,
      );
    }
  }
  return form;
}

/** A form field that must be present and not blank. */
export function formField(form: URLSearchParams, name: string): string | null {
  const value = form.get(name);
  return value !== null && value.trim().length > 0 ? value : null;
}
