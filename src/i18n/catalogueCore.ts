/**
 * The catalogue's shape and merge, and the part of it the login screen carries: the message files of
 * what a guest can see (the login, sign-up and 404 pages, the session messages, react-admin's own, and
 * the shell's loading and error texts). The other files (resource labels, the resources' and wizards'
 * own texts, the bespoke signed-in pages) come with the signed-in app: ./catalogue.ts, handed to the
 * i18nProvider by src/loadSignedInApp.ts (docs/decisions.md, "The login screen without the registry").
 */
export type Messages = { [key: string]: string | Messages };
export type Locale = 'sv' | 'en';
export const LOCALES: readonly Locale[] = ['sv', 'en'];
export const DEFAULT_LOCALE: Locale = 'sv';

export interface AreaMessages {
  sv: Messages;
  en: Messages;
}

export function mergeMessages(target: Messages, source: Messages): Messages {
  const out: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
  }
  return out;
}

/** One locale's messages of these files, merged. */
export function mergeAreas(files: Readonly<Record<string, AreaMessages>>, locale: Locale): Messages {
  return Object.values(files).reduce<Messages>((all, area) => mergeMessages(all, area[locale]), {});
}

/**
 * The message files a guest's screens use (a subset of ./catalogue.ts's `messageFiles`), with the
 * default language's texts: `?locale=` keeps one language of a file in the build
 * (build/messagesOfOneLanguage.ts), so a Swedish user's pages carry no English.
 */
export const guestMessageFiles: Readonly<Record<string, AreaMessages>> = import.meta.glob<AreaMessages>(
  ['./messages/auth.ts', './messages/ra.ts', './messages/sessionPages.ts', './messages/shell.ts'],
  { eager: true, import: 'default', query: '?locale=sv' },
);

/** The same files' English, loaded when English is shown. */
const guestEnglishFiles = import.meta.glob<AreaMessages>(
  ['./messages/auth.ts', './messages/ra.ts', './messages/sessionPages.ts', './messages/shell.ts'],
  { import: 'default', query: '?locale=en' },
);

/** Loads each of `files`' English (path -> its loader) and gives them by path. */
export async function loadFiles(
  files: Readonly<Record<string, () => Promise<AreaMessages>>>,
): Promise<Record<string, AreaMessages>> {
  const loaded = await Promise.all(Object.entries(files).map(async ([path, load]) => [path, await load()]));
  return Object.fromEntries(loaded) as Record<string, AreaMessages>;
}

/** The guest's messages in `locale`; another language than the default loads its texts first. */
export async function guestMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return mergeAreas(guestMessageFiles, locale);
  return mergeAreas(await loadFiles(guestEnglishFiles), locale);
}
