/**
 * The app's i18nProvider: polyglot over the bundled sv/en catalogues (react-admin's own messages
 * included, see messages/ra.ts), in the language chosen by cookie, browser or default. The starting
 * catalogue is awaited once at start-up (top-level await): in English it waits for react-admin's English
 * (raEnglish.ts); when a remote catalogue is configured, for that too (5 s timeout), merged over the
 * bundled one.
 *
 * It starts with the guest's part of the catalogue (catalogueCore.ts), which is all the login screen
 * needs; the signed-in app hands it the rest with `addMessages` before any of its screens renders
 * (src/loadSignedInApp.ts). The added files go under the starting messages: a remote text still wins.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { mergeAreas, mergeMessages, type AreaMessages, type Locale, type Messages } from './catalogueCore';
import { localizedParams } from '../domain/format';
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

export interface BackofficeI18nProvider extends I18nProvider {
  /** Adds message files (the signed-in app's); resolves once `translate` knows them. */
  addMessages(files: Readonly<Record<string, AreaMessages>>): Promise<void>;
}

export function createI18nProvider(
  starting: StartingCatalogue,
  remote: RemoteCatalogueConfig = {},
): BackofficeI18nProvider {
  // Our Messages tree is what polyglot reads; react-admin's type only names its own keys.
  const asRa = (messages: Messages) => messages as unknown as TranslationMessages;
  let added: Readonly<Record<string, AreaMessages>> = {};
  const complete = (locale: Locale, messages: Messages) =>
    asRa(Object.keys(added).length ? mergeMessages(mergeAreas(added, locale), messages) : messages);
  const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    if (locale === starting.locale) return complete(starting.locale, starting.messages);
    if (!isLocale(locale)) return complete(starting.locale, starting.messages);
    return loadStartingCatalogue(locale, remote).then((loaded) => complete(locale, loaded.messages));
  };
  const provider = polyglotI18nProvider(messagesFor, starting.locale, [...AVAILABLE_LOCALES]);
  return {
    ...provider,
    // A fraction in a message's values is written as the language writes it (3,1 MB in Swedish).
    translate: (key, options) => {
      const locale = provider.getLocale();
      return provider.translate(
        key,
        options && localizedParams(options, isLocale(locale) ? locale : starting.locale),
      );
    },
    // A change requested through react-admin (its `locale` store entry) is remembered like our switcher's.
    changeLocale: (locale, options) => {
      if (isLocale(locale) && typeof document !== 'undefined') {
        document.cookie = languageCookie(locale);
        document.documentElement.lang = locale;
      }
      return provider.changeLocale(locale, options);
    },
    // polyglot reads the messages again on a change of locale: "changing" to the current one rebuilds
    // its translator with the added files, and the language stays as it is.
    addMessages: (files) => {
      added = { ...added, ...files };
      return provider.changeLocale(provider.getLocale());
    },
  };
}

const remote = remoteCatalogueConfig();
const starting: StartingCatalogue = await loadStartingCatalogue(browserLocale(), remote);

if (typeof document !== 'undefined') document.documentElement.lang = starting.locale;

export const i18nProvider = createI18nProvider(starting, remote);
