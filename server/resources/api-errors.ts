/** Engine messages as API errors: `errorCode` is the message key, `errorMessage` its { en, sv } text. */
import { ENGINE_MESSAGES, localized, messageCatalogue } from '../../src/schema/messages.ts';
import type { Label, MessageRef, RecordIssue, ResourceDefinition } from '../../src/schema/types.ts';
import { ApiError, type ApiErrorItem } from '../http/errors.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const engineCatalogue: Record<string, Label> = ENGINE_MESSAGES;

export function apiError(status: ContentfulStatusCode, key: string, params?: MessageRef['params'], field?: string): ApiError {
  const item: ApiErrorItem = { errorCode: key, errorMessage: localized(engineCatalogue, { key, params }) };
  return new ApiError(status, [field ? { ...item, field } : item]);
}

const catalogues = new WeakMap<ResourceDefinition, Record<string, Label>>();

/** 400 with one error item per field issue, in the definition's catalogue (its rules' texts included). */
export function validationFailed(definition: ResourceDefinition, issues: readonly RecordIssue[]): ApiError {
  let catalogue = catalogues.get(definition);
  if (!catalogue) catalogues.set(definition, (catalogue = messageCatalogue([definition])));
  const items: ApiErrorItem[] = issues.map((issue) => ({
    errorCode: issue.key,
    errorMessage: localized(catalogue, issue),
    field: issue.field,
  }));
  return new ApiError(400, items);
}
