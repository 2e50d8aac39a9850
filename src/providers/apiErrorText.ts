/** What the API said when it refused a request, as the dataProvider and httpClient hand it on. */
import { HttpError } from 'react-admin';

export interface ApiErrorItem {
  field?: string;
  errorCode?: string;
  errorMessage?: { en?: string; sv?: string };
}

export const apiErrorItems = (caught: unknown): ApiErrorItem[] =>
  caught instanceof HttpError ? ((caught.body as { errors?: ApiErrorItem[] } | null)?.errors ?? []) : [];

/** The API's first message in the user's language, else the error's own text, else `fallback`. */
export function apiErrorText(caught: unknown, locale: string, fallback: string): string {
  const language = locale === 'en' ? 'en' : 'sv';
  return (
    apiErrorItems(caught)[0]?.errorMessage?.[language] ??
    (caught instanceof Error && caught.message ? caught.message : fallback)
  );
}
