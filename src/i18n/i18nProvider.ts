/**
 * The app's i18nProvider: polyglot over the bundled sv/en catalogues (react-admin's own messages
 * included, see messages/ra.ts), in the language chosen by cookie, browser or default. When a remote
 * catalogue is configured it is awaited once at start-up (top-level await, 5 s timeout) and merged over
 * the bundled one.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { bundledMessages, type Locale, type Messages } from './catalogue';
import { browserLocale } from './browserLanguage';
import { isLocale, languageCookie } from './language';
import { loadStartingCatalogue, type StartingCatalogue } from './loadCatalogue';
import type { RemoteCatalogueConfig } from './remoteCatalogue';

export const AVAILABLE_LOCALES = [
  { locale: 'sv', name: 'Svenska' },
  { locale: 'en', name: 'English' },
] as const satisfies ReadonlyArray<{ locale: Locale; name: string }>;

export function remoteCatalogueConfig(): RemoteCatalogueConfig {
  return {
    url: import.meta.env.VITE_TRANSLATIONS_URL || undefined,
    token: import.meta.env.VITE_TRANSLATIONS_TOKEN,
  };
}

export function createI18nProvider(
  starting: StartingCatalogue,
  remote: RemoteCatalogueConfig = {},
): I18nProvider {
  // Our Messages tree is what polyglot reads; react-admin's type only names its own keys.
  const asRa = (messages: Messages) => messages as unknown as TranslationMessages;
  const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    if (locale === starting.locale) return asRa(starting.messages);
    if (!isLocale(locale)) return asRa(bundledMessages(starting.locale));
    return loadStartingCatalogue(locale, remote).then((loaded) => asRa(loaded.messages));
  };
  const provider = polyglotI18nProvider(messagesFor, starting.locale, [...AVAILABLE_LOCALES]);
  return {
    ...provider,
    // A change requested through react-admin (its `locale` store entry) is remembered like our switcher's.
    changeLocale: (locale, options) => {
      if (isLocale(locale) && typeof document !== 'undefined') {
        document.cookie = languageCookie(locale);
        document.documentElement.lang = locale;
      }
      return provider.changeLocale(locale, options);
    },
  };
}

const remote = remoteCatalogueConfig();
const starting: StartingCatalogue = remote.url
  ? await loadStartingCatalogue(browserLocale(), remote)
  : { locale: browserLocale(), messages: bundledMessages(browserLocale()), remote: 'off' };

if (typeof document !== 'undefined') document.documentElement.lang = starting.locale;

export const i18nProvider = createI18nProvider(starting, remote);
