/** The API's own description, GET /api/openapi.json (public), read through the app's one HTTP client. */
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import type { OpenApiDocument } from './openApi';

export const OPENAPI_PATH = '/api/openapi.json';

export interface ApiDocument {
  document: OpenApiDocument;
  /** The document as the API sent it, for the download. */
  raw: string;
}

export function useApiDocument() {
  return useQuery({
    queryKey: ['apiReference', 'openapi'],
    queryFn: async (): Promise<ApiDocument> => {
      const { json, body } = await httpClient(OPENAPI_PATH);
      return { document: json as OpenApiDocument, raw: body };
    },
    // It changes only with the API's code: read once a session, asked again only by "Try again".
    staleTime: Infinity,
    // A refusal stays a refusal; a network failure, a timeout or a 5xx is tried once more.
    retry: (count, error) =>
      count < 1 &&
      !(error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 408),
  });
}
