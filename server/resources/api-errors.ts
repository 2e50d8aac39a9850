/** Engine messages as API errors: `errorCode` is the message key, `errorMessage` its { en, sv } text. */
import { ENGINE_MESSAGES, localized, messageCatalogue } from '../../src/schema/messages.ts';
import type { Label, MessageRef, RecordIssue, ResourceDefinition } from '../../src/schema/types.ts';
import { ApiError, type ApiErrorItem } from '../http/errors.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const engineCatalogue: Record<string, Label> = ENGINE_MESSAGES;

/** A name or value from the request, as an error repeats it: at most 200 characters. */
const echoed = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

export function apiError(
  status: ContentfulStatusCode,
  key: string,
  params?: MessageRef['params'],
  field?: string,
): ApiError {
  const shown =
    params &&
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        typeof value === 'string' ? echoed(value) : value,
      ]),
    );
  const item: ApiErrorItem = {
    errorCode: key,
    errorMessage: localized(engineCatalogue, { key, params: shown }),
  };
  return new ApiError(status, [field !== undefined ? { ...item, field: echoed(field) } : item]);
}

const catalogues = new WeakMap<ResourceDefinition, Record<string, Label>>();

/** Most issues one error body reports; past them one more item says how many were left out. */
export const MAX_REPORTED_ISSUES = 10;

/**
 * Error items for `issues`, each made by `item`: the first MAX_REPORTED_ISSUES, then
 * `errors.more_problems` with the count of the others, so an error body stays small whatever the
 * request held. Only the items reported are made.
 */
export function cappedItems<T>(issues: readonly T[], item: (issue: T) => ApiErrorItem): ApiErrorItem[] {
  const items = issues.slice(0, MAX_REPORTED_ISSUES).map(item);
  const more = issues.length - items.length;
  if (more > 0)
    items.push({
      errorCode: 'errors.more_problems',
      errorMessage: localized(engineCatalogue, { key: 'errors.more_problems', params: { count: more } }),
    });
  return items;
}

/**
 * 400 with one error item per field issue, in the definition's catalogue (its rules' texts included),
 * capped (cappedItems).
 */
export function validationFailed(definition: ResourceDefinition, issues: readonly RecordIssue[]): ApiError {
  let catalogue = catalogues.get(definition);
  if (!catalogue) catalogues.set(definition, (catalogue = messageCatalogue([definition])));
  return new ApiError(
    400,
    cappedItems(issues, (issue) => ({
      errorCode: issue.key,
      errorMessage: localized(catalogue, issue),
      field: echoed(issue.field),
    })),
  );
}
