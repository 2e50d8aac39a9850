/**
 * The user's language as the providers need it outside React: to pick the server's error message and
 * to send the language header. The app keeps it in step with react-admin's locale (SessionEffects).
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/catalogueCore';
import authMessages from '../i18n/messages/auth';

let locale: Locale = DEFAULT_LOCALE;

export function requestLocale(): Locale {
  return locale;
}

export function setRequestLocale(next: string): void {
  locale = next === 'en' ? 'en' : next === 'sv' ? 'sv' : DEFAULT_LOCALE;
}

/** A text of the auth messages in the current language, for errors raised outside React. */
export function authText(path: `${'errors' | 'session' | 'login'}.${string}`): string {
  let node: unknown = authMessages[locale].auth;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : path;
}
