/** The browser side of the language choice: reads and writes the cookie, reloads on a switch. */
import type { Locale } from './catalogueCore';
import { chooseLocale, languageCookie } from './language';

export function browserLocale(): Locale {
  if (typeof document === 'undefined') return chooseLocale({});
  return chooseLocale({
    cookie: document.cookie,
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}

/** Switching the language stores the cookie and reloads the page (SPEC 4, "Other UI states"). */
export function switchLanguage(locale: Locale): void {
  document.cookie = languageCookie(locale);
  window.location.reload();
}
