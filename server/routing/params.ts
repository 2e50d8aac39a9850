/**
 * The first step of every route's pipeline: the path's parameters and the query's values are read and
 * judged before access and handler (route-table.ts), so that no handler meets a value that no record can
 * hold: a NUL, a control character or a lone surrogate in an id, an id past MAX_ID_LENGTH, a NUL or a
 * lone surrogate in a query value. Each is a 400 naming the parameter. Handlers read them with
 * `param(c, name)` (a string, checked) and `c.req.query(name)`.
 */
import type { Context } from 'hono';
import { hasControlCharacters, isStorableText } from '../../src/domain/validators/text.ts';
import type { AppEnv } from '../http/env.ts';
import { apiError } from '../resources/api-errors.ts';

/** Longest id a path may name; ids are UUIDs or short seeded names. */
export const MAX_ID_LENGTH = 200;

const badPathValue = (value: string) =>
  value.length > MAX_ID_LENGTH || !isStorableText(value) || hasControlCharacters(value);
const badQueryValue = (value: string) => !isStorableText(value);

/** 400 for the first path parameter or query value that no record could hold. */
export function checkRequestValues(c: Context<AppEnv>): void {
  for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
    if (!badPathValue(value)) continue;
    throw name === 'id'
      ? apiError(400, 'errors.invalid_id', undefined, 'id')
      : apiError(400, 'errors.invalid_parameter', { name }, name);
  }
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (badQueryValue(name) || values.some(badQueryValue))
      throw apiError(400, 'errors.invalid_parameter', { name: isStorableText(name) ? name : '?' }, name);
  }
}

/** The path parameter `name` of the route (checked by checkRequestValues before the handler). */
export const param = (c: Context<AppEnv>, name: string): string => c.req.param(name) ?? '';
