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
import {
  DEFAULT_LOCALE,
  mergeAreas,
  mergeMessages,
  type AreaMessages,
  type Locale,
  type Messages,
} from './catalogueCore';
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
  /**
   * Adds message files (the signed-in app's); resolves once `translate` knows them. `english`: where the
   * files hold the default language only (build/messagesOfOneLanguage.ts), loads their English, which is
   * asked for only when English is shown.
   */
  addMessages(
    files: Readonly<Record<string, AreaMessages>>,
    english?: () => Promise<Readonly<Record<string, AreaMessages>>>,
  ): Promise<void>;
}

type Files = Readonly<Record<string, AreaMessages>>;

/** The files of `now` that `before` lacks; null where a file of `before` is gone or was replaced. */
function addedSince(before: Files, now: Files): Files | null {
  if (Object.entries(before).some(([path, file]) => now[path] !== file)) return null;
  return Object.fromEntries(Object.entries(now).filter(([path]) => !(path in before)));
}

export function createI18nProvider(
  starting: StartingCatalogue,
  remote: RemoteCatalogueConfig = {},
): BackofficeI18nProvider {
  // Our Messages tree is what polyglot reads; react-admin's type only names its own keys.
  const asRa = (messages: Messages) => messages as unknown as TranslationMessages;
  let added: Readonly<Record<string, AreaMessages>> = {};
  /** The added files' English, each loaded once, when English is first shown. */
  const englishLoads: (() => Promise<Readonly<Record<string, AreaMessages>>>)[] = [];
  let english: { count: number; files: Promise<Readonly<Record<string, AreaMessages>>> } | null = null;
  const addedEnglish = () => {
    if (english?.count === englishLoads.length) return english.files;
    const files = Promise.all(englishLoads.map((load) => load())).then(
      (loaded) => Object.assign({}, ...loaded) as Readonly<Record<string, AreaMessages>>,
    );
    english = { count: englishLoads.length, files };
    // A failed load (the network) is tried again by the next change of language.
    files.catch(() => (english = null));
    return files;
  };
  /** The catalogue last built: a file added since is merged into it, not every file again. */
  let built: { locale: Locale; base: Messages; files: Files; messages: Messages } | null = null;
  // The files under `base` (which wins): `built`'s catalogue with the files new since, when every file
  // it was built from is still there as it was; else all of them again.
  const complete = (locale: Locale, base: Messages, files = added) => {
    if (!Object.keys(files).length) return asRa(base);
    const fresh = built?.locale === locale && built.base === base ? addedSince(built.files, files) : null;
    const messages =
      built && fresh
        ? mergeMessages(mergeMessages(built.messages, mergeAreas(fresh, locale)), base)
        : mergeMessages(mergeAreas(files, locale), base);
    built = { locale, base, files, messages };
    return asRa(messages);
  };
  const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    const known = isLocale(locale) ? locale : starting.locale;
    const base =
      known === starting.locale
        ? starting.messages
        : loadStartingCatalogue(known, remote).then((l) => l.messages);
    if (known === DEFAULT_LOCALE || englishLoads.length === 0)
      return base instanceof Promise
        ? base.then((messages) => complete(known, messages))
        : complete(known, base);
    return Promise.all([base, addedEnglish()]).then(([messages, files]) =>
      complete(known, messages, { ...added, ...files }),
    );
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
    addMessages: (files, loadEnglish) => {
      added = { ...added, ...files };
      if (loadEnglish) englishLoads.push(loadEnglish);
      return provider.changeLocale(provider.getLocale());
    },
  };
}

const remote = remoteCatalogueConfig();
const starting: StartingCatalogue = await loadStartingCatalogue(browserLocale(), remote);

if (typeof document !== 'undefined') document.documentElement.lang = starting.locale;

export const i18nProvider = createI18nProvider(starting, remote);
