/**
 * SPEC 7's PUT helper: a PUT answered 404 with a message (the API saying the record or setting is not
 * there, not a missing route) is sent again as a POST, which creates it. docs/decisions.md, "PUT falls
 * back to POST", says where the POST goes.
 */
import { HttpError } from 'ra-core';
import { firstErrorMessage } from './httpErrors';

/** True when the failure is a 404 whose body carries the server's message. */
export function isNotFoundWithMessage(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 404) return false;
  const body = error.body as { message?: unknown } | null | undefined;
  return Boolean(firstErrorMessage(body) ?? (typeof body?.message === 'string' && body.message));
}

/** Runs `put`; on a 404 with a message, runs `post` instead. */
export async function putOrPost<T>(put: () => Promise<T>, post: () => Promise<T>): Promise<T> {
  try {
    return await put();
  } catch (error) {
    if (!isNotFoundWithMessage(error)) throw error;
    return post();
  }
}
