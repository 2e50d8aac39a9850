/**
 * Which language the UI starts in (SPEC 1 and 9): the language cookie beats the browser's languages,
 * which beat the default (Swedish). Pure functions; the browser side is in ./browserLanguage.ts.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './catalogueCore';

export const LANGUAGE_COOKIE = 'language';
/** Ten years (365.25 days each), in seconds: SPEC 9. */
export const LANGUAGE_COOKIE_MAX_AGE = 315576000;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'en-US' -> 'en', 'sv_SE' -> 'sv', 'SE' (the translation provider's code) -> 'sv'. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'se') return 'sv';
  return isLocale(primary) ? primary : undefined;
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return undefined;
}

export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export interface LanguageSources {
  /** The whole `document.cookie` string. */
  cookie?: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[] | null;
}

export function chooseLocale({ cookie, browserLanguages }: LanguageSources): Locale {
  const fromCookie = matchLocale(readCookie(cookie ?? '', LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  for (const tag of browserLanguages ?? []) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
